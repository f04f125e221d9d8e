import { sql } from 'drizzle-orm';
import { CLINIC_TIME_ZONE } from '../../../features/schedule/free-slots.ts';
import { addDays, zonedDate, zonedInstant } from '../../../features/schedule/zoned-time.ts';
import { rows, type SeedContext, type VisitPlace } from './context.ts';
import { demoPartnerEntities, insertSeedVisit, otherPatients } from './visits.ts';

/** What the clinic told patients when it said no (the report lists them; docs/decisions/239). */
const REASONS = ['Лікар на лікарняному в цей день', 'Пацієнт не відповів на дзвінок для підтвердження', 'Ця послуга тимчасово недоступна'];

async function doctorBusy(context: SeedContext, doctorId: number, span: { start: number; end: number }): Promise<boolean> {
  const [{ busy }] = await rows<{ busy: boolean }>(
    context,
    sql`select exists (select 1 from appointments where doctor_id = ${doctorId} and status in ('hold', 'booked', 'approved')
          and start_at < ${new Date(span.end).toISOString()}::timestamptz and end_at > ${new Date(span.start).toISOString()}::timestamptz) as busy`,
  );
  return busy;
}

/**
 * The demo partner's last month for the report (SPEC §2 partners/reports): approved and rejected visits at
 * their clinics on past days except Sundays, in the clinic and online, some rejections with a reason.
 * Afternoons, and only where the doctor holds no other visit.
 */
export async function seedDemoPartnerReport(context: SeedContext): Promise<void> {
  const random = context.random.fork('demo-partner-report');
  const places = await rows<VisitPlace>(
    context,
    sql`select distinct on (w.doctor_id) w.doctor_id, w.institution_id, mi.city_id, mi.representative_id, s.id as service_id, s.specialization_id, s.cost,
          s.duration::int as duration
        from doctor_workplaces w
        join medical_institutions mi on mi.id = w.institution_id and mi.deleted_at is null and mi.legal_entity_id in (${demoPartnerEntities})
        join doctor_services s on s.doctor_id = w.doctor_id and s.is_default and s.deleted_at is null
        order by w.doctor_id, w.institution_id
        limit 6`,
  );
  const patients = await otherPatients(context, 40);
  if (!places.length || !patients.length) return;
  const today = zonedDate(context.today.getTime(), CLINIC_TIME_ZONE);
  let count = 0;
  for (let back = 28; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 0) continue;
    const visits = random.int(0, 3);
    for (let slot = 0; slot < visits; slot += 1) {
      const place = places[(back + slot) % places.length];
      const startMinutes = (13 + slot * 2) * 60;
      const start = zonedInstant(day, startMinutes, CLINIC_TIME_ZONE);
      const span = { start, end: start + place.duration * 60_000 };
      if (await doctorBusy(context, place.doctor_id, span)) continue;
      const rejected = random.chance(0.3);
      const bookedAt = start - random.int(1, 5) * 86_400_000;
      const id = await insertSeedVisit(context, {
        place,
        account: patients[random.int(0, patients.length - 1)],
        span,
        status: rejected ? 'booked' : 'approved',
        format: random.chance(0.25) ? 'online' : 'clinic',
        bookedAt,
        decidedAt: bookedAt + 3 * 3_600_000,
      });
      if (rejected) {
        const reason = random.chance(0.8) ? REASONS[random.int(0, REASONS.length - 1)] : null;
        await context.db.execute(sql`update appointments set status = 'rejected' where id = ${id}`);
        await context.db.execute(sql`
          insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind, details, created_at)
          values (${id}, 'rejected', 'booked', 'rejected', 'partner', ${JSON.stringify(reason ? { reason } : {})}::jsonb, ${new Date(bookedAt + 3 * 3_600_000).toISOString()}::timestamptz)`);
      }
      count += 1;
    }
  }
  context.log(`demo partner report visits: ${count}`);
}
