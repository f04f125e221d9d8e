import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ComparedDoctor, ComparedDoctors, ComparedSlot } from '../../contracts/compare.ts';
import type { Locale } from '../../contracts/locale.ts';
import { clinicToday, loadDoctorSchedules, SLOT_HORIZON_DAYS, slotsOfSchedule, type FreeSlot } from '../schedule/slot-loader.ts';
import { liveRow, ofAlias } from '../visibility/public-rows.ts';
import { idArray, localized, selectRows, toUah } from '../../db/sql.ts';

/**
 * The comparison of doctors (docs/decisions/185): what a parent weighs, already in the page's language,
 * for the few ids the visitor's browser holds. One query for the doctors plus the slot loader's two for
 * all of them, however many rows the table has. The next free time is the booking's own computation
 * (timesheets, exceptions, appointments and live holds, in Europe/Kyiv).
 */

/** The doctor feature SPEC §3 calls "accepts children". */
export const CHILDREN_DOCTOR_FEATURE = 'child_consultation';

/** A doctor as the query reads it: the lists still JSON text, free time not yet looked up. */
type DoctorRow = Omit<ComparedDoctor, 'specializations' | 'languages' | 'workplaces' | 'bookable' | 'next_slot'> & {
  specializations: string | null;
  languages: string | null;
  workplaces: string | null;
};

type WorkplaceTuple = [number, string, string, string];

export const parseList = <T>(text: string | null): T[] => (text ? (JSON.parse(text) as T[]) : []);

/** The window the next free time is looked for in: from today on the clinic's calendar. */
export const compareWindow = (now: number) => ({ from: clinicToday(now), days: SLOT_HORIZON_DAYS });

/** Live, active doctors of `ids` in the order given; an id that is gone or hidden drops out. */
export async function loadComparedDoctors(db: Db, ids: readonly number[], { locale, now }: { locale: Locale; now: number }): Promise<ComparedDoctors> {
  const window = compareWindow(now);
  const frame = { kind: 'doctors' as const, today: window.from, horizon_days: window.days };
  if (ids.length === 0) return { ...frame, items: [] };
  const [rows, schedules] = await Promise.all([
    // Raw: a hand-tuned read model, a row per doctor whose specializations, languages and workplaces are JSON aggregates of correlated subqueries.
    selectRows<DoctorRow>(
      db,
      sql`select d.id, d.slug, ${localized('d', 'full_name', locale)} as name, d.photo, d.experience::int as experience, d.category,
          (case when d.is_show_rating then d.rating end)::float8 as rating, d.reviews_count::int as reviews_count,
          (select min(s.cost) from doctor_services s where s.doctor_id = d.id and ${liveRow(ofAlias('s'))})::int as price_from,
          exists (select 1 from doctor_feature_links l join doctor_features f on f.id = l.feature_id
            where l.doctor_id = d.id and f.code = ${CHILDREN_DOCTOR_FEATURE} and ${liveRow(ofAlias('f'))}) as accepts_children,
          (select json_agg(${localized('sp', 'name', locale)} order by ds.is_main desc, sp.order, sp.id)
            from doctor_specializations ds join specializations sp on sp.id = ds.specialization_id
            where ds.doctor_id = d.id and ${liveRow(ofAlias('sp'))})::text as specializations,
          (select json_agg(${localized('lg', 'name', locale)} order by lg.order, lg.id)
            from doctor_languages dl join languages lg on lg.id = dl.language_id
            where dl.doctor_id = d.id and ${liveRow(ofAlias('lg'))})::text as languages,
          (select json_agg(json_build_array(mi.id, ${localized('mi', 'name', locale)}, ${localized('mi', 'address', locale)}, ${localized('c', 'name', locale)})
              order by w.position, mi.id)
            from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id join cities c on c.id = mi.city_id
            where w.doctor_id = d.id and ${liveRow(ofAlias('mi'))})::text as workplaces
        from doctors d where d.id = any(${idArray(ids)}) and ${liveRow(ofAlias('d'))}`,
    ),
    loadDoctorSchedules(db, { doctorIds: ids, window, now }),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const workplaces = parseList<WorkplaceTuple>(row.workplaces).map(([placeId, name, address, city]) => ({ id: placeId, name, address, city }));
    const schedule = schedules.get(id);
    const first = schedule ? slotsOfSchedule(schedule, { window, now, limit: 1 })[0] : undefined;
    const doctor: ComparedDoctor = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      photo: row.photo,
      specializations: parseList<string>(row.specializations),
      experience: row.experience,
      category: row.category,
      rating: row.rating,
      reviews_count: row.reviews_count,
      price_from: toUah(row.price_from),
      accepts_children: row.accepts_children,
      languages: parseList<string>(row.languages),
      workplaces,
      bookable: (schedule?.workplaces.length ?? 0) > 0,
      next_slot: first ? comparedSlot(first, workplaces.find((place) => place.id === first.institution_id)?.name ?? '') : null,
    };
    return [doctor];
  });
  return { ...frame, items };
}

export const comparedSlot = (slot: FreeSlot, institutionName: string): ComparedSlot => ({
  start: slot.start,
  date: slot.date,
  time: slot.time,
  institution_id: slot.institution_id,
  institution_name: institutionName,
});
