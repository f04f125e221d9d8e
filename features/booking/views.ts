import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TAppointment, TAppointmentEvent, TPatientRelation } from '../../contracts/booking.ts';
import { ageOn } from '../../contracts/family.ts';
import { localized, selectRows as rows } from '../../db/sql.ts';
import { CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';

interface AppointmentRow {
  id: number;
  application_number: string | null;
  status: TAppointment['status'];
  payment_status: TAppointment['payment_status'];
  format: TAppointment['format'];
  start_at: Date | string;
  end_at: Date | string;
  cost: number;
  comment: string | null;
  doctor_id: number;
  doctor_slug: string;
  doctor_name: string;
  doctor_photo: string | null;
  institution_id: number | null;
  institution_slug: string | null;
  institution_name: string | null;
  institution_address: string | null;
  service_id: number | null;
  service_name: string | null;
  service_duration: number | null;
  specialization_id: number | null;
  specialization_name: string | null;
  city_id: number | null;
  city_name: string | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
  patient_middle_name: string | null;
  patient_birthday: string | null;
  patient_phone: string | null;
  patient_email: string | null;
  patient_relation: TPatientRelation | null;
  family_member_id: number | null;
  contact_name: string | null;
  consent_at: Date | string | null;
  booked_at: Date | string | null;
  decided_at: Date | string | null;
  cancelled_at: Date | string | null;
}

const isoOf = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The joins every appointment view needs; `where` filters `a` (appointments). */
export function appointmentSelect(locale: Locale, where: SQL, tail: SQL = sql``): SQL {
  return sql`select a.id, a.application_number, a.status, a.payment_status, a.format, a.start_at, a.end_at, a.cost, a.comment,
      d.id as doctor_id, d.slug as doctor_slug, ${localized('d', 'full_name', locale)} as doctor_name, d.photo as doctor_photo,
      mi.id as institution_id, mi.slug as institution_slug, ${localized('mi', 'name', locale)} as institution_name, ${localized('mi', 'address', locale)} as institution_address,
      s.id as service_id, ${localized('s', 'name', locale)} as service_name, s.duration::int as service_duration,
      sp.id as specialization_id, ${localized('sp', 'name', locale)} as specialization_name,
      c.id as city_id, ${localized('c', 'name', locale)} as city_name,
      a.patient_first_name, a.patient_last_name, a.patient_middle_name, a.patient_birthday::text as patient_birthday, a.patient_phone, a.patient_email,
      a.patient_relation, a.family_member_id, a.contact_name,
      a.consent_at, a.booked_at, a.decided_at, a.cancelled_at
    from appointments a
    join doctors d on d.id = a.doctor_id
    left join medical_institutions mi on mi.id = a.institution_id
    left join doctor_services s on s.id = a.service_id
    left join specializations sp on sp.id = a.specialization_id
    left join cities c on c.id = a.city_id
    where ${where}
    ${tail}`;
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
  const start = new Date(row.start_at).getTime();
  const active = row.status === 'booked' || row.status === 'approved';
  const date = zonedDate(start, CLINIC_TIME_ZONE);
  const relation = row.patient_relation ?? 'self';
  return {
    id: row.id,
    application_number: row.application_number,
    status: row.status,
    payment_status: row.payment_status,
    format: row.format,
    start: new Date(row.start_at).toISOString(),
    end: new Date(row.end_at).toISOString(),
    date,
    time: zonedClock(start, CLINIC_TIME_ZONE),
    cost: row.cost,
    comment: row.comment,
    doctor: { id: row.doctor_id, slug: row.doctor_slug, name: row.doctor_name, photo: row.doctor_photo },
    institution:
      row.institution_id === null
        ? null
        : { id: row.institution_id, slug: row.institution_slug ?? '', name: row.institution_name ?? '', address: row.institution_address },
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
  };
}

export async function loadAppointments(db: Db, locale: Locale, where: SQL, rules: ViewRules, tail: SQL = sql``): Promise<TAppointment[]> {
  return (await rows<AppointmentRow>(db, appointmentSelect(locale, where, tail))).map((row) => toAppointment(row, rules));
}

export async function loadEvents(db: Db, appointmentId: number): Promise<TAppointmentEvent[]> {
  const events = await rows<Omit<TAppointmentEvent, 'created_at'> & { created_at: Date | string }>(
    db,
    sql`select action, from_status, to_status, actor_kind, details, created_at from appointment_events
        where appointment_id = ${appointmentId} order by created_at, id`,
  );
  return events.map((event) => ({ ...event, created_at: new Date(event.created_at).toISOString() }));
}
