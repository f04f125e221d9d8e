import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { appointment_events, appointments, cities, doctor_services, doctors, medical_institutions, specializations } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TAppointment, TAppointmentEvent, TPatientRelation } from '../../contracts/booking.ts';
import { ageOn } from '../../contracts/family.ts';
import { CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';
import { clinicStatusJson } from '../clinic-status/read.ts';

/** The appointment every view reads, as `a`: the scopes of the lists and of one appointment filter it. */
export const a = alias(appointments, 'a');

function appointmentColumns(locale: Locale) {
  return {
    id: a.id,
    application_number: a.application_number,
    status: a.status,
    payment_status: a.payment_status,
    format: a.format,
    start_at: a.start_at,
    end_at: a.end_at,
    cost: a.cost,
    comment: a.comment,
    referral_number: a.referral_number,
    doctor_id: doctors.id,
    doctor_slug: doctors.slug,
    doctor_name: doctors[`full_name_${locale}` as const],
    doctor_photo: doctors.photo,
    institution_id: medical_institutions.id,
    institution_slug: medical_institutions.slug,
    institution_name: medical_institutions[`name_${locale}` as const],
    institution_address: medical_institutions[`address_${locale}` as const],
    institution_status: clinicStatusJson(sql`${medical_institutions.id}`),
    service_id: doctor_services.id,
    service_name: doctor_services[`name_${locale}` as const],
    service_duration: doctor_services.duration,
    specialization_id: specializations.id,
    specialization_name: specializations[`name_${locale}` as const],
    city_id: cities.id,
    city_name: cities[`name_${locale}` as const],
    patient_first_name: a.patient_first_name,
    patient_last_name: a.patient_last_name,
    patient_middle_name: a.patient_middle_name,
    patient_birthday: a.patient_birthday,
    patient_phone: a.patient_phone,
    patient_email: a.patient_email,
    patient_relation: a.patient_relation,
    family_member_id: a.family_member_id,
    contact_name: a.contact_name,
    consent_at: a.consent_at,
    booked_at: a.booked_at,
    decided_at: a.decided_at,
    cancelled_at: a.cancelled_at,
    // Its clinic closed its time and asks her to pick another (docs/decisions/309): caught by a move, not moved yet.
    being_moved: sql<boolean>`exists (select 1 from visit_move_items i where i.appointment_id = ${a.id} and i.start_at = ${a.start_at})`,
  };
}

/** The joins every appointment view needs; `where` filters `a`. */
function selectAppointments(db: Db, locale: Locale, where: SQL | undefined) {
  return db
    .select(appointmentColumns(locale))
    .from(a)
    .innerJoin(doctors, eq(doctors.id, a.doctor_id))
    .leftJoin(medical_institutions, eq(medical_institutions.id, a.institution_id))
    .leftJoin(doctor_services, eq(doctor_services.id, a.service_id))
    .leftJoin(specializations, eq(specializations.id, a.specialization_id))
    .leftJoin(cities, eq(cities.id, a.city_id))
    .where(where)
    .$dynamic();
}

type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];

const isoOf = (value: Date | null): string | null => (value === null ? null : value.toISOString());

const ACTIVE: ('booked' | 'approved')[] = ['booked', 'approved'];

/**
 * The coming or the past visits, as the patient's and the doctor's lists split them: a visit still to come is
 * upcoming until it ends (soonest first); a past one was booked once, a hold never was (latest first).
 */
export function timeScope(scope: 'upcoming' | 'past', at: Date): { where: SQL | undefined; orderBy: SQL[] } {
  return scope === 'upcoming'
    ? { where: and(inArray(a.status, ACTIVE), gt(a.end_at, at)), orderBy: [asc(a.start_at), asc(a.id)] }
    : { where: and(isNotNull(a.booked_at), or(notInArray(a.status, ACTIVE), lte(a.end_at, at))), orderBy: [desc(a.start_at), desc(a.id)] };
}

/** "Name, address" of the appointment's institution (left-joined), or null when it has none. */
export const institutionPlace = (locale: Locale) =>
  sql<
    string | null
  >`case when ${medical_institutions.id} is null then null else ${medical_institutions[`name_${locale}` as const]} || coalesce(', ' || ${medical_institutions[`address_${locale}` as const]}, '') end`;

/** A page of a list: its order, its size and where it starts. */
export interface AppointmentPage {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export interface ViewRules {
  now: number;
  cancelCutoffMinutes: number;
}

/** Whether the patient may still cancel or move the appointment. */
export function patientMayChange(status: string, startAt: Date | string, { now, cancelCutoffMinutes }: ViewRules): boolean {
  return (status === 'booked' || status === 'approved') && new Date(startAt).getTime() - now >= cancelCutoffMinutes * 60_000;
}

export function toAppointment(row: AppointmentRow, rules: ViewRules): TAppointment {
  const start = row.start_at.getTime();
  const active = row.status === 'booked' || row.status === 'approved';
  const date = zonedDate(start, CLINIC_TIME_ZONE);
  // The column holds only the relations the booking form offers (contracts/booking.ts).
  const relation = (row.patient_relation ?? 'self') as TPatientRelation;
  return {
    id: row.id,
    application_number: row.application_number,
    status: row.status,
    payment_status: row.payment_status,
    format: row.format,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    date,
    time: zonedClock(start, CLINIC_TIME_ZONE),
    cost: row.cost,
    comment: row.comment,
    referral_number: row.referral_number,
    doctor: { id: row.doctor_id, slug: row.doctor_slug, name: row.doctor_name, photo: row.doctor_photo },
    institution:
      row.institution_id === null
        ? null
        : {
            id: row.institution_id,
            slug: row.institution_slug ?? '',
            name: row.institution_name ?? '',
            address: row.institution_address,
            live_status: row.institution_status,
          },
    service: row.service_id === null ? null : { id: row.service_id, name: row.service_name ?? '', duration: row.service_duration ?? 0 },
    specialization: row.specialization_id === null ? null : { id: row.specialization_id, name: row.specialization_name ?? '' },
    city: row.city_id === null ? null : { id: row.city_id, name: row.city_name ?? '' },
    patient: {
      first_name: row.patient_first_name,
      last_name: row.patient_last_name,
      middle_name: row.patient_middle_name,
      birthday: row.patient_birthday,
      phone: row.patient_phone,
      email: row.patient_email,
      age: row.patient_birthday ? ageOn(row.patient_birthday.slice(0, 10), date) : null,
      relation,
      family_member_id: row.family_member_id,
    },
    contact: relation === 'self' || !row.contact_name ? null : { name: row.contact_name, phone: row.patient_phone, email: row.patient_email },
    consent_at: isoOf(row.consent_at),
    booked_at: isoOf(row.booked_at),
    decided_at: isoOf(row.decided_at),
    cancelled_at: isoOf(row.cancelled_at),
    can_cancel: patientMayChange(row.status, row.start_at, rules),
    can_pay: active && row.cost > 0 && row.payment_status === 'not_paid' && start > rules.now,
    being_moved: active && row.being_moved && start > rules.now,
  };
}

export async function loadAppointments(db: Db, locale: Locale, where: SQL | undefined, rules: ViewRules, page?: AppointmentPage): Promise<TAppointment[]> {
  const query = selectAppointments(db, locale, where);
  const found = page
    ? await query
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return found.map((row) => toAppointment(row, rules));
}

export async function loadEvents(db: Db, appointmentId: number): Promise<TAppointmentEvent[]> {
  const events = await db
    .select({
      action: appointment_events.action,
      from_status: appointment_events.from_status,
      to_status: appointment_events.to_status,
      actor_kind: appointment_events.actor_kind,
      details: appointment_events.details,
      created_at: appointment_events.created_at,
    })
    .from(appointment_events)
    .where(eq(appointment_events.appointment_id, appointmentId))
    .orderBy(asc(appointment_events.created_at), asc(appointment_events.id));
  return events.map((event) => ({ ...event, created_at: event.created_at.toISOString() }));
}

/** How many appointments a scope holds (a list's total). */
export async function countAppointments(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(a).where(where);
  return total;
}
