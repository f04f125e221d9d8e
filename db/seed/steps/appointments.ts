import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../data/demo-accounts.ts';
import { rows, scaled, type SeedContext, type VisitPlace } from './context.ts';
import { computeFreeSlots, CLINIC_TIME_ZONE } from '../../../features/schedule/free-slots.ts';
import { loadDoctorSchedules } from '../../../features/schedule/slot-loader.ts';
import { addDays, zonedDate, zonedInstant } from '../../../features/schedule/zoned-time.ts';
import { addNotification, applicationNumber } from '../../../features/booking/notices.ts';

interface Workplace extends VisitPlace {
  doctor_ua: string;
  doctor_ru: string;
  place_ua: string;
  place_ru: string;
}

interface Patient {
  id: number;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  birthday: string | null;
  phone: string | null;
  email: string | null;
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
  const [demoPatient] = await rows<Patient>(
    context,
    sql`select id, first_name, last_name, middle_name, birthday::text as birthday, phone, email from users where lower(email) = ${DEMO_ACCOUNTS.patient.email} and user_type = 'patient'`,
  );
  const partnerPlaces = await workplaces(
    context,
    sql`mi.legal_entity_id in (select r.legal_entity_id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${DEMO_ACCOUNTS.partner.email})`,
    3,
  );
  const others = await rows<Patient>(
    context,
    sql`select id, first_name, last_name, middle_name, birthday::text as birthday, phone, email from users where user_type = 'patient' and lower(email) <> ${DEMO_ACCOUNTS.patient.email} order by id limit 200`,
  );
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
  async function insert(place: Workplace, patient: Patient, span: { start: number; end: number }, status: 'booked' | 'approved', bookedAt: number): Promise<number> {
    count += 1;
    const startIso = new Date(span.start).toISOString();
    const [{ id }] = await rows<{ id: number }>(
      context,
      sql`insert into appointments (status, start_at, end_at, doctor_id, institution_id, service_id, specialization_id, city_id, representative_id,
            format, cost, payment_status, patient_id, patient_first_name, patient_last_name, patient_middle_name, patient_birthday, patient_phone,
            patient_email, consent_at, booked_at, decided_at, locale)
          values (${status}, ${startIso}::timestamptz, ${new Date(span.end).toISOString()}::timestamptz, ${place.doctor_id}, ${place.institution_id},
            ${place.service_id}, ${place.specialization_id}, ${place.city_id}, ${place.representative_id}, 'clinic', ${place.cost}, 'not_paid',
            ${patient.id}, ${patient.first_name}, ${patient.last_name}, ${patient.middle_name}, ${patient.birthday}::date, ${patient.phone}, ${patient.email},
            ${new Date(bookedAt).toISOString()}::timestamptz, ${new Date(bookedAt).toISOString()}::timestamptz,
            ${status === 'approved' ? new Date(bookedAt + 3_600_000).toISOString() : null}::timestamptz, 'ua')
          returning id`,
    );
    await context.db.execute(sql`update appointments set application_number = ${applicationNumber(id, span.start)} where id = ${id}`);
    await context.db.execute(sql`
      insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind, actor_user_id, created_at)
      values (${id}, 'booked', 'hold', 'booked', 'patient', ${patient.id}, ${new Date(bookedAt).toISOString()}::timestamptz)`);
    if (status === 'approved') {
      await context.db.execute(sql`
        insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind, created_at)
        values (${id}, 'approved', 'booked', 'approved', 'partner', ${new Date(bookedAt + 3_600_000).toISOString()}::timestamptz)`);
    }
    return id;
  }

  if (demoPatient) {
    const plan: ['booked' | 'approved' | 'past', Workplace | undefined][] = [
      ['booked', partnerPlaces[0]],
      ['approved', partnerPlaces[1] ?? partnerPlaces[0]],
      ['past', partnerPlaces[2] ?? partnerPlaces[0]],
    ];
    for (const [kind, place] of plan) {
      if (!place) continue;
      const span =
        kind === 'past'
          ? { start: zonedInstant(addDays(today, -6), 10 * 60, CLINIC_TIME_ZONE), end: zonedInstant(addDays(today, -6), 10 * 60 + place.duration, CLINIC_TIME_ZONE) }
          : freeSlot(place, 'first');
      if (!span) continue;
      const id = await insert(place, demoPatient, span, kind === 'booked' ? 'booked' : 'approved', kind === 'past' ? span.start - 3 * 86_400_000 : now - 86_400_000);
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
