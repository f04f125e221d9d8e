import { sql } from 'drizzle-orm';
import { rows, type SeedContext, type VisitPlace } from './context.ts';
import { CLINIC_TIME_ZONE } from '../../../features/schedule/free-slots.ts';
import { addDays, zonedDate, zonedInstant } from '../../../features/schedule/zoned-time.ts';
import { demoPartnerEntities, insertSeedVisit, otherPatients } from './visits.ts';

const DAY = 86_400_000;

/**
 * A refund that failed, for staff to retry (docs/decisions/178): a visit at one of the demo partner's clinics,
 * paid online in the sandbox by a patient other than the demo one, cancelled by her, whose refund the
 * provider refused. The back office's visits list shows it in red with "Повторити повернення"; in the
 * sandbox the retry refunds at once. The visit lies in the past, so it takes no free time from anyone.
 */
export async function seedFailedRefund(context: SeedContext): Promise<void> {
  const [patient] = await otherPatients(context, 1);
  const [place] = await rows<VisitPlace>(
    context,
    sql`select t.doctor_id, t.institution_id, mi.city_id, mi.representative_id, s.id as service_id, s.specialization_id, s.cost, s.duration::int as duration
        from timesheets t
        join medical_institutions mi on mi.id = t.institution_id and mi.deleted_at is null and mi.status = 'active'
        join doctor_services s on s.doctor_id = t.doctor_id and s.is_default and s.deleted_at is null and s.cost > 0
        where t.is_active and t.deleted_at is null
          and mi.legal_entity_id in (${demoPartnerEntities})
        order by t.doctor_id, t.id
        limit 1`,
  );
  if (!patient || !place) return;

  const today = zonedDate(context.today.getTime(), CLINIC_TIME_ZONE);
  const start = zonedInstant(addDays(today, -2), 11 * 60, CLINIC_TIME_ZONE);
  const at = (offset: number) => new Date(start + offset).toISOString();
  const id = await insertSeedVisit(context, {
    place,
    status: 'cancelled',
    span: { start, end: start + place.duration * 60_000 },
    account: patient,
    paymentStatus: 'refund_failed',
    bookedAt: start - 4 * DAY,
    decidedAt: start - 3 * DAY,
  });
  const orderId = `demo-${id}-refund`;
  await context.db.execute(sql`
    insert into payments (appointment_id, provider, order_id, amount, currency, status, provider_payment_id, paid_at, refund_error, created_at, updated_at)
    values (${id}, 'sandbox', ${orderId}, ${place.cost}, 'UAH', 'success', ${`sandbox-${id}`}, ${at(-4 * DAY + 60_000)}::timestamptz, 'err_refund_demo',
      ${at(-4 * DAY)}::timestamptz, ${at(-3 * DAY)}::timestamptz)`);
  const details = (extra: Record<string, unknown>) => JSON.stringify({ order_id: orderId, provider: 'sandbox', amount: place.cost, ...extra });
  await context.db.execute(sql`
    insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind, actor_user_id, details, created_at) values
      (${id}, 'paid', null, null, 'system', null, ${details({})}::jsonb, ${at(-4 * DAY + 60_000)}::timestamptz),
      (${id}, 'cancelled', 'booked', 'cancelled', 'patient', ${patient.id}, '{}'::jsonb, ${at(-3 * DAY)}::timestamptz),
      (${id}, 'refund_failed', null, null, 'system', null, ${details({ code: 'err_refund_demo' })}::jsonb, ${at(-3 * DAY + 300_000)}::timestamptz)`);
}
