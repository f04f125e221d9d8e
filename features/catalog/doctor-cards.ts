import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DoctorCategoryValue } from '../../contracts/catalog.ts';
import type { Locale } from '../../contracts/locale.ts';
import { clinicToday, loadDoctorSchedules, SLOT_HORIZON_DAYS, slotsOfSchedule, type FreeSlot, type ScheduleWindow } from '../schedule/slot-loader.ts';
import type { CatalogDictionaries } from './dictionaries.ts';
import { idArray, localized, selectRows, toUah } from '../../db/sql.ts';
import type { TClinicStatusKind } from '../../contracts/clinic-status.ts';
import { clinicStatusKind } from '../clinic-status/read.ts';

/** Free slots shown on a card. */
export const CARD_SLOTS = 6;

export interface CardSpecialization {
  id: number;
  slug: string;
  name: string;
  /** "кардіолог" / "кардиолог". */
  doctor_name: string;
}

export interface CardFeature {
  code: string;
  slug: string;
  name: string;
}

export interface CardWorkplace {
  id: number;
  slug: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  city: { slug: string; name: string };
  /** The clinic's status now when it is worth a patient's notice (not plain "working"; docs/decisions/306). */
  status: Exclude<TClinicStatusKind, 'working'> | null;
}

/** One doctor in a listing, already in the page's language; prices in UAH. */
export interface DoctorListCard {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  /** The main one first. */
  specializations: CardSpecialization[];
  experience: number;
  category: DoctorCategoryValue;
  mode: 'clinic' | 'online' | 'clinic_and_online';
  /** Null when the doctor hides the rating. */
  rating: number | null;
  reviews_count: number;
  /** Lowest live service price (of the listed specialization, when the listing has one), UAH. */
  price_from: number | null;
  /** The first workplace that matches the listing (by the doctor's own order). */
  workplace: CardWorkplace | null;
  /** How many workplaces match the listing. */
  workplaces_count: number;
  features: CardFeature[];
  /** The first free slots within 14 days at the matching workplaces, each naming its institution. */
  next_slots: FreeSlot[];
  /** With the listing's day filter: the day (`YYYY-MM-DD`) whose free times `next_slots` are, the first of the chosen days with any. */
  slots_day?: string;
}

interface CardRow {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  experience: number;
  category: DoctorCategoryValue;
  mode: DoctorListCard['mode'];
  rating: number | null;
  reviews_count: number;
  price_from: number | null;
  main_specialization_id: number | null;
  specialization_ids: number[];
  feature_ids: number[];
  workplaces: string | null;
}

type WorkplaceTuple = [number, string, string, string, number, number, string, string, Exclude<TClinicStatusKind, 'working'> | null];

export interface CardOptions {
  locale: Locale;
  dictionaries: CatalogDictionaries;
  /** Condition on the workplace `mi` (see `workplaceMatches`). */
  workplaceCondition: SQL;
  /** Price of this specialization's services only. */
  priceCondition: SQL;
  now: number;
  slots?: number;
  /** The listing's day filter: slots only within these days, and only of the first day with any. */
  dayWindow?: ScheduleWindow;
}

/**
 * Cards for the given doctors, in the given order: one query (a row per doctor, its lists as arrays and
 * JSON, since PGlite hands rows over slowly) plus the slot loader's two.
 */
export async function loadDoctorCards(db: Db, ids: readonly number[], options: CardOptions): Promise<DoctorListCard[]> {
  if (ids.length === 0) return [];
  const { locale, now, dictionaries } = options;
  const window = options.dayWindow ? { from: options.dayWindow.from, days: options.dayWindow.days } : { from: clinicToday(now), days: SLOT_HORIZON_DAYS };
  // Specializations and features come back as ids and take their names from the cached dictionaries,
  // which hold only live, active, public entries: half the query time of joining them here.
  const [rows, schedules] = await Promise.all([
    // Raw: the listings' hand-tuned card model, correlated subqueries and a JSON aggregate over the aliases the listing's conditions name (`d`, `mi`).
    selectRows<CardRow>(
      db,
      sql`select d.id, d.slug, ${localized('d', 'full_name', locale)} as name, d.photo, d.experience::int as experience, d.category, d.mode,
        case when d.is_show_rating then d.rating end as rating, d.reviews_count,
        ${options.priceCondition}::int as price_from,
        (select ds.specialization_id from doctor_specializations ds where ds.doctor_id = d.id and ds.is_main limit 1) as main_specialization_id,
        array(select ds.specialization_id from doctor_specializations ds where ds.doctor_id = d.id) as specialization_ids,
        array(select l.feature_id from doctor_feature_links l where l.doctor_id = d.id) as feature_ids,
        (select json_agg(json_build_array(mi.id, mi.slug, ${localized('mi', 'name', locale)}, ${localized('mi', 'address', locale)},
              mi.latitude, mi.longitude, c.city_slug, ${localized('c', 'name', locale)},
              ${clinicStatusKind(sql`mi.id`)})
              order by w.position, mi.id)
          from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id join cities c on c.id = mi.city_id
          where w.doctor_id = d.id and ${options.workplaceCondition})::text as workplaces
      from doctors d where d.id = any(${idArray(ids)})`,
    ),
    loadDoctorSchedules(db, { doctorIds: ids, window, now }),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const workplaces = parseJson<WorkplaceTuple[]>(row.workplaces).map(([wid, slug, name, address, latitude, longitude, citySlug, cityName, status]) => ({
      id: wid,
      slug,
      name,
      address,
      latitude,
      longitude,
      city: { slug: citySlug, name: cityName },
      status,
    }));
    const schedule = schedules.get(id);
    const matching = new Set(workplaces.map((workplace) => workplace.id));
    const slots = options.slots ?? CARD_SLOTS;
    const free = schedule ? slotsOfSchedule(schedule, { window, now, limit: slots, institutionIds: matching }) : [];
    // The earliest `slots` per workplace, merged: the first day's earliest are all among them.
    const day = options.dayWindow ? free[0]?.date : undefined;
    const card: DoctorListCard = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      photo: row.photo,
      specializations: cardSpecializations(dictionaries, row.specialization_ids, row.main_specialization_id, locale),
      experience: row.experience,
      category: row.category,
      mode: row.mode,
      rating: row.rating,
      reviews_count: row.reviews_count,
      price_from: toUah(row.price_from),
      workplace: workplaces[0] ?? null,
      workplaces_count: workplaces.length,
      features: cardFeatures(dictionaries, row.feature_ids, locale),
      next_slots: (day ? free.filter((slot) => slot.date === day) : free).slice(0, slots),
      ...(day ? { slots_day: day } : {}),
    };
    return [card];
  });
}

export function parseJson<T extends unknown[]>(text: string | null): T {
  return (text ? JSON.parse(text) : []) as T;
}

/** The main specialization first, then the others in display order; gone or inactive ones left out. */
export function cardSpecializations(dictionaries: CatalogDictionaries, ids: readonly number[], mainId: number | null, locale: Locale): CardSpecialization[] {
  return ids
    .map((id) => dictionaries.specializationById.get(id))
    .filter((known) => known !== undefined)
    .sort((a, b) => (a.entry.id === mainId ? -1 : b.entry.id === mainId ? 1 : a.order - b.order))
    .map(({ entry }) => ({
      id: entry.id,
      slug: entry.slug,
      name: locale === 'ru' ? entry.name_ru : entry.name_ua,
      doctor_name: locale === 'ru' ? entry.doctor_name_ru : entry.doctor_name_ua,
    }));
}

/** Public features in display order (internal switches are not in the dictionary). */
export function cardFeatures(dictionaries: CatalogDictionaries, ids: readonly number[], locale: Locale): CardFeature[] {
  return ids
    .map((id) => dictionaries.doctorFeatureById.get(id))
    .filter((known) => known !== undefined)
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => ({ code: entry.code, slug: entry.slug, name: locale === 'ru' ? entry.name_ru : entry.name_ua }));
}
