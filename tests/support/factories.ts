/**
 * Small factories for tests: each builds a row with the demo-data builders (seed/builders), lets the
 * test override any column, inserts it and returns the inserted row. Compose them:
 * `createDoctor(db, { institution: await createInstitution(db) })`. The catalogue and scheduling rows are
 * here; each area's own factories and fixtures are in `factories/<area>.ts`.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  cities,
  doctor_feature_links,
  doctor_features,
  doctor_languages,
  doctor_services,
  doctor_specializations,
  doctor_workplaces,
  doctors,
  institution_feature_links,
  institution_features,
  institution_types,
  languages,
  medical_institutions,
  questions_answers,
  reviews,
  specializations,
  timesheet_entries,
  timesheets,
  users,
} from '../../db/schema/index.ts';
import { CITIES } from '../../db/demo-data/cities.ts';
import { INSTITUTION_TYPES } from '../../db/demo-data/dictionaries.ts';
import { INSTITUTION_BRANDS } from '../../db/demo-data/texts.ts';
import { SPECIALIZATIONS } from '../../db/demo-data/specializations.ts';
import {
  buildCityRow,
  buildDoctorRow,
  buildInstitutionRow,
  buildInstitutionTypeRow,
  buildServiceRows,
  buildSpecializationRow,
} from '../../seed/builders/catalog.ts';
import { buildReviewRow } from '../../seed/builders/feedback.ts';
import { buildPersonName } from '../../seed/builders/people.ts';
import { Random } from '../../seed/random.ts';
import { buildUserRow } from '../../seed/steps/people.ts';
import { resetBeforeEachFile } from './file-state.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

const SEED = 1_337;
let random = new Random(SEED);
let sequence = 0;
/** A number unique within the test file, for slugs, codes and e-mails. */
const unique = () => ++sequence;

// Each test file sees the same made-up people and places, whichever files ran before it in its process.
resetBeforeEachFile(() => {
  random = new Random(SEED);
  sequence = 0;
});
const today = () => new Date();

export async function createCity(db: Db, overrides: Insert<typeof cities> = {}): Promise<Row<typeof cities>> {
  const n = unique();
  const base = buildCityRow(CITIES[n % CITIES.length], n);
  const [row] = await db
    .insert(cities)
    .values({ ...base, city_slug: `${base.city_slug}-${n}`, status: 'active', ...overrides })
    .returning();
  return row;
}

export async function createInstitutionType(db: Db, overrides: Insert<typeof institution_types> = {}): Promise<Row<typeof institution_types>> {
  const n = unique();
  const base = buildInstitutionTypeRow(INSTITUTION_TYPES[0], n);
  const [row] = await db
    .insert(institution_types)
    .values({ ...base, code: `${base.code}-${n}`, slug: `${base.slug}-${n}`, ...overrides })
    .returning();
  return row;
}

export async function createSpecialization(db: Db, overrides: Insert<typeof specializations> = {}): Promise<Row<typeof specializations>> {
  const n = unique();
  const base = buildSpecializationRow(SPECIALIZATIONS[n % SPECIALIZATIONS.length], n, false);
  const [row] = await db
    .insert(specializations)
    .values({ ...base, code: `${base.code}-${n}`, slug: `${base.slug}-${n}`, ...overrides })
    .returning();
  return row;
}

export async function createInstitution(
  db: Db,
  { city, type, ...overrides }: Insert<typeof medical_institutions> & { city?: Row<typeof cities>; type?: Row<typeof institution_types> } = {},
): Promise<Row<typeof medical_institutions>> {
  const institutionCity = city ?? (await createCity(db));
  const institutionType = type ?? (await createInstitutionType(db));
  const base = buildInstitutionRow(random, {
    city: institutionCity,
    type: { id: institutionType.id, code: 'clinic' },
    brand: random.pick(INSTITUTION_BRANDS),
    slug: `institution-${unique()}`,
  });
  const [row] = await db
    .insert(medical_institutions)
    .values({ ...base, ...overrides })
    .returning();
  return row;
}

/** A doctor linked to a specialization and, when given, working at an institution. */
export async function createDoctor(
  db: Db,
  {
    institution,
    specialization,
    ...overrides
  }: Insert<typeof doctors> & { institution?: Row<typeof medical_institutions>; specialization?: Row<typeof specializations> } = {},
): Promise<Row<typeof doctors>> {
  const doctorSpecialization = specialization ?? (await createSpecialization(db));
  const n = unique();
  const base = buildDoctorRow(random, {
    name: buildPersonName(random),
    slug: `doctor-${n}`,
    portrait: n.toString(36),
    specialization: doctorSpecialization,
    patients: 'adults',
    today: today(),
  });
  const [row] = await db
    .insert(doctors)
    .values({ ...base, ...overrides })
    .returning();
  await db.insert(doctor_specializations).values({ doctor_id: row.id, specialization_id: doctorSpecialization.id, is_main: true });
  if (institution) await db.insert(doctor_workplaces).values({ doctor_id: row.id, institution_id: institution.id });
  return row;
}

/** A service of the doctor; the default one unless `is_default: false` is given. */
export async function createService(
  db: Db,
  { doctor, ...overrides }: Insert<typeof doctor_services> & { doctor: Row<typeof doctors> },
): Promise<Row<typeof doctor_services>> {
  const specialization_id = overrides.specialization_id ?? (await createSpecialization(db)).id;
  const [base] = buildServiceRows(random, { doctor_id: doctor.id, specialization_id, basePrice: 600, count: 1, online: false });
  const [row] = await db
    .insert(doctor_services)
    .values({ ...base, ...overrides, specialization_id })
    .returning();
  return row;
}

export async function createPatient(db: Db, overrides: Insert<typeof users> = {}): Promise<Row<typeof users>> {
  const base = buildUserRow(random, 'patient', buildPersonName(random), unique(), today());
  const [row] = await db
    .insert(users)
    .values({ ...base, ...overrides })
    .returning();
  return row;
}

export async function createReview(
  db: Db,
  { doctor, institution, ...overrides }: Insert<typeof reviews> & { doctor?: Row<typeof doctors>; institution?: Row<typeof medical_institutions> },
): Promise<Row<typeof reviews>> {
  const base = buildReviewRow(random, { doctor_id: doctor?.id, institution_id: institution?.id, today: today() });
  const [row] = await db
    .insert(reviews)
    .values({ ...base, ...overrides })
    .returning();
  return row;
}

/**
 * An appointment (or hold) of `minutes` from `start_at`; `booked` unless told otherwise. Holds get an
 * expiry ten minutes ahead.
 */
export async function createAppointment(
  db: Db,
  { doctor, start_at, minutes = 30, ...overrides }: Insert<typeof appointments> & { doctor: Row<typeof doctors>; start_at: Date; minutes?: number },
): Promise<Row<typeof appointments>> {
  const status = overrides.status ?? 'booked';
  const [row] = await db
    .insert(appointments)
    .values({
      doctor_id: doctor.id,
      start_at,
      end_at: new Date(start_at.getTime() + minutes * 60_000),
      status,
      hold_expires_at: status === 'hold' ? new Date(Date.now() + 10 * 60_000) : null,
      patient_first_name: 'Олена',
      patient_last_name: 'Коваленко',
      patient_phone: '380501234567',
      ...overrides,
    })
    .returning();
  return row;
}

type SimpleDictionary = typeof doctor_features | typeof institution_features | typeof languages;

/** A row of one of the simple dictionaries (doctor features, institution features, languages). */
async function createDictionaryRow<T extends SimpleDictionary>(db: Db, table: T, prefix: string, overrides: Insert<T>): Promise<Row<T>> {
  const n = unique();
  const values = { code: `${prefix}-${n}`, slug: `${prefix}-${n}`, name_ua: `${prefix} ${n}`, name_ru: `${prefix} ${n} ru`, ...overrides };
  // The three tables share their columns; Drizzle cannot see that through the union.
  const [row] = await db
    .insert(table as typeof doctor_features)
    .values(values as Insert<typeof doctor_features> & { code: string; slug: string; name_ua: string; name_ru: string })
    .returning();
  return row as Row<T>;
}

export const createDoctorFeature = (db: Db, overrides: Insert<typeof doctor_features> = {}) =>
  createDictionaryRow(db, doctor_features, 'doctor-feature', overrides);
export const createInstitutionFeature = (db: Db, overrides: Insert<typeof institution_features> = {}) =>
  createDictionaryRow(db, institution_features, 'institution-feature', overrides);
export const createLanguage = (db: Db, overrides: Insert<typeof languages> = {}) => createDictionaryRow(db, languages, 'language', overrides);

/** Links a doctor to features, languages, more specializations or another workplace. */
export async function linkDoctor(
  db: Db,
  doctor: Row<typeof doctors>,
  links: {
    features?: Row<typeof doctor_features>[];
    languages?: Row<typeof languages>[];
    specializations?: Row<typeof specializations>[];
    workplaces?: Row<typeof medical_institutions>[];
  },
): Promise<void> {
  const { features = [], languages: spoken = [], specializations: more = [], workplaces = [] } = links;
  if (features.length) await db.insert(doctor_feature_links).values(features.map((feature) => ({ doctor_id: doctor.id, feature_id: feature.id })));
  if (spoken.length) await db.insert(doctor_languages).values(spoken.map((language) => ({ doctor_id: doctor.id, language_id: language.id })));
  if (more.length)
    await db.insert(doctor_specializations).values(more.map((specialization) => ({ doctor_id: doctor.id, specialization_id: specialization.id })));
  for (const institution of workplaces) {
    await db.insert(doctor_workplaces).values({ doctor_id: doctor.id, institution_id: institution.id, position: await workplaceCount(db, doctor.id) });
  }
}

async function workplaceCount(db: Db, doctorId: number): Promise<number> {
  return (await db.select().from(doctor_workplaces).where(eq(doctor_workplaces.doctor_id, doctorId))).length;
}

export async function linkInstitutionFeatures(
  db: Db,
  institution: Row<typeof medical_institutions>,
  features: Row<typeof institution_features>[],
): Promise<void> {
  if (features.length)
    await db.insert(institution_feature_links).values(features.map((feature) => ({ institution_id: institution.id, feature_id: feature.id })));
}

type EntryInput = Omit<Insert<typeof timesheet_entries>, 'timesheet_id'>;

/**
 * A doctor's active timesheet at an institution. `weekly` is shorthand for work hours:
 * `[[1, '09:00', '13:00']]` is Mondays 9 to 13; `entries` adds any other rows (absences, dated exceptions).
 */
export async function createTimesheet(
  db: Db,
  {
    doctor,
    institution,
    weekly = [],
    entries = [],
    ...overrides
  }: Insert<typeof timesheets> & {
    doctor: Row<typeof doctors>;
    institution: Row<typeof medical_institutions>;
    weekly?: [weekday: number, start: string, end: string][];
    entries?: EntryInput[];
  },
): Promise<Row<typeof timesheets>> {
  const [sheet] = await db
    .insert(timesheets)
    .values({ doctor_id: doctor.id, institution_id: institution.id, ...overrides })
    .returning();
  const rows: EntryInput[] = [...weekly.map(([weekday, start_time, end_time]) => ({ kind: 'work' as const, weekday, start_time, end_time })), ...entries];
  if (rows.length) await db.insert(timesheet_entries).values(rows.map((row) => ({ ...row, timesheet_id: sheet.id })));
  return sheet;
}

/** A question to a doctor or an institution; published with an answer unless told otherwise. */
export async function createQuestion(
  db: Db,
  { doctor, institution, ...overrides }: Insert<typeof questions_answers> & { doctor?: Row<typeof doctors>; institution?: Row<typeof medical_institutions> },
): Promise<Row<typeof questions_answers>> {
  const [row] = await db
    .insert(questions_answers)
    .values({
      doctor_id: doctor?.id,
      institution_id: institution?.id,
      author_name: 'Марія',
      question: 'Чи приймаєте ви дітей?',
      answer: 'Так, з трьох років.',
      status: 'published',
      published_at: new Date(),
      ...overrides,
    })
    .returning();
  return row;
}
