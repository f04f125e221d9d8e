import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../data/demo-accounts.ts';
import { rows, type SeedContext, type VisitPlace } from './context.ts';
import { CLINIC_TIME_ZONE } from '../../../features/schedule/free-slots.ts';
import { addDays, zonedDate, zonedInstant } from '../../../features/schedule/zoned-time.ts';
import { applicationNumber } from '../../../features/booking/notices.ts';

const DAY = 86_400_000;

/**
 * A refund that failed, for staff to retry (docs/decisions/178): a visit at one of the demo partner's clinics,
 * paid online in the sandbox by a patient other than the demo one, cancelled by her, whose refund the
 * provider refused. The back office's visits list shows it in red with "Повторити повернення"; in the
 * sandbox the retry refunds at once. The visit lies in the past, so it takes no free time from anyone.
 */
export async function seedFailedRefund(context: SeedContext): Promise<void> {
  const [patient] = await rows<{ id: number; first_name: string | null; last_name: string | null; middle_name: string | null; birthday: string | null; phone: string | null; email: string | null }>(
    context,
    sql`select id, first_name, last_name, middle_name, birthday::text as birthday, phone, email from users
        where user_type = 'patient' and lower(email) <> ${DEMO_ACCOUNTS.patient.email} order by id limit 1`,
  );
  const [place] = await rows<VisitPlace>(
    context,
    sql`select t.doctor_id, t.institution_id, mi.city_id, mi.representative_id, s.id as service_id, s.specialization_id, s.cost, s.duration::int as duration
        from timesheets t
        join medical_institutions mi on mi.id = t.institution_id and mi.deleted_at is null and mi.status = 'active'
        join doctor_services s on s.doctor_id = t.doctor_id and s.is_default and s.deleted_at is null and s.cost > 0
        where t.is_active and t.deleted_at is null
          and mi.legal_entity_id in (select r.legal_entity_id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${DEMO_ACCOUNTS.partner.email})
        order by t.doctor_id, t.id
        limit 1`,
  );
  if (!patient || !place) return;

  const today = zonedDate(context.today.getTime(), CLINIC_TIME_ZONE);
  const start = zonedInstant(addDays(today, -2), 11 * 60, CLINIC_TIME_ZONE);
  const at = (offset: number) => new Date(start + offset).toISOString();
  const [{ id }] = await rows<{ id: number }>(
    context,
    sql`insert into appointments (status, start_at, end_at, doctor_id, institution_id, service_id, specialization_id, city_id, representative_id,
          format, cost, payment_status, patient_id, patient_first_name, patient_last_name, patient_middle_name, patient_birthday, patient_phone,
          patient_email, consent_at, booked_at, decided_at, locale)
        values ('cancelled', ${at(0)}::timestamptz, ${at(place.duration * 60_000)}::timestamptz, ${place.doctor_id}, ${place.institution_id},
          ${place.service_id}, ${place.specialization_id}, ${place.city_id}, ${place.representative_id}, 'clinic', ${place.cost}, 'refund_failed',
          ${patient.id}, ${patient.first_name}, ${patient.last_name}, ${patient.middle_name}, ${patient.birthday}::date, ${patient.phone}, ${patient.email},
          ${at(-4 * DAY)}::timestamptz, ${at(-4 * DAY)}::timestamptz, ${at(-3 * DAY)}::timestamptz, 'ua')
        returning id`,
  );
  const orderId = `demo-${id}-refund`;
  await context.db.execute(sql`update appointments set application_number = ${applicationNumber(id, start)} where id = ${id}`);
  await context.db.execute(sql`
    insert into payments (appointment_id, provider, order_id, amount, currency, status, provider_payment_id, paid_at, refund_error, created_at, updated_at)
    values (${id}, 'sandbox', ${orderId}, ${place.cost}, 'UAH', 'success', ${`sandbox-${id}`}, ${at(-4 * DAY + 60_000)}::timestamptz, 'err_refund_demo',
      ${at(-4 * DAY)}::timestamptz, ${at(-3 * DAY)}::timestamptz)`);
  const details = (extra: Record<string, unknown>) => JSON.stringify({ order_id: orderId, provider: 'sandbox', amount: place.cost, ...extra });
  await context.db.execute(sql`
    insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind, actor_user_id, details, created_at) values
      (${id}, 'booked', 'hold', 'booked', 'patient', ${patient.id}, '{}'::jsonb, ${at(-4 * DAY)}::timestamptz),
      (${id}, 'paid', null, null, 'system', null, ${details({})}::jsonb, ${at(-4 * DAY + 60_000)}::timestamptz),
      (${id}, 'cancelled', 'booked', 'cancelled', 'patient', ${patient.id}, '{}'::jsonb, ${at(-3 * DAY)}::timestamptz),
      (${id}, 'refund_failed', null, null, 'system', null, ${details({ code: 'err_refund_demo' })}::jsonb, ${at(-3 * DAY + 300_000)}::timestamptz)`);
}
