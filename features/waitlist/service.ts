import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idArray, selectRows } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TWaitlistCreate, TWaitlistOffer, TWaitlistUpdate } from '../../contracts/waitlist.ts';
import { NotFoundError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import type { JobHandler } from '../jobs/queue.ts';
import { clinicToday } from '../schedule/slot-loader.ts';
import type { BookingContext } from '../booking/context.ts';
import { WAITLIST_EXPIRE_JOB, WAITLIST_MATCH_JOB, type WaitlistContext } from './context.ts';
import { matchDoctor } from './match.ts';
import { acceptOffer, declineOffer, expireOfferHandler } from './offers.ts';
import { closeOpenOffers, createRequest, getRequest, leaveRequest, listRequests, updateRequest, withdrawOpenOffers } from './requests.ts';
import { loadOffers } from './views.ts';
import { inJobOrigin } from '../link-origin.ts';

/**
 * The waitlist (docs/decisions/303), bound to the booking's context: the patient's requests and offers for the
 * routes, and the two jobs (matching freed time, letting an unanswered offer go) and the sweep for the worker.
 */
export function createWaitlistService(booking: BookingContext, { offerSeconds }: { offerSeconds: number }) {
  const context: WaitlistContext = { ...booking, offerSeconds };

  async function getOffer(user: SessionUser, id: number, locale: Locale): Promise<TWaitlistOffer> {
    const [offer] = await loadOffers(context.db, locale, sql`o.id = ${id} and r.patient_id = ${user.id}`, context.now().getTime());
    if (!offer) throw new NotFoundError();
    return offer;
  }

  const expireJob = expireOfferHandler(context);
  const matchJob: JobHandler = (tx: Db, payload) =>
    inJobOrigin(payload, async () => {
      const doctorId = Number(payload.doctor_id);
      const offers = await matchDoctor(context, tx, doctorId);
      if (offers.length) context.onSlotsChanged?.([doctorId]);
    });

  /**
   * What the jobs may have missed: offers past their time (a worker that was down) are let go, and requests whose
   * range passed, whose visit to move is gone, or whose doctor no longer takes a waitlist, end, their open offers withdrawn. Each kind in a transaction of its own.
   */
  async function sweep(): Promise<void> {
    const now = context.now();
    await context.db.transaction((tx) =>
      closeOpenOffers(context, tx, sql`o.expires_at <= ${new Date(now.getTime() - 5_000).toISOString()}::timestamptz`, 'expired'),
    );
    await context.db.transaction(async (tx) => {
      const ended = await selectRows<{ id: number }>(
        tx,
        sql`update waitlist_requests r set status = 'ended', ended_at = now(), updated_at = now()
            where r.status = 'waiting' and (r.date_to < ${clinicToday(now.getTime())}::date
              or (r.mode = 'move' and not exists (select 1 from appointments v where v.id = r.appointment_id
                    and v.status in ('booked', 'approved') and v.start_at > ${now.toISOString()}::timestamptz))
              -- Her doctor's clinic turned the waitlist off: her request for that doctor alone ends.
              or (r.source = 'patient' and r.scope = 'doctor' and exists (select 1 from doctors d where d.id = r.doctor_id and not d.is_waitlist)))
            returning r.id`,
      );
      if (ended.length) await withdrawOpenOffers(context, tx, sql`o.request_id = any(${idArray(ended.map((row) => row.id))})`);
    });
  }

  return {
    /** What the visit moves run with (features/visit-moves): the same offers. */
    context,
    list: (user: SessionUser, locale: Locale) => listRequests(context, user, locale),
    get: (user: SessionUser, id: number, locale: Locale) => getRequest(context, user, id, locale),
    create: (user: SessionUser, input: TWaitlistCreate, locale: Locale) => createRequest(context, user, input, locale),
    update: (user: SessionUser, id: number, input: TWaitlistUpdate, locale: Locale) => updateRequest(context, user, id, input, locale),
    leave: (user: SessionUser, id: number, locale: Locale) => leaveRequest(context, user, id, locale),
    offer: getOffer,
    accept: (user: SessionUser, id: number, locale: Locale) => acceptOffer(context, user, id, locale),
    async decline(user: SessionUser, id: number, locale: Locale): Promise<TWaitlistOffer> {
      await declineOffer(context, user, id);
      return getOffer(user, id, locale);
    },
    jobs: {
      [WAITLIST_MATCH_JOB]: matchJob,
      [WAITLIST_EXPIRE_JOB]: (tx, payload) => inJobOrigin(payload, () => expireJob(tx, payload)),
    } satisfies Record<string, JobHandler>,
    sweep,
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
