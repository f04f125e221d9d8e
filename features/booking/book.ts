import { and, eq, exists, sql } from 'drizzle-orm';
import { appointments, doctor_services, doctor_specializations, medical_institutions } from '../../db/schema/index.ts';
import type { TAppointment, TBookRequest } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { CLINIC_TIME_ZONE, zonedDate } from '../../contracts/zoned-time.ts';
import { applicationNumber, notifyPatient, scheduleReminders } from './notices.ts';
import { HOLD_EXPIRED, ms, recordEvent } from './appointment-rows.ts';
import { patientColumns, resolveBookingPatient } from './for-whom.ts';
import { requirePatientAppointment, viewAppointment, type BookingContext } from './context.ts';
import { a } from './views.ts';
import { awaitMoves, closedByMove } from './closed-ranges.ts';

/** Turns the patient's live hold into a booking with the patient's data and consent (SPEC §4). */
export async function book(context: BookingContext, user: SessionUser, holdId: number, input: TBookRequest, locale: Locale): Promise<TAppointment> {
  const at = context.now();
  const outcome = await context.db.transaction(async (tx) => {
    await awaitMoves(tx, holdId);
    const row = await requirePatientAppointment(tx, user, holdId);
    if (row.status !== 'hold') {
      if (row.status === 'booked' || row.status === 'approved') throw new ConflictError('booking.already.booked');
      return { expired: true as const };
    }
    // A clinic closed this time meanwhile (docs/decisions/309): the hold ends as if it ran out.
    if (ms(row.hold_expires_at!) <= at.getTime() || (await closedByMove(tx, row))) {
      await tx
        .update(appointments)
        .set({ status: 'expired', updated_at: sql`now()` })
        .where(eq(appointments.id, holdId));
      await recordEvent(tx, { appointmentId: holdId, action: 'expired', from: 'hold', to: 'expired', actor: 'system', userId: null });
      return { expired: true as const };
    }
    const [place] = await tx
      .select({
        city_id: medical_institutions.city_id,
        representative_id: medical_institutions.representative_id,
        specialization_ok: sql<boolean>`${exists(
          tx
            .select({ one: sql`1` })
            .from(doctor_specializations)
            .where(and(eq(doctor_specializations.doctor_id, row.doctor_id), eq(doctor_specializations.specialization_id, input.specialization_id))),
        )} or ${exists(
          tx
            .select({ one: sql`1` })
            .from(doctor_services)
            .where(and(sql`${doctor_services.id} = ${row.service_id}`, eq(doctor_services.specialization_id, input.specialization_id))),
        )}`,
      })
      .from(medical_institutions)
      .where(sql`${medical_institutions.id} = ${row.institution_id}`);
    const errors: Record<string, string[]> = {};
    // A visit free under the state programme needs its electronic referral (docs/decisions/307).
    const [service] = await tx
      .select({ free: doctor_services.is_nszu_free })
      .from(doctor_services)
      .where(sql`${doctor_services.id} = ${row.service_id}`);
    const referral = service?.free ? (input.referral_number ?? null) : null;
    if (service?.free && !referral) errors.referral_number = ['booking.referral.required'];
    if (!place || place.city_id !== input.city_id) errors.city_id = ['validation.invalid'];
    if (!place?.specialization_ok) errors.specialization_id = ['validation.invalid'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const number = applicationNumber(holdId, row.start_at);
    const patient = await resolveBookingPatient(tx, user.id, input, { doctorId: row.doctor_id, day: zonedDate(ms(row.start_at), CLINIC_TIME_ZONE) });
    await tx
      .update(appointments)
      .set({
        status: 'booked',
        application_number: number,
        booked_at: at,
        consent_at: at,
        city_id: input.city_id,
        specialization_id: input.specialization_id,
        representative_id: place!.representative_id,
        comment: input.comment || null,
        referral_number: referral,
        locale,
        ...patientColumns(patient),
        updated_at: sql`now()`,
      })
      .where(eq(appointments.id, holdId));
    await recordEvent(tx, { appointmentId: holdId, action: 'booked', from: 'hold', to: 'booked', actor: 'patient', userId: user.id });
    await scheduleReminders(tx, holdId, new Date(row.start_at), context.settings.reminderOffsetsMinutes, at);
    await notifyPatient(tx, context, holdId, 'booked');
    return { expired: false as const };
  });
  if (outcome.expired) throw new ConflictError(HOLD_EXPIRED);
  return viewAppointment(context, holdId, locale, eq(a.patient_id, user.id));
}
