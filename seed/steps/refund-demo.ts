import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { appointment_events, doctor_services, medical_institutions, payments, timesheets } from '../../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { CLINIC_TIME_ZONE } from '../../features/schedule/free-slots.ts';
import { addDays, zonedDate, zonedInstant } from '../../features/schedule/zoned-time.ts';
import { demoPartnerEntities, insertSeedVisit, otherPatients, visitPlaceColumns } from './visits.ts';

const DAY = 86_400_000;

/**
 * A refund that failed, for staff to retry (docs/decisions/178): a visit at one of the demo partner's clinics,
 * paid online in the sandbox by a patient other than the demo one, cancelled by her, whose refund the
 * provider refused. The back office's visits list shows it in red with "Повторити повернення"; in the
 * sandbox the retry refunds at once. The visit lies in the past, so it takes no free time from anyone.
 */
export async function seedFailedRefund(context: SeedContext): Promise<void> {
  const [patient] = await otherPatients(context, 1);
  const [place] = await context.db
    .select(visitPlaceColumns)
    .from(timesheets)
    .innerJoin(
      medical_institutions,
      and(eq(medical_institutions.id, timesheets.institution_id), isNull(medical_institutions.deleted_at), eq(medical_institutions.status, 'active')),
    )
    .innerJoin(
      doctor_services,
      and(eq(doctor_services.doctor_id, timesheets.doctor_id), doctor_services.is_default, isNull(doctor_services.deleted_at), gt(doctor_services.cost, 0)),
    )
    .where(and(timesheets.is_active, isNull(timesheets.deleted_at), inArray(medical_institutions.legal_entity_id, demoPartnerEntities(context))))
    .orderBy(timesheets.doctor_id, timesheets.id)
    .limit(1);
  if (!patient || !place) return;

  const today = zonedDate(context.today.getTime(), CLINIC_TIME_ZONE);
  const start = zonedInstant(addDays(today, -2), 11 * 60, CLINIC_TIME_ZONE);
  const at = (offset: number) => new Date(start + offset);
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
  await context.db.insert(payments).values({
    appointment_id: id,
    provider: 'sandbox',
    order_id: orderId,
    amount: place.cost,
    currency: 'UAH',
    status: 'success',
    provider_payment_id: `sandbox-${id}`,
    paid_at: at(-4 * DAY + 60_000),
    refund_error: 'err_refund_demo',
    created_at: at(-4 * DAY),
    updated_at: at(-3 * DAY),
  });
  const details = (extra: Record<string, unknown>) => ({ order_id: orderId, provider: 'sandbox', amount: place.cost, ...extra });
  await context.db.insert(appointment_events).values([
    {
      appointment_id: id,
      action: 'paid',
      from_status: null,
      to_status: null,
      actor_kind: 'system',
      actor_user_id: null,
      details: details({}),
      created_at: at(-4 * DAY + 60_000),
    },
    {
      appointment_id: id,
      action: 'cancelled',
      from_status: 'booked',
      to_status: 'cancelled',
      actor_kind: 'patient',
      actor_user_id: patient.id,
      details: {},
      created_at: at(-3 * DAY),
    },
    {
      appointment_id: id,
      action: 'refund_failed',
      from_status: null,
      to_status: null,
      actor_kind: 'system',
      actor_user_id: null,
      details: details({ code: 'err_refund_demo' }),
      created_at: at(-3 * DAY + 300_000),
    },
  ]);
}
