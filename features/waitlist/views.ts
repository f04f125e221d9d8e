import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { epochMs, idArray, localized, selectRows } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TDayPart, TWaitlistOffer, TWaitlistRequest } from '../../contracts/waitlist.ts';
import { CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';

/** The patient's requests and offers as she reads them (contracts/routes/waitlist-answers.ts). */

interface OfferRow {
  id: number;
  request_id: number;
  status: TWaitlistOffer['status'];
  start_ms: number;
  end_ms: number;
  expires_ms: number;
  doctor_id: number;
  doctor_slug: string;
  doctor_name: string;
  doctor_photo: string | null;
  institution_id: number | null;
  institution_name: string | null;
  institution_address: string | null;
  service_id: number;
  service_name: string;
  service_duration: number;
  format: 'clinic' | 'online';
  cost: number;
  mode: 'extra' | 'move';
  visit_id: number | null;
  visit_ms: number | null;
  patient_name: string;
  appointment_id: number;
  appointment_status: string;
}

const epoch = (column: string) => epochMs(sql.raw(column));

/** Whom a request is for: the family member, or the name she gave. */
const patientName = sql.raw(
  `coalesce(nullif(concat_ws(' ', fm.last_name, fm.first_name), ''), concat_ws(' ', r.patient->>'last_name', r.patient->>'first_name'))`,
);

const visitRef = (id: number | null, at: number | null) =>
  id === null || at === null ? null : { id, date: zonedDate(at, CLINIC_TIME_ZONE), time: zonedClock(at, CLINIC_TIME_ZONE) };

export async function loadOffers(db: Db, locale: Locale, where: SQL, now: number): Promise<TWaitlistOffer[]> {
  const rows = await selectRows<OfferRow>(
    db,
    sql`select o.id, o.request_id, o.status, ${epoch('o.start_at')} as start_ms, ${epoch('a.end_at')} as end_ms, ${epoch('o.expires_at')} as expires_ms,
               d.id as doctor_id, d.slug as doctor_slug, ${localized('d', 'full_name', locale)} as doctor_name, d.photo as doctor_photo,
               mi.id as institution_id, ${localized('mi', 'name', locale)} as institution_name, ${localized('mi', 'address', locale)} as institution_address,
               s.id as service_id, ${localized('s', 'name', locale)} as service_name, s.duration as service_duration,
               a.format, a.cost, r.mode, r.appointment_id as visit_id, ${epoch('v.start_at')} as visit_ms, ${patientName} as patient_name,
               a.id as appointment_id, a.status as appointment_status
        from waitlist_offers o
        join waitlist_requests r on r.id = o.request_id
        join appointments a on a.id = o.appointment_id
        join doctors d on d.id = o.doctor_id
        join doctor_services s on s.id = a.service_id
        left join medical_institutions mi on mi.id = a.institution_id
        left join appointments v on v.id = r.appointment_id
        left join family_members fm on fm.id = r.family_member_id
        where ${where}
        order by o.id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    request_id: row.request_id,
    status: row.status,
    start: new Date(row.start_ms).toISOString(),
    end: new Date(row.end_ms).toISOString(),
    date: zonedDate(row.start_ms, CLINIC_TIME_ZONE),
    time: zonedClock(row.start_ms, CLINIC_TIME_ZONE),
    expires_at: new Date(row.expires_ms).toISOString(),
    seconds_left: row.status === 'open' ? Math.max(0, Math.floor((row.expires_ms - now) / 1000)) : 0,
    doctor: { id: row.doctor_id, slug: row.doctor_slug, name: row.doctor_name, photo: row.doctor_photo },
    institution: row.institution_id === null ? null : { id: row.institution_id, name: row.institution_name ?? '', address: row.institution_address },
    service: { id: row.service_id, name: row.service_name, duration: row.service_duration },
    format: row.format,
    cost: row.cost,
    mode: row.mode,
    visit: visitRef(row.visit_id, row.visit_ms),
    patient_name: row.patient_name,
    // The visit it became: the held time itself, or the visit moved into it.
    appointment_id:
      row.status !== 'accepted' ? null : row.appointment_status === 'booked' || row.appointment_status === 'approved' ? row.appointment_id : row.visit_id,
  }));
}

interface RequestRow {
  id: number;
  status: TWaitlistRequest['status'];
  scope: TWaitlistRequest['scope'];
  mode: TWaitlistRequest['mode'];
  doctor_id: number;
  doctor_slug: string;
  doctor_name: string;
  doctor_photo: string | null;
  specialization_id: number;
  specialization_name: string;
  service_id: number;
  service_name: string;
  service_duration: number;
  format: 'clinic' | 'online';
  institution_id: number | null;
  institution_name: string | null;
  institution_address: string | null;
  city_id: number | null;
  city_name: string | null;
  date_from: string;
  date_to: string;
  weekdays: number[];
  day_parts: TDayPart[];
  visit_id: number | null;
  visit_ms: number | null;
  family_member_id: number | null;
  patient_name: string;
  referral_number: string | null;
  queued_ms: number;
  offers_made: number;
}

/** Requests matching `where` (over `r`), waiting ones first, newest first within; each with its open offer. */
export async function loadRequests(db: Db, locale: Locale, where: SQL, now: number): Promise<TWaitlistRequest[]> {
  const rows = await selectRows<RequestRow>(
    db,
    sql`select r.id, r.status, r.scope, r.mode, d.id as doctor_id, d.slug as doctor_slug, ${localized('d', 'full_name', locale)} as doctor_name,
               d.photo as doctor_photo, sp.id as specialization_id, ${localized('sp', 'name', locale)} as specialization_name,
               s.id as service_id, ${localized('s', 'name', locale)} as service_name, s.duration as service_duration, r.format,
               mi.id as institution_id, ${localized('mi', 'name', locale)} as institution_name, ${localized('mi', 'address', locale)} as institution_address,
               c.id as city_id, ${localized('c', 'name', locale)} as city_name,
               r.date_from::text as date_from, r.date_to::text as date_to, r.weekdays, r.day_parts,
               r.appointment_id as visit_id, ${epoch('v.start_at')} as visit_ms, r.family_member_id, ${patientName} as patient_name,
               r.referral_number, ${epoch('r.queued_at')} as queued_ms,
               (select count(*)::int from waitlist_offers o where o.request_id = r.id) as offers_made
        from waitlist_requests r
        join doctors d on d.id = r.doctor_id
        join specializations sp on sp.id = r.specialization_id
        join doctor_services s on s.id = r.service_id
        left join medical_institutions mi on mi.id = r.institution_id
        left join cities c on c.id = r.city_id
        left join appointments v on v.id = r.appointment_id
        left join family_members fm on fm.id = r.family_member_id
        where ${where}
        order by (r.status = 'waiting') desc, r.id desc`,
  );
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const open = await loadOffers(db, locale, sql`o.status = 'open' and o.request_id = any(${idArray(ids)})`, now);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    scope: row.scope,
    mode: row.mode,
    doctor: { id: row.doctor_id, slug: row.doctor_slug, name: row.doctor_name, photo: row.doctor_photo },
    specialization: { id: row.specialization_id, name: row.specialization_name },
    service: { id: row.service_id, name: row.service_name, duration: row.service_duration },
    format: row.format,
    institution: row.institution_id === null ? null : { id: row.institution_id, name: row.institution_name ?? '', address: row.institution_address },
    city: row.city_id === null ? null : { id: row.city_id, name: row.city_name ?? '' },
    date_from: row.date_from,
    date_to: row.date_to,
    weekdays: row.weekdays,
    day_parts: row.day_parts,
    visit: visitRef(row.visit_id, row.visit_ms),
    family_member_id: row.family_member_id,
    patient_name: row.patient_name,
    referral_number: row.referral_number,
    queued_at: new Date(row.queued_ms).toISOString(),
    offer: open.find((offer) => offer.request_id === row.id) ?? null,
    offers_made: row.offers_made,
  }));
}
