import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import {
  appointment_events,
  appointments,
  doctor_services,
  medical_institutions,
  representatives,
  SLOT_OCCUPYING_STATUSES,
  users,
} from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
import type { SeedContext } from './context.ts';
import { applicationNumber } from '../../features/booking/notices.ts';

const personColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  middle_name: users.middle_name,
  birthday: users.birthday,
  phone: users.phone,
  email: users.email,
};
/** A patient account as a demo visit needs it: who booked, and the contact's phone and e-mail. */
export type SeedPerson = RowOf<typeof personColumns>;

/** The demo patient's account, when the demo accounts exist. */
export async function demoPatient(context: SeedContext): Promise<SeedPerson | undefined> {
  const [person] = await context.db
    .select(personColumns)
    .from(users)
    .where(and(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.patient.email}`, eq(users.user_type, 'patient')));
  return person;
}

/** Patients other than the demo one, oldest first. */
export function otherPatients(context: SeedContext, limit: number): Promise<SeedPerson[]> {
  return context.db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.user_type, 'patient'), sql`lower(${users.email}) <> ${DEMO_ACCOUNTS.patient.email}`))
    .orderBy(users.id)
    .limit(limit);
}

/** The demo partner's account and legal entity, when the demo accounts exist. */
export async function demoPartner(context: SeedContext): Promise<{ user_id: number; legal_entity_id: number } | undefined> {
  const [partner] = await context.db
    .select({ user_id: representatives.user_id, legal_entity_id: representatives.legal_entity_id })
    .from(representatives)
    .innerJoin(users, eq(users.id, representatives.user_id))
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.partner.email}`)
    .limit(1);
  return partner;
}

/** The legal entities the demo partner represents, for `inArray(legal_entity_id, …)`. */
export function demoPartnerEntities(context: SeedContext) {
  return context.db
    .select({ legal_entity_id: representatives.legal_entity_id })
    .from(representatives)
    .innerJoin(users, eq(users.id, representatives.user_id))
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.partner.email}`);
}

/**
 * Where and what a demo visit is: a doctor's service at one of their clinics, with its price and length.
 * Selected from `doctor_services` joined with `medical_institutions`.
 */
export const visitPlaceColumns = {
  doctor_id: doctor_services.doctor_id,
  institution_id: medical_institutions.id,
  city_id: medical_institutions.city_id,
  representative_id: medical_institutions.representative_id,
  service_id: doctor_services.id,
  specialization_id: doctor_services.specialization_id,
  cost: doctor_services.cost,
  duration: doctor_services.duration,
};
export type VisitPlace = RowOf<typeof visitPlaceColumns>;

/** True when the doctor holds a visit (or a hold) that overlaps the span. */
export async function doctorIsBusy(context: SeedContext, doctorId: number, span: { start: number; end: number }): Promise<boolean> {
  const overlapping = await context.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctor_id, doctorId),
        inArray(appointments.status, SLOT_OCCUPYING_STATUSES),
        lt(appointments.start_at, new Date(span.end)),
        gt(appointments.end_at, new Date(span.start)),
      ),
    )
    .limit(1);
  return overlapping.length > 0;
}

export interface SeedVisit {
  place: VisitPlace;
  status: 'booked' | 'approved' | 'cancelled';
  /** In the clinic unless said otherwise. */
  format?: 'clinic' | 'online';
  span: { start: number; end: number };
  /** The account that booked it; its phone and e-mail are the visit's. */
  account: SeedPerson;
  /** Whom the visit is for: the account holder unless said otherwise. */
  patient?: { first_name: string | null; last_name: string | null; middle_name: string | null; birthday: string | null };
  /** Recorded only when said (docs/decisions/183); visits seeded before "for whom" carry none. */
  forWhom?: { relation: string; family_member_id: number | null; contact_name: string | null };
  paymentStatus?: (typeof appointments.$inferInsert)['payment_status'];
  bookedAt: number;
  /** Default: an hour after booking for an approved visit, none otherwise. */
  decidedAt?: number | null;
}

const instant = (at: number | null | undefined) => (at === null || at === undefined ? null : new Date(at));

/**
 * One demo visit as the booking would have left it: the appointment with its application number, the
 * patient's "booked" event and, for an approved visit, the clinic's "approved" one. Returns its id.
 */
export async function insertSeedVisit(context: SeedContext, visit: SeedVisit): Promise<number> {
  const { place, span, account, status } = visit;
  const patient = visit.patient ?? account;
  const booked = new Date(visit.bookedAt);
  const decided = instant(visit.decidedAt !== undefined ? visit.decidedAt : status === 'approved' ? visit.bookedAt + 3_600_000 : null);
  const [{ id }] = await context.db
    .insert(appointments)
    .values({
      status,
      start_at: new Date(span.start),
      end_at: new Date(span.end),
      doctor_id: place.doctor_id,
      institution_id: place.institution_id,
      service_id: place.service_id,
      specialization_id: place.specialization_id,
      city_id: place.city_id,
      representative_id: place.representative_id,
      format: visit.format ?? 'clinic',
      cost: place.cost,
      payment_status: visit.paymentStatus ?? 'not_paid',
      patient_id: account.id,
      patient_first_name: patient.first_name,
      patient_last_name: patient.last_name,
      patient_middle_name: patient.middle_name,
      patient_birthday: patient.birthday,
      patient_phone: account.phone,
      patient_email: account.email,
      patient_relation: visit.forWhom?.relation ?? null,
      family_member_id: visit.forWhom?.family_member_id ?? null,
      contact_name: visit.forWhom?.contact_name ?? null,
      consent_at: booked,
      booked_at: booked,
      decided_at: decided,
      locale: 'ua',
    })
    .returning({ id: appointments.id });
  // Its updated_at (set again by the column's $onUpdate) keeps the insert's now(): the seed runs in one transaction.
  await context.db
    .update(appointments)
    .set({ application_number: applicationNumber(id, span.start) })
    .where(eq(appointments.id, id));
  await context.db.insert(appointment_events).values({
    appointment_id: id,
    action: 'booked',
    from_status: 'hold',
    to_status: 'booked',
    actor_kind: 'patient',
    actor_user_id: account.id,
    created_at: booked,
  });
  if (status === 'approved') {
    await context.db
      .insert(appointment_events)
      .values({ appointment_id: id, action: 'approved', from_status: 'booked', to_status: 'approved', actor_kind: 'partner', created_at: decided! });
  }
  return id;
}
