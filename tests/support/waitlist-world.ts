import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { createJobWorker, type JobHandler } from '../../features/jobs/queue.ts';
import { appointments, outbox_messages, waitlist_offers } from '../../db/schema/index.ts';
import { selectRows } from '../../db/sql.ts';
import { addDays, CLINIC_TIME_ZONE, isoWeekday, zonedInstant } from '../../contracts/zoned-time.ts';
import { clinicToday } from '../../features/schedule/slot-loader.ts';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import type { BookingWorld } from './factories/booking.ts';
import { createAppointment, createPatient } from './factories.ts';
import { sessionUser } from './factories/accounts.ts';
import { bookingPatient } from './factories/booking.ts';

/**
 * The waitlist tests' day (docs/decisions/303): the booking world's doctor fully booked on one morning two days
 * from now (08:00–12:00, eight 30-minute visits of one patient), so that a request for that morning waits until a
 * visit is cancelled.
 */
export async function fullMorning(db: Db, world: BookingWorld) {
  const day = addDays(clinicToday(Date.now()), 2);
  const at = (clock: string) => new Date(zonedInstant(day, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), CLINIC_TIME_ZONE));
  const visits = [];
  for (let minutes = 8 * 60; minutes < 12 * 60; minutes += 30) {
    visits.push(
      await createAppointment(db, {
        doctor: world.doctor,
        start_at: new Date(zonedInstant(day, minutes, CLINIC_TIME_ZONE)),
        institution_id: world.institution.id,
        service_id: world.service.id,
        specialization_id: world.specialization.id,
        patient_id: world.otherPatient.id,
        booked_at: new Date(),
        application_number: `WL-${world.doctor.id}-${minutes}`,
      }),
    );
  }
  return { day, at, visits, weekday: isoWeekday(day) };
}

/** A request body for that morning: this doctor, the default service, any of the doctor's clinics. */
export function morningRequest(world: BookingWorld, day: string, extra: Record<string, unknown> = {}) {
  return {
    doctor_id: world.doctor.id,
    service_id: world.service.id,
    format: 'clinic',
    date_from: day,
    date_to: day,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    day_parts: ['morning'],
    patient: bookingPatient,
    accept_terms: true,
    accept_privacy: true,
    ...extra,
  };
}

export async function morePatients(db: Db, count: number): Promise<SessionUser[]> {
  const patients: SessionUser[] = [];
  for (let i = 0; i < count; i += 1) patients.push(sessionUser((await createPatient(db)).id, 'patient'));
  return patients;
}

/** Offers made for the doctor, oldest first, with whose request each was. */
export function offersOf(db: Db, doctorId: number) {
  return selectRows<{ id: number; request_id: number; patient_id: number; status: string; start_ms: number }>(
    db,
    sql`select o.id, o.request_id, r.patient_id, o.status, (extract(epoch from o.start_at) * 1000)::float8 as start_ms
        from waitlist_offers o join waitlist_requests r on r.id = o.request_id where o.doctor_id = ${doctorId} order by o.id`,
  );
}

/** Rows that occupy the doctor's time at `start` (hold, booked, approved, offered). */
export async function occupying(db: Db, doctorId: number, start: Date) {
  return db
    .select({ id: appointments.id, status: appointments.status, patient_id: appointments.patient_id })
    .from(appointments)
    .where(
      and(eq(appointments.doctor_id, doctorId), eq(appointments.start_at, start), sql`${appointments.status} in ('hold', 'booked', 'approved', 'offered')`),
    );
}

/** The messages queued for a recipient, newest first. */
export function outboxFor(db: Db, recipient: string) {
  return db
    .select()
    .from(outbox_messages)
    .where(eq(outbox_messages.recipient, recipient))
    .orderBy(sql`${outbox_messages.id} desc`);
}

export const openOffer = async (db: Db, requestId: number) =>
  (
    await db
      .select()
      .from(waitlist_offers)
      .where(and(eq(waitlist_offers.request_id, requestId), eq(waitlist_offers.status, 'open')))
  )[0];

/** Runs the due jobs of `handlers` (the waitlist's by default in the callers) until none is left, as the worker would. */
export async function runJobsUntilIdle(database: Database, handlers: Record<string, JobHandler>): Promise<void> {
  const worker = createJobWorker(database, handlers);
  while ((await worker.runDue()) > 0);
}
