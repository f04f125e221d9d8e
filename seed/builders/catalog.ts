import type {
  cities,
  doctor_features,
  doctor_services,
  doctors,
  institution_features,
  institution_types,
  languages,
  medical_institutions,
  specializations,
  timesheet_entries,
  WorkingHours,
} from '../../db/schema/index.ts';
import type { CityData } from '../../db/demo-data/cities.ts';
import { STREETS } from '../../db/demo-data/cities.ts';
import { INSTITUTION_TYPES } from '../../db/demo-data/dictionaries.ts';
import { SPECIALIZATION_COLORS, type SpecializationData } from '../../db/demo-data/specializations.ts';
import { ACHIEVEMENTS, SERVICE_TEMPLATES, UNIVERSITIES } from '../../db/demo-data/texts.ts';
import { portraitPath } from '../../features/media/portrait.ts';
import type { Random } from '../random.ts';
import { slugify } from '../../contracts/slug.ts';
import { buildPhone, type PersonName } from './people.ts';
import { plural } from './plural.ts';
import { DEFAULT_CLINIC_HOURS } from '../../contracts/clinic-hours.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type CityRow = Insert<typeof cities>;
export type InstitutionRow = Insert<typeof medical_institutions>;
export type DoctorRow = Insert<typeof doctors>;
export type ServiceRow = Insert<typeof doctor_services>;
export type TimesheetEntryRow = Insert<typeof timesheet_entries>;

export function buildCityRow(city: CityData, order: number): CityRow {
  return {
    city_slug: city.slug,
    name_ua: city.name[0],
    name_ru: city.name[1],
    name_locative_ua: city.locative[0],
    name_locative_ru: city.locative[1],
    region_ua: city.region[0],
    region_ru: city.region[1],
    latitude: city.latitude,
    longitude: city.longitude,
    order,
    // Occupied cities keep their record but leave the city selector (docs/decisions/011).
    status: city.weight > 0 ? 'active' : 'inactive',
  };
}

/** A row of one of the simple dictionaries (doctor features, languages, institution features). */
export function buildDictionaryRow(
  entry: { code: string; name: readonly [string, string] },
  order: number,
): Insert<typeof doctor_features> & Insert<typeof languages> & Insert<typeof institution_features> {
  return { code: entry.code, slug: slugify(entry.name[0]), name_ua: entry.name[0], name_ru: entry.name[1], order };
}

export function buildInstitutionTypeRow(entry: (typeof INSTITUTION_TYPES)[number], order: number): Insert<typeof institution_types> {
  return {
    code: entry.code,
    slug: slugify(entry.name[0]),
    name_ua: entry.name[0],
    name_ru: entry.name[1],
    order,
    background_color: entry.background as Insert<typeof institution_types>['background_color'],
    text_color: entry.text as Insert<typeof institution_types>['text_color'],
    image: `/images/institution-types/${entry.code}.svg`,
  };
}

export function buildSpecializationRow(entry: SpecializationData, order: number, isFooter: boolean): Insert<typeof specializations> {
  const [background, text] = SPECIALIZATION_COLORS[order % SPECIALIZATION_COLORS.length];
  return {
    code: entry.code,
    slug: slugify(entry.doctor[0]),
    name_ua: entry.name[0],
    name_ru: entry.name[1],
    doctor_name_ua: entry.doctor[0],
    doctor_name_ru: entry.doctor[1],
    icon: `/media/icons/${entry.icon}.svg`,
    is_footer: isFooter,
    background_color: background,
    text_color: text,
    order,
  };
}

/** A point within roughly `radiusKm` of the city centre, denser towards the centre. */
export function pointInCity(random: Random, city: { latitude: number; longitude: number }, radiusKm = 6) {
  const latitudeDelta = (radiusKm / 111) * random.bell();
  const longitudeDelta = (radiusKm / (111 * Math.cos((city.latitude * Math.PI) / 180))) * random.bell();
  return {
    latitude: Math.round((city.latitude + latitudeDelta) * 1e6) / 1e6,
    longitude: Math.round((city.longitude + longitudeDelta) * 1e6) / 1e6,
  };
}

export function buildAddress(random: Random, city: { name_ua: string; name_ru: string }): { address_ua: string; address_ru: string } {
  const [kindUa, kindRu, streetUa, streetRu] = random.pick(STREETS);
  const house = `${random.int(1, 180)}${random.chance(0.1) ? random.pick(['а', 'б']) : ''}`;
  return {
    address_ua: `м. ${city.name_ua}, ${kindUa} ${streetUa}, ${house}`,
    address_ru: `г. ${city.name_ru}, ${kindRu} ${streetRu}, ${house}`,
  };
}

/** SPEC §9 hours (daily 8:00–20:00, weekend 9:00–20:00); some places close on Sunday. */
export function buildWorkingHours(random: Random): WorkingHours {
  const { sun, ...week } = DEFAULT_CLINIC_HOURS;
  return random.chance(0.6) ? { ...week, sun } : { ...week };
}

export interface InstitutionInput {
  city: { id: number; name_ua: string; name_ru: string; latitude: number; longitude: number; city_slug: string };
  type: { id: number; code: string };
  brand: readonly [string, string];
  slug: string;
  parent?: { id: number; name_ua: string; name_ru: string };
  legal_entity_id?: number | null;
  representative_id?: number | null;
}

export function buildInstitutionRow(random: Random, input: InstitutionInput): InstitutionRow {
  const type = INSTITUTION_TYPES.find((t) => t.code === input.type.code) ?? INSTITUTION_TYPES[0];
  const address = buildAddress(random, input.city);
  const nameUa = input.parent ? `${input.parent.name_ua} (філія)` : `${type.prefix[0]} «${input.brand[0]}»`;
  const nameRu = input.parent ? `${input.parent.name_ru} (филиал)` : `${type.prefix[1]} «${input.brand[1]}»`;
  const years = random.int(2, 25);
  return {
    slug: input.slug,
    name_ua: nameUa,
    name_ru: nameRu,
    type_id: input.type.id,
    parent_id: input.parent?.id ?? null,
    legal_entity_id: input.legal_entity_id ?? null,
    representative_id: input.representative_id ?? null,
    city_id: input.city.id,
    ...address,
    ...pointInCity(random, input.city, input.city.city_slug === 'kyiv' ? 10 : 5),
    phone: buildPhone(random),
    email: `info@${input.slug}.example.com`,
    is_manage_working_time: random.chance(0.2),
    is_work_without_slots: random.chance(0.1),
    is_show_on_main: random.chance(0.04),
    short_description_ua: `${type.prefix[0]} ${address.address_ua.split(', ').slice(1).join(', ')}. Працює ${years} ${plural('ua', years, 'year')}.`,
    short_description_ru: `${type.prefix[1]} ${address.address_ru.split(', ').slice(1).join(', ')}. Работает ${years} ${plural('ru', years, 'year')}.`,
    description_ua: `${nameUa} — сучасний заклад у місті ${input.city.name_ua}. Записуйтеся онлайн на зручний час, без дзвінків і черг.`,
    description_ru: `${nameRu} — современное учреждение в городе ${input.city.name_ru}. Записывайтесь онлайн на удобное время, без звонков и очередей.`,
    working_hours: buildWorkingHours(random),
  };
}

export const CATEGORY_TEXT = {
  higher: ['лікар вищої категорії', 'врач высшей категории'],
  first: ['лікар першої категорії', 'врач первой категории'],
  second: ['лікар другої категорії', 'врач второй категории'],
  none: ['лікар', 'врач'],
} as const;

export interface DoctorInput {
  name: PersonName;
  slug: string;
  /** Token of the portrait file, unique per doctor. */
  portrait: string;
  specialization: { doctor_name_ua: string; doctor_name_ru: string };
  /** Whom the doctor sees: the description says it, and `child_consultation` follows it (steps/doctors.ts). */
  patients: DoctorPatients;
  today: Date;
}

export type DoctorPatients = 'children' | 'adults' | 'everyone' | 'animals';

/** The opening of a doctor's description by whom they see: a paediatrician's never speaks of adults. */
const PATIENTS_TEXT: Record<DoctorPatients, readonly [string, string]> = {
  children: ['Консультує дітей від народження до 18 років', 'Консультирует детей от рождения до 18 лет'],
  adults: ['Консультує дорослих', 'Консультирует взрослых'],
  everyone: ['Консультує дорослих і дітей', 'Консультирует взрослых и детей'],
  animals: ['Оглядає і лікує домашніх тварин', 'Осматривает и лечит домашних животных'],
};

export function buildDoctorRow(random: Random, input: DoctorInput): DoctorRow {
  const { name, specialization } = input;
  const experience = random.weighted([
    [random.int(1, 5), 2],
    [random.int(6, 15), 4],
    [random.int(16, 40), 3],
  ] as const);
  const category =
    experience > 15
      ? random.weighted([
          ['higher', 6],
          ['first', 2],
          ['none', 1],
        ] as const)
      : experience > 6
        ? random.weighted([
            ['first', 4],
            ['second', 2],
            ['higher', 1],
            ['none', 1],
          ] as const)
        : random.weighted([
            ['none', 3],
            ['second', 2],
          ] as const);
  const university = random.pick(UNIVERSITIES);
  const achievement = random.pick(ACHIEVEMENTS);
  const graduated = name.gender === 'male' ? ['Закінчив', 'Окончил'] : ['Закінчила', 'Окончила'];
  const role = [specialization.doctor_name_ua.toLowerCase(), specialization.doctor_name_ru.toLowerCase()];
  return {
    slug: input.slug,
    ...name,
    gender: name.gender,
    photo: portraitPath(`${name.gender === 'male' ? 'm' : 'f'}-${input.portrait}`),
    started_work_year: input.today.getUTCFullYear() - experience,
    experience,
    is_show_rating: random.chance(0.9),
    category,
    mode: random.weighted([
      ['clinic', 6],
      ['clinic_and_online', 3],
      ['online', 1],
    ] as const),
    short_description_ua: `${specialization.doctor_name_ua}, ${CATEGORY_TEXT[category][0]}. Стаж ${experience} ${plural('ua', experience, 'year')}.`,
    short_description_ru: `${specialization.doctor_name_ru}, ${CATEGORY_TEXT[category][1]}. Стаж ${experience} ${plural('ru', experience, 'year')}.`,
    description_ua: `${PATIENTS_TEXT[input.patients][0]}, складає індивідуальний план обстеження та лікування, пояснює кожне призначення.`,
    description_ru: `${PATIENTS_TEXT[input.patients][1]}, составляет индивидуальный план обследования и лечения, объясняет каждое назначение.`,
    biography_ua: `${graduated[0]} ${university[0]}. Працює за фахом «${role[0]}» ${experience} ${plural('ua', experience, 'year')}.`,
    biography_ru: `${graduated[1]} ${university[1]}. Работает по специальности «${role[1]}» ${experience} ${plural('ru', experience, 'year')}.`,
    achievements_ua: achievement[0],
    achievements_ru: achievement[1],
  };
}

/**
 * One to four services; the first (an in-person first consultation) is the default. Prices are whole
 * hryvnias rounded to 50, stored in kopecks.
 */
export function buildServiceRows(
  random: Random,
  input: { doctor_id: number; specialization_id: number; basePrice: number; count: number; online: boolean },
): ServiceRow[] {
  const templates = [
    SERVICE_TEMPLATES[0],
    ...random.sample(
      SERVICE_TEMPLATES.slice(1).filter((t) => input.online || t.format === 'offline'),
      3,
    ),
  ];
  return templates.slice(0, Math.max(1, Math.min(4, input.count))).map((template, index) => ({
    doctor_id: input.doctor_id,
    specialization_id: input.specialization_id,
    name_ua: template.name[0],
    name_ru: template.name[1],
    cost: Math.max(100, Math.round((input.basePrice * template.factor) / 50) * 50) * 100,
    duration: template.duration,
    format: template.format,
    is_default: index === 0,
  }));
}

const SHIFTS = [
  ['08:00', '14:00'],
  ['09:00', '17:00'],
  ['10:00', '18:00'],
  ['14:00', '20:00'],
  ['09:00', '15:00'],
] as const;

/**
 * A weekly template: five or six working days on one shift, sometimes with a lunch break. In a clinic open on
 * Sundays, a doctor who works Saturdays works Sundays too, within its weekend hours (from 9:00): a visitor
 * looking for a doctor on a Sunday, or on a Saturday for tomorrow, finds some.
 */
export function buildWeeklyEntries(random: Random, timesheetId: number, { openSunday = false } = {}): TimesheetEntryRow[] {
  const [start, end] = random.pick(SHIFTS);
  const six = random.chance(0.3);
  const days = six ? [1, 2, 3, 4, 5, 6] : random.chance(0.2) ? random.sample([1, 2, 3, 4, 5], 3).sort() : [1, 2, 3, 4, 5];
  if (six && openSunday) days.push(7);
  const lunch = end === '17:00' || end === '18:00' ? random.chance(0.25) : false;
  return days.flatMap((weekday) => {
    const from = weekday === 7 && start < '09:00' ? '09:00' : start;
    const rows: TimesheetEntryRow[] = [{ timesheet_id: timesheetId, kind: 'work', weekday, start_time: from, end_time: end }];
    if (lunch) rows.push({ timesheet_id: timesheetId, kind: 'absence', weekday, start_time: '13:00', end_time: '14:00' });
    return rows;
  });
}
