import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEMO_SECOND_PATIENT } from '../../db/demo-data/demo-accounts.ts';
import { appointments, doctor_services, medical_institutions, users, waitlist_requests } from '../../db/schema/index.ts';
import { dayPartOf, type TDayPart } from '../../contracts/waitlist.ts';
import { computeFreeSlots } from '../../features/schedule/free-slots.ts';
import { loadDoctorSchedules } from '../../features/schedule/slot-loader.ts';
import { addDays, CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';
import type { SeedContext } from './context.ts';
import { demoPatient, insertSeedVisit, otherPatients, visitPlaceColumns } from './visits.ts';

/**
 * The waitlist in the demo (docs/decisions/303): the doctor of the demo patient's coming visit is fully booked on
 * one part of a day soon, the demo patient waits for a time then, and the second demo patient
 * (`patient2@vizyt.local`) holds the first visit of it. Signed in as her, cancelling that visit frees the time,
 * and the demo patient is offered it at once: in her notifications, her waitlist and the outbox.
 */
export async function seedDemoWaitlist(context: SeedContext): Promise<void> {
  const demo = await demoPatient(context);
  if (!demo) return;
  const [second] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.user_type, 'patient'), sql`${users.id} <> ${demo.id}`, isNull(users.deleted_at)))
    .orderBy(users.id)
    .limit(1);
  if (!second) return;
  await context.db.update(users).set({ email: DEMO_SECOND_PATIENT.email, phone: DEMO_SECOND_PATIENT.phone }).where(eq(users.id, second.id));

  // The doctor of her coming visit, at the same clinic, with the doctor's default service.
  const [place] = await context.db
    .select(visitPlaceColumns)
    .from(appointments)
    .innerJoin(medical_institutions, eq(medical_institutions.id, appointments.institution_id))
    .innerJoin(doctor_services, and(eq(doctor_services.doctor_id, appointments.doctor_id), doctor_services.is_default, isNull(doctor_services.deleted_at)))
    .where(and(eq(appointments.patient_id, demo.id), inArray(appointments.status, ['booked', 'approved']), sql`${appointments.start_at} > now()`))
    .orderBy(appointments.start_at)
    .limit(1);
  if (!place) return;

  const now = context.today.getTime();
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  const window = { from: addDays(today, 2), days: 5 };
  const schedule = (await loadDoctorSchedules(context.db, { doctorIds: [place.doctor_id], window, now })).get(place.doctor_id);
  const workplace = schedule?.workplaces.find((w) => w.institutionId === place.institution_id);
  if (!schedule || !workplace) return;
  const free = computeFreeSlots({ rules: workplace.rules, busy: schedule.busy, ...window, durationMinutes: place.duration, now });
  const first = free[0];
  if (!first) return;
  // The whole part of that day the first free time falls in: every free time of it is booked.
  const day = zonedDate(first.start, CLINIC_TIME_ZONE);
  const part: TDayPart = dayPartOf(zonedClock(first.start, CLINIC_TIME_ZONE));
  const full = free.filter((span) => zonedDate(span.start, CLINIC_TIME_ZONE) === day && dayPartOf(zonedClock(span.start, CLINIC_TIME_ZONE)) === part);
  const others = await otherPatients(context, 40);
  const secondPerson = others.find((person) => person.id === second.id);
  const rest = others.filter((person) => person.id !== second.id && person.id !== demo.id);
  for (const [index, span] of full.entries()) {
    const account =
      index === 0 && secondPerson ? { ...secondPerson, email: DEMO_SECOND_PATIENT.email, phone: DEMO_SECOND_PATIENT.phone } : rest[index % rest.length];
    await insertSeedVisit(context, { place, account, span, status: 'booked', bookedAt: now - 2 * 86_400_000 });
  }
  await context.db.insert(waitlist_requests).values({
    patient_id: demo.id,
    doctor_id: place.doctor_id,
    specialization_id: place.specialization_id,
    service_id: place.service_id,
    format: 'clinic',
    institution_id: place.institution_id,
    date_from: day,
    date_to: day,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    day_parts: [part],
    patient: {
      first_name: demo.first_name ?? '',
      last_name: demo.last_name ?? '',
      middle_name: demo.middle_name,
      birthday: demo.birthday,
      phone: demo.phone ?? '',
      email: demo.email ?? '',
    },
    queued_at: new Date(now - 86_400_000),
    consent_at: new Date(now - 86_400_000),
  });
  context.log(`waitlist: the demo patient waits for ${day} (${part}), ${full.length} visits booked then`);
}
