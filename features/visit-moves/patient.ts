import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitlist_requests } from '../../db/schema/index.ts';
import { isoFromMs, localized, selectRows } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TAppointment } from '../../contracts/booking.ts';
import type { z } from 'zod';
import type { ZPatientVisitMove } from '../../contracts/routes/visit-moves-answers.ts';
import { VISIT_MOVE_FREE_TIMES, VISIT_MOVE_SEARCH_DAYS, type TVisitMovePick } from '../../contracts/visit-moves.ts';
import { OFFER_CUTOFF_MINUTES } from '../../contracts/waitlist.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { clinicToday } from '../schedule/slot-loader.ts';
import { freeSpans } from '../booking/slots.ts';
import { lockAppointment, slotConflict } from '../booking/appointment-rows.ts';
import { viewAppointment } from '../booking/context.ts';
import { a } from '../booking/views.ts';
import { cancelByPatient } from '../booking/patient-appointments.ts';
import { moveToFreeTime } from '../booking/reschedule.ts';
import { awaitMoves } from '../booking/closed-ranges.ts';
import { acceptOffer } from '../waitlist/offers.ts';
import { withdrawOpenOffers } from '../waitlist/requests.ts';
import type { WaitlistContext } from '../waitlist/context.ts';
import { itemStateColumns, moveState, zonedTime, type ItemRow } from './read.ts';

/**
 * The patient's side of a move (docs/decisions/309): her visit's page with the time held for her and other free
 * times of the same doctor; another time; or a cancel with a full refund whatever the cancellation window.
 */

export type TPatientVisitMove = z.output<typeof ZPatientVisitMove>;

/** A move answered: her visit was moved or cancelled meanwhile, or its time came. */
export const MOVE_ANSWERED = 'visit.move.answered';

interface PageRow extends ItemRow {
  request_id: number;
  offer_id: number | null;
  note: string | null;
  doctor_id: number;
  doctor_slug: string;
  doctor_name: string;
  doctor_photo: string | null;
  institution_id: number;
  institution_name: string;
  institution_address: string | null;
  specialization_id: number;
  specialization_slug: string;
  specialization_name: string;
  city_slug: string | null;
  service_name: string;
  duration: number;
}

async function readPage(db: Db, user: SessionUser, appointmentId: number, locale: Locale): Promise<PageRow | undefined> {
  const [row] = await selectRows<PageRow>(
    db,
    sql`select ${itemStateColumns}, r.id as request_id, o.id as offer_id, m.note,
               d.id as doctor_id, d.slug as doctor_slug, ${localized('d', 'full_name', locale)} as doctor_name, d.photo as doctor_photo,
               mi.id as institution_id, ${localized('mi', 'name', locale)} as institution_name, ${localized('mi', 'address', locale)} as institution_address,
               s.id as specialization_id, s.slug as specialization_slug, ${localized('s', 'name', locale)} as specialization_name,
               c.city_slug, ${localized('ds', 'name', locale)} as service_name, ds.duration
        from visit_move_items i
        join visit_moves m on m.id = i.move_id
        join appointments a on a.id = i.appointment_id
        join waitlist_requests r on r.id = i.request_id
        left join waitlist_offers o on o.request_id = r.id and o.status = 'open'
        join doctors d on d.id = a.doctor_id
        join medical_institutions mi on mi.id = a.institution_id
        left join cities c on c.id = mi.city_id
        join doctor_services ds on ds.id = a.service_id
        join specializations s on s.id = coalesce(a.specialization_id, ds.specialization_id)
        where i.appointment_id = ${appointmentId} and a.patient_id = ${user.id}`,
  );
  return row;
}

/** Her moved visit's page; 404 unless it is hers and was caught by a move. */
export async function patientMove(context: WaitlistContext, user: SessionUser, appointmentId: number, locale: Locale): Promise<TPatientVisitMove> {
  const now = context.now().getTime();
  const row = await readPage(context.db, user, appointmentId, locale);
  if (!row) throw new NotFoundError();
  const { state } = moveState(row, now);
  const open = state === 'offered' || state === 'waiting';
  const free = open
    ? await freeSpans(context.db, {
        doctorId: row.doctor_id,
        institutionId: row.institution_id,
        durationMinutes: row.duration,
        from: clinicToday(now),
        days: VISIT_MOVE_SEARCH_DAYS,
        now,
      })
    : [];
  return {
    appointment_id: row.appointment_id,
    state,
    note: row.note,
    institution: { id: row.institution_id, name: row.institution_name, address: row.institution_address },
    doctor: { id: row.doctor_id, slug: row.doctor_slug, name: row.doctor_name, photo: row.doctor_photo },
    specialization: { id: row.specialization_id, slug: row.specialization_slug, name: row.specialization_name },
    city_slug: row.city_slug,
    service: { name: row.service_name, duration: row.duration },
    was: zonedTime(row.was_ms),
    now: state === 'moved' ? zonedTime(row.start_ms) : null,
    offer:
      state === 'offered'
        ? {
            ...zonedTime(row.offer_ms!),
            id: row.offer_id!,
            expires_at: isoFromMs(row.offer_expires_ms)!,
            seconds_left: Math.max(0, Math.floor((row.offer_expires_ms! - now) / 1000)),
          }
        : null,
    free_times: free
      .filter((span) => span.start - now >= OFFER_CUTOFF_MINUTES * 60_000)
      .slice(0, VISIT_MOVE_FREE_TIMES)
      .map((span) => zonedTime(span.start)),
  };
}

/**
 * Locks her moved visit and its request, and ends the request as `status`; `release` then withdraws its open offer
 * (that time goes to the next in line), once her own choice is made. 409 when it was answered already.
 */
async function answer(context: WaitlistContext, tx: Db, user: SessionUser, appointmentId: number, status: 'fulfilled' | 'left') {
  await awaitMoves(tx, appointmentId);
  const [item] = await selectRows<{ request_id: number; was_ms: number }>(
    tx,
    sql`select i.request_id, (extract(epoch from i.start_at) * 1000)::float8 as was_ms
        from visit_move_items i join waitlist_requests r on r.id = i.request_id
        where i.appointment_id = ${appointmentId} and r.patient_id = ${user.id}
        for update of r`,
  );
  if (!item) throw new NotFoundError();
  const visit = await lockAppointment(tx, appointmentId);
  const live = visit && (visit.status === 'booked' || visit.status === 'approved');
  if (!visit || !live || new Date(visit.start_at).getTime() !== item.was_ms || item.was_ms <= context.now().getTime()) {
    throw new ConflictError(MOVE_ANSWERED);
  }
  await tx
    .update(waitlist_requests)
    .set({ status, ended_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(waitlist_requests.id, item.request_id));
  return { visit, release: () => withdrawOpenOffers(context, tx, sql`o.request_id = ${item.request_id}`) };
}

/** She picks another free time of the same doctor at the clinic; the time held for her, if it is that one, is taken as the offer. */
export async function pickTime(
  context: WaitlistContext,
  user: SessionUser,
  appointmentId: number,
  input: TVisitMovePick,
  locale: Locale,
): Promise<TAppointment> {
  const start = Date.parse(input.start);
  const [held] = await selectRows<{ id: number; start_ms: number }>(
    context.db,
    sql`select o.id, (extract(epoch from o.start_at) * 1000)::float8 as start_ms
        from visit_move_items i join waitlist_offers o on o.request_id = i.request_id and o.status = 'open'
        join waitlist_requests r on r.id = i.request_id
        where i.appointment_id = ${appointmentId} and r.patient_id = ${user.id}`,
  );
  if (held && held.start_ms === start) return acceptOffer(context, user, held.id, locale);
  const outcome = await context.db
    .transaction(async (tx) => {
      const { visit, release } = await answer(context, tx, user, appointmentId, 'fulfilled');
      const moved = await moveToFreeTime(context, tx, visit, start, { leadMinutes: OFFER_CUTOFF_MINUTES, details: { visit_move: true } });
      await release();
      return moved;
    })
    .catch(slotConflict);
  context.onSlotsChanged?.([outcome.doctorId]);
  if (outcome.waitlist) context.jobsQueued?.();
  return viewAppointment(context, appointmentId, locale, eq(a.patient_id, user.id));
}

/** She cancels: a full refund of what she paid, whatever the cancellation window (the clinic closed her time). */
export async function cancelMoved(context: WaitlistContext, user: SessionUser, appointmentId: number, locale: Locale): Promise<TAppointment> {
  const outcome = await context.db.transaction(async (tx) => {
    const { visit, release } = await answer(context, tx, user, appointmentId, 'left');
    const cancelled = await cancelByPatient(context, tx, visit, { reason: 'clinic_move' });
    await release();
    return cancelled;
  });
  context.onSlotsChanged?.([outcome.doctorId]);
  if (outcome.kick) context.jobsQueued?.();
  return viewAppointment(context, appointmentId, locale, eq(a.patient_id, user.id));
}
