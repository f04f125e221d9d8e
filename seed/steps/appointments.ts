import { and, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import { doctor_services, medical_institutions, timesheets } from '../../db/schema/index.ts';
import { scaled, type SeedContext } from './context.ts';
import { computeFreeSlots, CLINIC_TIME_ZONE } from '../../features/schedule/free-slots.ts';
import { loadDoctorSchedules } from '../../features/schedule/slot-loader.ts';
import { addDays, zonedDate, zonedInstant } from '../../features/schedule/zoned-time.ts';
import { addNotification } from '../../features/booking/notices.ts';
import { demoPartnerEntities, demoPatient, insertSeedVisit, otherPatients, visitPlaceColumns, type SeedPerson, type VisitPlace } from './visits.ts';

/** Default services at institutions with active timesheets; `where` narrows them (the demo partner's). */
function workplaces(context: SeedContext, where: SQL, limit: number): Promise<VisitPlace[]> {
  return context.db
    .selectDistinctOn([timesheets.doctor_id], visitPlaceColumns)
    .from(timesheets)
    .innerJoin(
      medical_institutions,
      and(
        eq(medical_institutions.id, timesheets.institution_id),
        isNull(medical_institutions.deleted_at),
        eq(medical_institutions.status, 'active'),
        not(medical_institutions.is_work_without_slots),
      ),
    )
    .innerJoin(doctor_services, and(eq(doctor_services.doctor_id, timesheets.doctor_id), doctor_services.is_default, isNull(doctor_services.deleted_at)))
    .where(and(timesheets.is_active, isNull(timesheets.deleted_at), where))
    .orderBy(timesheets.doctor_id, timesheets.id)
    .limit(limit);
}

/**
 * Appointments that make the demo look lived-in: the demo patient has one visit awaiting the clinic's answer,
 * one approved and one in the past, all at the demo partner's clinics (so the partner cabinet has them too),
 * and other patients have booked some of the coming week's time of a few hundred doctors.
 */
export async function seedAppointments(context: SeedContext): Promise<void> {
  const random = context.random.fork('appointments');
  const now = context.today.getTime();
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  const window = { from: addDays(today, 1), days: 7 };
  const demo = await demoPatient(context);
  const partnerPlaces = await workplaces(context, inArray(medical_institutions.legal_entity_id, demoPartnerEntities(context)), 3);
  const others = await otherPatients(context, 200);
  const busyPlaces = others.length ? await workplaces(context, sql`${timesheets.doctor_id} % 7 = 0`, scaled(context, 300)) : [];
  const all = [...partnerPlaces, ...busyPlaces];
  const schedules = await loadDoctorSchedules(context.db, { doctorIds: all.map((p) => p.doctor_id), window, now });
  const taken = new Map<number, { start: number; end: number }[]>();

  /** A free start of the doctor in the window (not overlapping what this seed booked already). */
  function freeSlot(place: VisitPlace, pick: 'first' | 'random'): { start: number; end: number } | undefined {
    const schedule = schedules.get(place.doctor_id);
    const workplace = schedule?.workplaces.find((w) => w.institutionId === place.institution_id);
    if (!schedule || !workplace) return undefined;
    const busy = [...schedule.busy, ...(taken.get(place.doctor_id) ?? [])];
    const free = computeFreeSlots({ rules: workplace.rules, busy, from: window.from, days: window.days, durationMinutes: place.duration, now, limit: 40 });
    const slot = pick === 'first' ? free[0] : free[random.int(0, free.length - 1)];
    if (slot) taken.set(place.doctor_id, [...(taken.get(place.doctor_id) ?? []), slot]);
    return slot;
  }

  let count = 0;
  function insert(
    place: VisitPlace,
    account: SeedPerson,
    span: { start: number; end: number },
    status: 'booked' | 'approved',
    bookedAt: number,
  ): Promise<number> {
    count += 1;
    return insertSeedVisit(context, { place, account, span, status, bookedAt });
  }

  if (demo) {
    const plan: ['booked' | 'approved' | 'past', VisitPlace | undefined][] = [
      ['booked', partnerPlaces[0]],
      ['approved', partnerPlaces[1] ?? partnerPlaces[0]],
      ['past', partnerPlaces[2] ?? partnerPlaces[0]],
    ];
    for (const [kind, place] of plan) {
      if (!place) continue;
      const span =
        kind === 'past'
          ? {
              start: zonedInstant(addDays(today, -6), 10 * 60, CLINIC_TIME_ZONE),
              end: zonedInstant(addDays(today, -6), 10 * 60 + place.duration, CLINIC_TIME_ZONE),
            }
          : freeSlot(place, 'first');
      if (!span) continue;
      const id = await insert(place, demo, span, kind === 'booked' ? 'booked' : 'approved', kind === 'past' ? span.start - 3 * 86_400_000 : now - 86_400_000);
      await addNotification(context.db, id, kind === 'booked' ? 'booked' : 'approved', { readAt: kind === 'past' ? new Date(span.start) : null });
    }
  }

  for (const place of busyPlaces) {
    const bookings = random.int(1, 4);
    for (let i = 0; i < bookings; i += 1) {
      const span = freeSlot(place, 'random');
      if (!span) break;
      await insert(place, others[random.int(0, others.length - 1)], span, random.chance(0.6) ? 'approved' : 'booked', now - random.int(1, 72) * 3_600_000);
    }
  }
  context.log(`appointments: ${count}`);
}
