import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../data/demo-accounts.ts';
import { rows, type SeedContext, type VisitPlace } from './context.ts';
import { applicationNumber } from '../../../features/booking/notices.ts';

/** A patient account as a demo visit needs it: who booked, and the contact's phone and e-mail. */
export interface SeedPerson {
  id: number;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  birthday: string | null;
  phone: string | null;
  email: string | null;
}

const PERSON_COLUMNS = sql`id, first_name, last_name, middle_name, birthday::text as birthday, phone, email`;

/** The demo patient's account, when the demo accounts exist. */
export async function demoPatient(context: SeedContext): Promise<SeedPerson | undefined> {
  const [person] = await rows<SeedPerson>(
    context,
    sql`select ${PERSON_COLUMNS} from users where lower(email) = ${DEMO_ACCOUNTS.patient.email} and user_type = 'patient'`,
  );
  return person;
}

/** Patients other than the demo one, oldest first. */
export function otherPatients(context: SeedContext, limit: number): Promise<SeedPerson[]> {
  return rows<SeedPerson>(
    context,
    sql`select ${PERSON_COLUMNS} from users where user_type = 'patient' and lower(email) <> ${DEMO_ACCOUNTS.patient.email} order by id limit ${limit}`,
  );
}

/** The legal entities the demo partner represents, for `legal_entity_id in (…)`. */
export const demoPartnerEntities = sql`select r.legal_entity_id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${DEMO_ACCOUNTS.partner.email}`;

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
  paymentStatus?: string;
  bookedAt: number;
  /** Default: an hour after booking for an approved visit, none otherwise. */
  decidedAt?: number | null;
}

const iso = (at: number | null | undefined) => (at === null || at === undefined ? null : new Date(at).toISOString());

/**
 * One demo visit as the booking would have left it: the appointment with its application number, the
 * patient's "booked" event and, for an approved visit, the clinic's "approved" one. Returns its id.
 */
export async function insertSeedVisit(context: SeedContext, visit: SeedVisit): Promise<number> {
  const { place, span, account, status } = visit;
  const patient = visit.patient ?? account;
  const booked = iso(visit.bookedAt);
  const decided = iso(visit.decidedAt !== undefined ? visit.decidedAt : status === 'approved' ? visit.bookedAt + 3_600_000 : null);
  const [{ id }] = await rows<{ id: number }>(
    context,
    sql`insert into appointments (status, start_at, end_at, doctor_id, institution_id, service_id, specialization_id, city_id, representative_id,
          format, cost, payment_status, patient_id, patient_first_name, patient_last_name, patient_middle_name, patient_birthday, patient_phone,
          patient_email, patient_relation, family_member_id, contact_name, consent_at, booked_at, decided_at, locale)
        values (${status}, ${iso(span.start)}::timestamptz, ${iso(span.end)}::timestamptz, ${place.doctor_id}, ${place.institution_id},
          ${place.service_id}, ${place.specialization_id}, ${place.city_id}, ${place.representative_id}, ${visit.format ?? 'clinic'}, ${place.cost},
          ${visit.paymentStatus ?? 'not_paid'}, ${account.id}, ${patient.first_name}, ${patient.last_name}, ${patient.middle_name},
          ${patient.birthday}::date, ${account.phone}, ${account.email}, ${visit.forWhom?.relation ?? null}, ${visit.forWhom?.family_member_id ?? null},
          ${visit.forWhom?.contact_name ?? null}, ${booked}::timestamptz, ${booked}::timestamptz, ${decided}::timestamptz, 'ua')
        returning id`,
  );
  await context.db.execute(sql`update appointments set application_number = ${applicationNumber(id, span.start)} where id = ${id}`);
  await context.db.execute(sql`
    insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind, actor_user_id, created_at)
    values (${id}, 'booked', 'hold', 'booked', 'patient', ${account.id}, ${booked}::timestamptz)`);
  if (status === 'approved') {
    await context.db.execute(sql`
      insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind, created_at)
      values (${id}, 'approved', 'booked', 'approved', 'partner', ${decided}::timestamptz)`);
  }
  return id;
}
