import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, waitlist_offers, waitlist_requests } from '../../db/schema/index.ts';
import { selectRows } from '../../db/sql.ts';
import type { TAppointment } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { WaitlistPatient } from '../../db/schema/waitlist.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { CLINIC_TIME_ZONE, zonedDate } from '../../contracts/zoned-time.ts';
import { lockAppointment, ms, recordEvent, type LockedAppointment } from '../booking/appointment-rows.ts';
import { patientColumns, resolveBookingPatient } from '../booking/for-whom.ts';
import { applicationNumber, notifyPatient, scheduleReminders } from '../booking/notices.ts';
import { queueWaitlistMatch } from '../booking/freed-time.ts';
import { queueAppointmentEvent } from '../partner-api/webhooks.ts';
import { viewAppointment } from '../booking/context.ts';
import { cancelByPatient } from '../booking/patient-appointments.ts';
import { shiftVisit } from '../booking/reschedule.ts';
import { a } from '../booking/views.ts';
import type { WaitlistContext } from './context.ts';
import { matchDoctor } from './match.ts';

/** Answering an offer (docs/decisions/303): take it, let it go, or let its time run out. */

export const OFFER_CLOSED = 'waitlist.offer.closed';
export const OFFER_EXPIRED = 'waitlist.offer.expired';
export const VISIT_GONE = 'waitlist.visit.gone';

interface LockedOffer {
  id: number;
  status: string;
  appointment_id: number;
  doctor_id: number;
  expires_ms: number;
  request_id: number;
  patient_id: number;
  mode: 'extra' | 'move';
  visit_id: number | null;
  family_member_id: number | null;
  patient: WaitlistPatient;
  /** As text: a raw select hands timestamps back as the driver reads them. */
  consent_at: string;
  request_locale: Locale;
  referral_number: string | null;
}

/** The offer and its request, the offer's row locked; 404 unless it is this patient's. */
async function lockOffer(tx: Db, offerId: number, patientId?: number): Promise<LockedOffer> {
  const [row] = await selectRows<LockedOffer>(
    tx,
    sql`select o.id, o.status, o.appointment_id, o.doctor_id, (extract(epoch from o.expires_at) * 1000)::float8 as expires_ms,
               r.id as request_id, r.patient_id, r.mode, r.appointment_id as visit_id, r.family_member_id, r.patient, r.consent_at::text as consent_at,
               r.locale as request_locale, r.referral_number
        from waitlist_offers o join waitlist_requests r on r.id = o.request_id
        where o.id = ${offerId}
        for update of o`,
  );
  if (!row || (patientId !== undefined && row.patient_id !== patientId)) throw new NotFoundError();
  return row;
}

/**
 * Lets an open offer go: its held time is freed (`expired` when it ran out, else `cancelled`), the offer takes
 * `status`, and the time goes to the next in line within the same transaction.
 */
export async function closeOffer(
  context: WaitlistContext,
  tx: Db,
  offer: Pick<LockedOffer, 'id' | 'appointment_id' | 'doctor_id' | 'patient_id'>,
  status: 'declined' | 'expired' | 'withdrawn',
): Promise<void> {
  const freed = status === 'expired' ? 'expired' : 'cancelled';
  await tx
    .update(appointments)
    .set({ status: freed, ...(freed === 'cancelled' ? { cancelled_at: sql`now()` } : {}), updated_at: sql`now()` })
    .where(and(eq(appointments.id, offer.appointment_id), eq(appointments.status, 'offered')));
  await recordEvent(tx, {
    appointmentId: offer.appointment_id,
    action: freed,
    from: 'offered',
    to: freed,
    actor: status === 'expired' ? 'system' : 'patient',
    userId: status === 'expired' ? null : offer.patient_id,
    details: { waitlist_offer: offer.id, reason: `offer_${status}` },
  });
  await tx
    .update(waitlist_offers)
    .set({ status, answered_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(waitlist_offers.id, offer.id));
  await matchDoctor(context, tx, offer.doctor_id);
}

/** The expiry job: an offer still open at its time is let go, and its time offered to the next patient. */
export function expireOfferHandler(context: WaitlistContext) {
  return async (tx: Db, payload: Record<string, unknown>): Promise<void> => {
    const offer = await lockOffer(tx, Number(payload.offer_id)).catch(() => null);
    if (!offer || offer.status !== 'open' || offer.expires_ms > context.now().getTime()) return;
    await closeOffer(context, tx, offer, 'expired');
    context.onSlotsChanged?.([offer.doctor_id]);
  };
}

/** She lets the time go: the next in line is offered it at once; her request keeps waiting. */
export async function declineOffer(context: WaitlistContext, user: SessionUser, offerId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId, user.id);
    if (offer.status !== 'open') throw new ConflictError(OFFER_CLOSED);
    await closeOffer(context, tx, offer, 'declined');
  });
}

/**
 * She takes the time. An extra visit: the held time becomes her booking. A move: her visit moves to it when it is
 * the same doctor, clinic and service (its payment follows); else the held time becomes a new booking with the
 * visit's patient and the old visit is cancelled, its payment refunded by the cancel's rules. Never two visits.
 */
export async function acceptOffer(context: WaitlistContext, user: SessionUser, offerId: number, locale: Locale): Promise<TAppointment> {
  const at = context.now();
  const outcome = await context.db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId, user.id);
    if (offer.status !== 'open') throw new ConflictError(OFFER_CLOSED);
    if (offer.expires_ms <= at.getTime()) {
      await closeOffer(context, tx, offer, 'expired');
      return { expired: true as const };
    }
    const held = (await lockAppointment(tx, offer.appointment_id))!;
    let visitId: number;
    let freedDoctor: number | null = null;
    // Jobs queued by a cancel of the replaced visit (its refund, its freed time).
    let cancelKick: boolean | null = null;
    if (offer.mode === 'extra') {
      visitId = await bookHeld(context, tx, held, offer, at);
    } else {
      const visit = offer.visit_id === null ? undefined : await lockAppointment(tx, offer.visit_id);
      if (!visit || visit.patient_id !== user.id || (visit.status !== 'booked' && visit.status !== 'approved') || ms(visit.start_at) <= at.getTime()) {
        throw new ConflictError(VISIT_GONE);
      }
      freedDoctor = visit.doctor_id;
      if (visit.doctor_id === held.doctor_id && visit.institution_id === held.institution_id && visit.service_id === held.service_id) {
        visitId = await moveInto(context, tx, visit, held, offer, at);
      } else {
        visitId = await bookHeld(context, tx, held, offer, at, visit.id);
        // The visit it replaces is cancelled as her own cancel would: refund, reminders, notice, freed time.
        cancelKick = (await cancelByPatient(context, tx, visit, { reason: 'moved_to', appointment: visitId })).kick;
      }
    }
    await tx
      .update(waitlist_offers)
      .set({ status: 'accepted', answered_at: at, updated_at: sql`now()` })
      .where(eq(waitlist_offers.id, offer.id));
    await tx
      .update(waitlist_requests)
      .set({ status: 'fulfilled', ended_at: at, updated_at: sql`now()` })
      .where(eq(waitlist_requests.id, offer.request_id));
    await queueAppointmentEvent(tx, visitId, 'waitlist.offer.accepted');
    // Her old time is free now: offered to the next patient who waits for it (the cancel did it for a replaced visit).
    const queued = freedDoctor === null || cancelKick !== null ? 0 : await queueWaitlistMatch(tx, [freedDoctor]);
    return {
      expired: false as const,
      visitId,
      doctors: [held.doctor_id, ...(freedDoctor === null ? [] : [freedDoctor])],
      kick: cancelKick === true || queued > 0,
    };
  });
  if (outcome.expired) throw new ConflictError(OFFER_EXPIRED);
  context.onSlotsChanged?.(outcome.doctors);
  if (outcome.kick) context.jobsQueued?.();
  return viewAppointment(context, outcome.visitId, locale, eq(a.patient_id, user.id));
}

/** The held time becomes a booking: for whom she asked, or (a move to another doctor) the moved visit's patient. */
async function bookHeld(context: WaitlistContext, tx: Db, held: LockedAppointment, offer: LockedOffer, at: Date, fromVisit?: number): Promise<number> {
  const day = zonedDate(ms(held.start_at), CLINIC_TIME_ZONE);
  const patient =
    fromVisit === undefined
      ? patientColumns(
          await resolveBookingPatient(
            tx,
            offer.patient_id,
            {
              patient: { ...offer.patient, middle_name: offer.patient.middle_name ?? undefined, birthday: offer.patient.birthday ?? undefined },
              for_whom: offer.family_member_id === null ? { kind: 'self' } : { kind: 'family', family_member_id: offer.family_member_id },
            },
            { doctorId: held.doctor_id, day },
          ),
        )
      : await visitPatient(tx, fromVisit);
  await tx
    .update(appointments)
    .set({
      status: 'booked',
      application_number: applicationNumber(held.id, held.start_at),
      booked_at: at,
      consent_at: new Date(offer.consent_at),
      representative_id: sql`(select representative_id from medical_institutions where id = ${held.institution_id})`,
      locale: offer.request_locale,
      // A free visit under the state programme is booked with the request's electronic referral (docs/decisions/307, 311).
      referral_number: sql`(select case when is_nszu_free then ${offer.referral_number} end from doctor_services where id = ${held.service_id})`,
      ...patient,
      updated_at: sql`now()`,
    })
    .where(eq(appointments.id, held.id));
  await recordEvent(tx, {
    appointmentId: held.id,
    action: 'booked',
    from: 'offered',
    to: 'booked',
    actor: 'patient',
    userId: offer.patient_id,
    details: { waitlist_offer: offer.id },
  });
  await scheduleReminders(tx, held.id, new Date(held.start_at), context.settings.reminderOffsetsMinutes, at);
  await notifyPatient(tx, context, held.id, 'booked');
  return held.id;
}

/** The patient columns of a visit, to copy onto the visit that replaces it. */
async function visitPatient(tx: Db, visitId: number) {
  const [row] = await tx
    .select({
      patient_first_name: appointments.patient_first_name,
      patient_last_name: appointments.patient_last_name,
      patient_middle_name: appointments.patient_middle_name,
      patient_birthday: appointments.patient_birthday,
      patient_phone: appointments.patient_phone,
      patient_email: appointments.patient_email,
      patient_relation: appointments.patient_relation,
      family_member_id: appointments.family_member_id,
      contact_name: appointments.contact_name,
      comment: appointments.comment,
    })
    .from(appointments)
    .where(eq(appointments.id, visitId));
  return row;
}

/** Her visit moves into the held time (same doctor, clinic and service): the held row lets go first, in one transaction. */
async function moveInto(context: WaitlistContext, tx: Db, visit: LockedAppointment, held: LockedAppointment, offer: LockedOffer, at: Date): Promise<number> {
  await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelled_at: at, updated_at: sql`now()` })
    .where(eq(appointments.id, held.id));
  await recordEvent(tx, {
    appointmentId: held.id,
    action: 'cancelled',
    from: 'offered',
    to: 'cancelled',
    actor: 'patient',
    userId: offer.patient_id,
    details: { waitlist_offer: offer.id, reason: 'moved_into', appointment: visit.id },
  });
  await shiftVisit(context, tx, visit, { start: new Date(held.start_at), end: new Date(held.end_at) }, { waitlist_offer: offer.id });
  return visit.id;
}
