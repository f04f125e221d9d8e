import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idArray, selectRows } from '../../db/sql.ts';
import { boundLinkOrigin } from '../link-origin.ts';
import type { BookingContext } from './context.ts';

/** The job that offers a doctor's free time to the patients waiting for it (features/waitlist/match.ts). */
export const WAITLIST_MATCH_JOB = 'waitlist.match';

/**
 * A doctor's time became free (a cancel, a move, a rejection, a hold or an offer that ran out, new hours): in the
 * caller's transaction, queues one matching job per doctor someone waits for (docs/decisions/303). The job exists
 * exactly when the change does; a doctor nobody waits for, or one whose partner turned the waitlist off, costs
 * one indexed look and no job. Returns how many were queued, so the caller can wake the worker.
 */
export async function queueWaitlistMatch(tx: Pick<Db, 'execute'>, doctorIds: readonly number[]): Promise<number> {
  if (!doctorIds.length) return 0;
  const queued = await selectRows<{ id: number }>(
    tx,
    sql`
    insert into jobs (kind, payload, run_at)
    select ${WAITLIST_MATCH_JOB}, jsonb_build_object('doctor_id', d.id, 'origin', ${boundLinkOrigin() ?? null}::text), now()
    from doctors d
    where d.id = any(${idArray([...new Set(doctorIds)])})
      and exists (
        select 1 from waitlist_requests r
        where r.status = 'waiting'
          and ((d.is_waitlist and (r.doctor_id = d.id
                or (r.scope <> 'doctor' and r.specialization_id in (select ds.specialization_id from doctor_specializations ds where ds.doctor_id = d.id))))
            -- A clinic's move is served whether or not the doctor takes a waitlist (docs/decisions/309).
            or (r.source = 'clinic_move' and r.doctor_id = d.id)))
    returning id`,
  );
  return queued.length;
}

/** The same, in a transaction of its own, then wakes the worker (a timesheet saved elsewhere). */
export async function waitlistTimeFreed(context: Pick<BookingContext, 'db' | 'jobsQueued'>, doctorIds: readonly number[]): Promise<void> {
  if ((await queueWaitlistMatch(context.db, doctorIds)) > 0) context.jobsQueued?.();
}
