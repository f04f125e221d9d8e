import { sql } from 'drizzle-orm';
import { rows, scaled, type SeedContext, type VisitPlace } from './context.ts';
import { computeFreeSlots, CLINIC_TIME_ZONE } from '../../../features/schedule/free-slots.ts';
import { loadDoctorSchedules } from '../../../features/schedule/slot-loader.ts';
import { addDays, zonedDate, zonedInstant } from '../../../features/schedule/zoned-time.ts';
import { addNotification } from '../../../features/booking/notices.ts';
import { demoPartnerEntities, demoPatient, insertSeedVisit, otherPatients, type SeedPerson } from './visits.ts';

interface Workplace extends VisitPlace {
  doctor_ua: string;
  doctor_ru: string;
  place_ua: string;
  place_ru: string;
}

/** Default services at institutions with active timesheets; `where` narrows them (the demo partner's). */
function workplaces(context: SeedContext, where: ReturnType<typeof sql>, limit: number): Promise<Workplace[]> {
  return rows<Workplace>(
    context,
    sql`select distinct on (t.doctor_id) t.doctor_id, t.institution_id, mi.city_id, mi.representative_id, s.id as service_id, s.specialization_id,
          s.cost, s.duration::int as duration, d.full_name_ua as doctor_ua, d.full_name_ru as doctor_ru,
          mi.name_ua || coalesce(', ' || mi.address_ua, '') as place_ua, mi.name_ru || coalesce(', ' || mi.address_ru, '') as place_ru
        from timesheets t
        join medical_institutions mi on mi.id = t.institution_id and mi.deleted_at is null and mi.status = 'active' and not mi.is_work_without_slots
        join doctors d on d.id = t.doctor_id
        join doctor_services s on s.doctor_id = t.doctor_id and s.is_default and s.deleted_at is null
        where t.is_active and t.deleted_at is null and ${where}
        order by t.doctor_id, t.id
        limit ${limit}`,
  );
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
  const partnerPlaces = await workplaces(context, sql`mi.legal_entity_id in (${demoPartnerEntities})`, 3);
  const others = await otherPatients(context, 200);
  const busyPlaces = others.length ? await workplaces(context, sql`t.doctor_id % 7 = 0`, scaled(context, 300)) : [];
  const all = [...partnerPlaces, ...busyPlaces];
  const schedules = await loadDoctorSchedules(context.db, { doctorIds: all.map((p) => p.doctor_id), window, now });
  const taken = new Map<number, { start: number; end: number }[]>();

  /** A free start of the doctor in the window (not overlapping what this seed booked already). */
  function freeSlot(place: Workplace, pick: 'first' | 'random'): { start: number; end: number } | undefined {
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
    place: Workplace,
    account: SeedPerson,
    span: { start: number; end: number },
    status: 'booked' | 'approved',
    bookedAt: number,
  ): Promise<number> {
    count += 1;
    return insertSeedVisit(context, { place, account, span, status, bookedAt });
  }

  if (demo) {
    const plan: ['booked' | 'approved' | 'past', Workplace | undefined][] = [
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
