import { and, eq, inArray, isNull } from 'drizzle-orm';
import { appointment_events, appointments, doctor_services, doctor_workplaces, medical_institutions } from '../../db/schema/index.ts';
import { CLINIC_TIME_ZONE } from '../../features/schedule/free-slots.ts';
import { addDays, zonedDate, zonedInstant } from '../../features/schedule/zoned-time.ts';
import type { SeedContext } from './context.ts';
import { demoPartnerEntities, doctorIsBusy, insertSeedVisit, otherPatients, visitPlaceColumns } from './visits.ts';

/** What the clinic told patients when it said no (the report lists them; docs/decisions/239). */
const REASONS = ['Лікар на лікарняному в цей день', 'Пацієнт не відповів на дзвінок для підтвердження', 'Ця послуга тимчасово недоступна'];

/**
 * The demo partner's last month for the report (SPEC §2 partners/reports): approved and rejected visits at
 * their clinics on past days except Sundays, in the clinic and online, some rejections with a reason.
 * Afternoons, and only where the doctor holds no other visit.
 */
export async function seedDemoPartnerReport(context: SeedContext): Promise<void> {
  const random = context.random.fork('demo-partner-report');
  const places = await context.db
    .selectDistinctOn([doctor_workplaces.doctor_id], visitPlaceColumns)
    .from(doctor_workplaces)
    .innerJoin(
      medical_institutions,
      and(
        eq(medical_institutions.id, doctor_workplaces.institution_id),
        isNull(medical_institutions.deleted_at),
        inArray(medical_institutions.legal_entity_id, demoPartnerEntities(context)),
      ),
    )
    .innerJoin(doctor_services, and(eq(doctor_services.doctor_id, doctor_workplaces.doctor_id), doctor_services.is_default, isNull(doctor_services.deleted_at)))
    .orderBy(doctor_workplaces.doctor_id, doctor_workplaces.institution_id)
    .limit(6);
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
      if (await doctorIsBusy(context, place.doctor_id, span)) continue;
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
        await context.db.update(appointments).set({ status: 'rejected' }).where(eq(appointments.id, id));
        await context.db.insert(appointment_events).values({
          appointment_id: id,
          action: 'rejected',
          from_status: 'booked',
          to_status: 'rejected',
          actor_kind: 'partner',
          details: reason ? { reason } : {},
          created_at: new Date(bookedAt + 3 * 3_600_000),
        });
      }
      count += 1;
    }
  }
  context.log(`demo partner report visits: ${count}`);
}
