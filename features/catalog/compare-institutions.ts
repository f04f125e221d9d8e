import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ComparedInstitution, ComparedInstitutions, ComparedInstitutionSlot } from '../../contracts/compare.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { WorkingHours } from '../../db/schema/index.ts';
import { loadDoctorSchedules, slotsOfSchedule } from '../schedule/slot-loader.ts';
import { comparedSlot, compareWindow, parseList } from './compare.ts';
import { liveRow, ofAlias } from '../visibility/public-rows.ts';
import { idArray, localized, selectRows } from '../../db/sql.ts';

/**
 * The comparison of clinics (docs/decisions/185). The next free time is the earliest of any doctor's
 * there, computed from the same slot loader: one query for the clinics (their doctors as a JSON list),
 * then the loader's two for every doctor of every compared clinic at once. A clinic holds a handful of
 * doctors (about five on average in the demo data, a few dozen at most), so this stays cheap.
 */

/** The institution feature SPEC §3 calls "children reception". */
export const CHILDREN_INSTITUTION_FEATURE = 'children_reception';

/** A clinic as the query reads it: hours, features and doctors still JSON text, free time not yet looked up. */
type InstitutionRow = Omit<ComparedInstitution, 'working_hours' | 'features' | 'next_slot'> & {
  hours: string;
  features: string | null;
  doctors: string | null;
};

type DoctorTuple = [number, string, string];

/** Live, active clinics of `ids` in the order given; an id that is gone or hidden drops out. */
export async function loadComparedInstitutions(
  db: Db,
  ids: readonly number[],
  { locale, now }: { locale: Locale; now: number },
): Promise<ComparedInstitutions> {
  const window = compareWindow(now);
  const frame = { kind: 'medical-institutions' as const, today: window.from, horizon_days: window.days };
  if (ids.length === 0) return { ...frame, items: [] };
  // Raw: a hand-tuned read model, a row per clinic whose features and doctors are JSON aggregates of correlated subqueries.
  const rows = await selectRows<InstitutionRow>(
    db,
    sql`select mi.id, mi.slug, ${localized('mi', 'name', locale)} as name, mi.logo, ${localized('it', 'name', locale)} as type,
        ${localized('c', 'name', locale)} as city, ${localized('mi', 'address', locale)} as address,
        mi.rating::float8 as rating, mi.reviews_count::int as reviews_count, mi.working_hours::text as hours,
        mi.is_work_without_slots as without_slots,
        exists (select 1 from institution_feature_links l join institution_features f on f.id = l.feature_id
          where l.institution_id = mi.id and f.code = ${CHILDREN_INSTITUTION_FEATURE} and ${liveRow(ofAlias('f'))}) as children_reception,
        (select json_agg(${localized('f', 'name', locale)} order by f.order, f.id)
          from institution_feature_links l join institution_features f on f.id = l.feature_id
          where l.institution_id = mi.id and f.code <> ${CHILDREN_INSTITUTION_FEATURE} and ${liveRow(ofAlias('f'))})::text as features,
        (select json_agg(json_build_array(d.id, d.slug, ${localized('d', 'full_name', locale)}) order by d.id)
          from doctor_workplaces w join doctors d on d.id = w.doctor_id
          where w.institution_id = mi.id and ${liveRow(ofAlias('d'))})::text as doctors
      from medical_institutions mi join institution_types it on it.id = mi.type_id join cities c on c.id = mi.city_id
      where mi.id = any(${idArray(ids)}) and ${liveRow(ofAlias('mi'))}`,
  );
  const doctorsOf = new Map(rows.map((row) => [row.id, parseList<DoctorTuple>(row.doctors)]));
  const doctorIds = [...new Set([...doctorsOf.values()].flat().map(([id]) => id))];
  const schedules = await loadDoctorSchedules(db, { doctorIds, window, now });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const institution: ComparedInstitution = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      logo: row.logo,
      type: row.type,
      city: row.city,
      address: row.address,
      rating: row.rating,
      reviews_count: row.reviews_count,
      working_hours: JSON.parse(row.hours) as WorkingHours,
      children_reception: row.children_reception,
      features: parseList<string>(row.features),
      without_slots: row.without_slots,
      next_slot: earliestSlot(row, doctorsOf.get(id) ?? [], (doctorId) => schedules.get(doctorId), { window, now }),
    };
    return [institution];
  });
  return { ...frame, items };
}

function earliestSlot(
  institution: Pick<InstitutionRow, 'id' | 'name'>,
  doctors: readonly DoctorTuple[],
  scheduleOf: (doctorId: number) => Parameters<typeof slotsOfSchedule>[0] | undefined,
  { window, now }: { window: ReturnType<typeof compareWindow>; now: number },
): ComparedInstitutionSlot | null {
  const here = new Set([institution.id]);
  let best: ComparedInstitutionSlot | null = null;
  for (const [doctorId, slug, name] of doctors) {
    const schedule = scheduleOf(doctorId);
    const first = schedule ? slotsOfSchedule(schedule, { window, now, limit: 1, institutionIds: here })[0] : undefined;
    if (first && (!best || first.start < best.start)) best = { ...comparedSlot(first, institution.name), doctor: { slug, name } };
  }
  return best;
}
