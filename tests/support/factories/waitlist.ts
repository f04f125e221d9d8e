/**
 * Waitlist rows for tests that count them (the waitlist report, docs/decisions/305): a request as a patient leaves
 * it, and an offer in any state with the appointment row that held its time.
 */
import type { Db } from '../../../db/client.ts';
import { waitlist_offers, waitlist_requests, type WAITLIST_OFFER_STATUSES } from '../../../db/schema/index.ts';
import { createAppointment, createPatient } from '../factories.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
type Doctor = Parameters<typeof createAppointment>[1]['doctor'];

/** A request waiting for `doctor` (any of its clinics unless `institution_id`), every weekday and part of the day. */
export async function createWaitlistRequest(
  db: Db,
  request: { doctor: Doctor; specializationId: number; serviceId: number; dateFrom: string; dateTo: string } & Insert<typeof waitlist_requests>,
) {
  const { doctor, specializationId, serviceId, dateFrom, dateTo, ...overrides } = request;
  const patient = overrides.patient_id ?? (await createPatient(db)).id;
  const [row] = await db
    .insert(waitlist_requests)
    .values({
      patient_id: patient,
      doctor_id: doctor.id,
      specialization_id: specializationId,
      service_id: serviceId,
      format: 'clinic',
      date_from: dateFrom,
      date_to: dateTo,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      day_parts: ['morning', 'afternoon', 'evening'],
      patient: { first_name: 'Олена', last_name: 'Коваленко', phone: '380501234567', email: 'waiting@example.com' },
      consent_at: new Date(),
      ...overrides,
    })
    .returning();
  return row;
}

/**
 * An offer of `doctor`'s time at `start` to the request, in `status`, with its appointment row: `offered` while
 * open, booked once accepted, let go (`expired`) otherwise, as the waitlist leaves them.
 */
export async function createWaitlistOffer(
  db: Db,
  offer: {
    requestId: number;
    doctor: Doctor;
    clinicId: number;
    specializationId: number;
    start: Date;
    status: (typeof WAITLIST_OFFER_STATUSES)[number];
  },
) {
  const { status, start } = offer;
  const expires = new Date(start.getTime() - 3_600_000);
  const visit = await createAppointment(db, {
    doctor: offer.doctor,
    start_at: start,
    status: status === 'open' ? 'offered' : status === 'accepted' ? 'booked' : 'expired',
    hold_expires_at: status === 'open' ? expires : null,
    institution_id: offer.clinicId,
    specialization_id: offer.specializationId,
  });
  const [row] = await db
    .insert(waitlist_offers)
    .values({
      request_id: offer.requestId,
      appointment_id: visit.id,
      doctor_id: offer.doctor.id,
      start_at: start,
      status,
      expires_at: expires,
      answered_at: status === 'open' ? null : new Date(start.getTime() - 7_200_000),
    })
    .returning();
  return row;
}
