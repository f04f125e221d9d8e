/** A small world to import into, and files to import, shared by the import tests, the benchmark and the browser test. */
import writeXlsxFile from 'write-excel-file/node';
import { csvLine } from '../../../features/imports/csv.ts';
import type { Db } from '../../../db/client.ts';
import { createCity, createInstitution, createInstitutionType, createLanguage, createSpecialization } from '../factories.ts';
import { createLegalEntity } from './partners.ts';

export async function createImportWorld(db: Db) {
  const city = await createCity(db, { city_slug: 'import-city', name_ua: 'Імпортівка', name_ru: 'Импортовка', latitude: 50.45, longitude: 30.52 });
  const type = await createInstitutionType(db, { code: 'import-clinic', name_ua: 'Клініка', name_ru: 'Клиника' });
  const cardiology = await createSpecialization(db, { code: 'import-cardiology', name_ua: 'Кардіологія (імпорт)', name_ru: 'Кардиология (импорт)' });
  const therapy = await createSpecialization(db, { code: 'import-therapy', name_ua: 'Терапія (імпорт)', name_ru: 'Терапия (импорт)' });
  const english = await createLanguage(db, { code: 'import-en', name_ua: 'Англійська (імпорт)', name_ru: 'Английский (импорт)' });
  const entity = await createLegalEntity(db, { public_name: 'ТОВ «Порожня мережа»' });
  const clinic = await createInstitution(db, { city, type, name_ua: 'Порожня клініка', name_ru: 'Пустая клиника', slug: `empty-clinic-${Date.now()}` });
  return { city, type, cardiology, therapy, english, entity, clinic };
}

export type ImportWorld = Awaited<ReturnType<typeof createImportWorld>>;
/** The codes a doctor's row names. */
export type DoctorCodes = Record<'cardiology' | 'therapy' | 'english', { code: string }>;

export const DOCTOR_HEADER = [
  'last_name_ua',
  'first_name_ua',
  'middle_name_ua',
  'last_name_ru',
  'first_name_ru',
  'middle_name_ru',
  'gender',
  'specializations',
  'experience',
  'languages',
];

const LAST = ['Шевченко', 'Коваленко', 'Бондаренко', 'Ткаченко', 'Кравченко', 'Олійник', 'Мельник', 'Лисенко', 'Гончаренко', 'Савченко'];
const FIRST = ['Олена', 'Ірина', 'Марія', 'Наталія', 'Тетяна', 'Оксана', 'Юлія', 'Світлана', 'Анна', 'Людмила'];
const FIRST_RU = ['Елена', 'Ирина', 'Мария', 'Наталья', 'Татьяна', 'Оксана', 'Юлия', 'Светлана', 'Анна', 'Людмила'];

/** The `n`-th doctor's row: names unique for n below 1,000,000 (the patronymic carries the number in letters). */
export function doctorRow(n: number, world: DoctorCodes): string[] {
  const letters = n
    .toString(26)
    .split('')
    .map((digit) => 'абвгдежзиклмнопрстуфхцчшщю'[parseInt(digit, 26)])
    .join('');
  const middle = `Петрівна${letters}`;
  return [
    LAST[n % 10],
    FIRST[Math.floor(n / 10) % 10],
    middle,
    LAST[n % 10],
    FIRST_RU[Math.floor(n / 10) % 10],
    `Петровна${letters}`,
    'female',
    n % 3 ? world.cardiology.code : `${world.cardiology.code}; ${world.therapy.code}`,
    String(n % 40),
    n % 2 ? world.english.code : '',
  ];
}

export const toCsv = (rows: readonly (readonly string[])[], separator = ',') => Buffer.from(rows.map((row) => csvLine(row, separator)).join('\r\n'), 'utf8');

export const toXlsx = (rows: readonly (readonly string[])[]) => writeXlsxFile(rows.map((row) => row.map((value) => value))).toBuffer();

/** A file of `count` doctors with the header row. */
export const doctorsTable = (count: number, world: DoctorCodes) => [DOCTOR_HEADER, ...Array.from({ length: count }, (_, n) => doctorRow(n, world))];
