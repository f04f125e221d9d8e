import {
  doctor_feature_links,
  doctor_languages,
  doctor_services,
  doctor_specializations,
  doctor_workplaces,
  doctors,
  questions_answers,
  reviews,
  timesheet_entries,
  timesheets,
  users,
} from '../../db/schema/index.ts';
import { GROUPS_BY_INSTITUTION_TYPE } from '../../db/demo-data/specializations.ts';
import { buildDoctorRow, buildServiceRows, buildWeeklyEntries, type DoctorPatients, type DoctorRow, type TimesheetEntryRow } from '../builders/catalog.ts';
import { buildQuestionRow, buildReviewRow, onePerPatient, ratingOf, type QuestionRow, type ReviewRow } from '../builders/feedback.ts';
import { buildPersonName } from '../builders/people.ts';
import { SlugSet } from '../builders/slugs.ts';
import { insertRows } from '../insert.ts';
import type { Random } from '../random.ts';
import type { Reference } from './dictionaries.ts';
import type { SeededInstitution } from './institutions.ts';
import { scaled, type SeedContext } from './context.ts';
import { buildUserRow } from './people.ts';

/** How many doctors an institution of each type employs, relatively. */
const STAFF_WEIGHTS: Record<string, number> = {
  clinic: 10,
  diagnostic_center: 5,
  dentistry: 5,
  beauty_salon: 3,
  veterinary_clinic: 3,
  private_office: 1.5,
  laboratory: 1,
  optics: 1,
};
const POPULAR_SPECIALIZATIONS = 15;
/**
 * Primary care is where most visits go, so the demo has many more of these doctors than of any other
 * specialization; paediatrics then ranks among the popular tiles of the home page, as it does in life.
 */
const PRIMARY_CARE: Readonly<Record<string, number>> = { 'general-practice': 4, 'family-medicine': 3, pediatrics: 4 };
const CATEGORY_PRICE = { higher: 300, first: 200, second: 100, none: 0 } as const;
const DAY = 24 * 60 * 60 * 1000;

type Specialization = Reference['specializations'][number];

interface PlannedDoctor {
  row: DoctorRow;
  specializations: Specialization[];
  workplaces: SeededInstitution[];
  languages: number[];
  features: number[];
  cabinet: boolean;
  reviews: ReviewRow[];
  questions: QuestionRow[];
}

export interface SeededDoctor {
  id: number;
  specialization_id: number;
  city_id: number;
  services: { id: number; cost: number; is_default: boolean }[];
}

/** About 8,000 doctors with their links, services, weekly timesheets, reviews and questions. */
export async function seedDoctors(context: SeedContext, reference: Reference, institutions: SeededInstitution[], patientIds: number[]) {
  const random = context.random.fork('doctors');
  const employers = institutions.filter((i) => STAFF_WEIGHTS[i.type_code]);
  const employerWeights = employers.map((i) => [i, STAFF_WEIGHTS[i.type_code]] as const);
  const employersByCity = groupBy(employers, (i) => i.city_id);
  const slugs = new SlugSet();
  const planned: PlannedDoctor[] = [];

  for (let n = 0; n < scaled(context, 8000); n++) {
    const workplace = random.weighted(employerWeights);
    const choices = specializationsFor(reference, workplace.type_code);
    const main = random.weighted(choices.map((s) => [s, (s.order < POPULAR_SPECIALIZATIONS ? 5 : 1) * (PRIMARY_CARE[s.code] ?? 1)] as const));
    const patients = patientsOf(random, main);
    const specializations = [main];
    if (random.chance(0.15)) {
      const second = random.pick(choices);
      if (second !== main) specializations.push(second);
    }
    const workplaces = [workplace];
    if (random.chance(0.2)) {
      const other = random.pick(employersByCity.get(workplace.city_id) ?? []);
      if (other && other !== workplace && specializationsFor(reference, other.type_code).includes(main)) workplaces.push(other);
    }
    const name = buildPersonName(random);
    const row = buildDoctorRow(random, {
      name,
      slug: slugs.next(`${name.last_name_ua} ${name.first_name_ua} ${name.middle_name_ua}`),
      portrait: (n + 1).toString(36) + random.int(0, 1295).toString(36),
      specialization: main,
      patients,
      today: context.today,
    });
    const doctorReviews = Array.from(
      {
        length: random.weighted([
          [0, 15],
          [1, 15],
          [2, 20],
          [3, 20],
          [4, 12],
          [6, 10],
          [10, 8],
        ] as const),
      },
      () =>
        buildReviewRow(random, {
          specialization_id: main.id,
          patient_id: random.chance(0.3) ? random.pick(patientIds) : null,
          today: context.today,
        }),
    );
    onePerPatient(doctorReviews);
    Object.assign(row, ratingOf(doctorReviews));
    planned.push({
      row,
      specializations,
      workplaces,
      languages: pickLanguages(random, reference),
      features: pickFeatures(random, reference, row, main, patients),
      cabinet: random.chance(0.05),
      reviews: doctorReviews,
      questions: random.chance(0.2) ? [buildQuestionRow(random, { today: context.today })] : [],
    });
  }

  return insertDoctors(context, random, planned);
}

async function insertDoctors(context: SeedContext, random: Random, planned: PlannedDoctor[]): Promise<SeededDoctor[]> {
  const { db } = context;
  const cabinets = planned.filter((p) => p.cabinet);
  const cabinetUsers = await insertRows(
    db,
    users,
    cabinets.map((p, i) =>
      buildUserRow(
        random,
        'doctor',
        { ...p.row, gender: p.row.gender, middle_name_ua: p.row.middle_name_ua ?? '', middle_name_ru: p.row.middle_name_ru ?? '' },
        i + 1,
        context.today,
      ),
    ),
  );
  cabinets.forEach((p, i) => Object.assign(p.row, { is_cabinet: true, user_id: cabinetUsers[i], email: `doctor${i + 1}@example.com` }));
  const ids = await insertRows(
    db,
    doctors,
    planned.map((p) => p.row),
  );

  await insertRows(
    db,
    doctor_specializations,
    planned.flatMap((p, i) => p.specializations.map((s, k) => ({ doctor_id: ids[i], specialization_id: s.id, is_main: k === 0 }))),
  );
  await insertRows(
    db,
    doctor_languages,
    planned.flatMap((p, i) => p.languages.map((language_id) => ({ doctor_id: ids[i], language_id }))),
  );
  await insertRows(
    db,
    doctor_feature_links,
    planned.flatMap((p, i) => p.features.map((feature_id) => ({ doctor_id: ids[i], feature_id }))),
  );
  await insertRows(
    db,
    doctor_workplaces,
    planned.flatMap((p, i) => p.workplaces.map((w, position) => ({ doctor_id: ids[i], institution_id: w.id, position }))),
  );

  const serviceRows = planned.map((p, i) => {
    const basePrice = 350 + CATEGORY_PRICE[p.row.category ?? 'none'] + random.int(0, 8) * 50;
    return buildServiceRows(random, {
      doctor_id: ids[i],
      specialization_id: p.specializations[0].id,
      basePrice,
      count: random.weighted([
        [1, 3],
        [2, 4],
        [3, 3],
        [4, 2],
      ] as const),
      online: p.row.mode !== 'clinic',
    });
  });
  const serviceIds = await insertRows(db, doctor_services, serviceRows.flat());

  const sheets = planned.flatMap((p, i) =>
    p.workplaces.map((w) => ({ row: { doctor_id: ids[i], institution_id: w.id, specialization_id: p.specializations[0].id }, openSunday: w.open_sunday })),
  );
  const sheetIds = await insertRows(
    db,
    timesheets,
    sheets.map((sheet) => sheet.row),
  );
  await insertRows(
    db,
    timesheet_entries,
    sheetIds.flatMap((id, k) => [...buildWeeklyEntries(random, id, { openSunday: sheets[k].openSunday }), ...buildExceptions(random, id, context.today)]),
  );

  await insertRows(
    db,
    reviews,
    planned.flatMap((p, i) => p.reviews.map((r) => ({ ...r, doctor_id: ids[i] }))),
  );
  await insertRows(
    db,
    questions_answers,
    planned.flatMap((p, i) => p.questions.map((q) => ({ ...q, doctor_id: ids[i] }))),
  );

  let serviceIndex = 0;
  return planned.map((p, i) => ({
    id: ids[i],
    specialization_id: p.specializations[0].id,
    city_id: p.workplaces[0].city_id,
    services: serviceRows[i].map((s) => ({ id: serviceIds[serviceIndex++], cost: s.cost, is_default: s.is_default ?? false })),
  }));
}

const specializationsByType = new WeakMap<Reference, Map<string, (Specialization & { order: number })[]>>();

function specializationsFor(reference: Reference, typeCode: string): (Specialization & { order: number })[] {
  let byType = specializationsByType.get(reference);
  if (!byType) specializationsByType.set(reference, (byType = new Map()));
  let list = byType.get(typeCode);
  if (!list) {
    const groups = GROUPS_BY_INSTITUTION_TYPE[typeCode] ?? [];
    list = reference.specializations.map((s, order) => ({ ...s, order })).filter((s) => groups.includes(s.group));
    byType.set(typeCode, list);
  }
  return list;
}

function pickLanguages(random: Random, reference: Reference): number[] {
  const codes = ['uk'];
  if (random.chance(0.6)) codes.push('ru');
  if (random.chance(0.35)) codes.push('en');
  for (const code of ['de', 'it', 'fr', 'es', 'pt']) if (random.chance(0.02)) codes.push(code);
  return codes.map((c) => reference.languages.get(c)).filter((id): id is number => id !== undefined);
}

/** Children only for paediatric specializations, animals for vets, otherwise adults and now and then children too. */
function patientsOf(random: Random, main: Specialization): DoctorPatients {
  if (main.code === 'pediatrics' || main.code.startsWith('pediatric-')) return 'children';
  if (main.group === 'veterinary') return 'animals';
  return random.chance(0.25) ? 'everyone' : 'adults';
}

function pickFeatures(random: Random, reference: Reference, row: DoctorRow, main: Specialization, patients: DoctorPatients): number[] {
  const codes: string[] = [];
  // The feature the listing filters by and the profile shows agrees with the description.
  if (patients === 'children' || patients === 'everyone') codes.push('child_consultation');
  if (row.mode !== 'clinic') codes.push('online_consultation');
  if (row.is_show_rating) codes.push('show_rating');
  if (['general-practice', 'family-medicine', 'pediatrics'].includes(main.code) && random.chance(0.5)) codes.push('nszu');
  if (random.chance(0.08)) codes.push('visit_to_home');
  if (random.chance(0.02)) codes.push('show_on_main');
  return codes.map((c) => reference.doctorFeatures.get(c)!);
}

/** Now and then a vacation (a range of days off) or a one-day absence in the coming weeks. */
function buildExceptions(random: Random, timesheetId: number, today: Date): TimesheetEntryRow[] {
  const day = (offset: number) => new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);
  if (random.chance(0.05)) {
    const start = random.int(7, 60);
    return [{ timesheet_id: timesheetId, kind: 'day_off', date_from: day(start), date_to: day(start + random.int(3, 13)) }];
  }
  if (random.chance(0.05)) {
    const date = day(random.int(1, 30));
    return [{ timesheet_id: timesheetId, kind: 'absence', date_from: date, date_to: date, start_time: '12:00', end_time: '15:00' }];
  }
  return [];
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}
