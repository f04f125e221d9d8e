import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findPgError } from '../../db/errors.ts';
import { VIDEO_GRACE_MINUTES, VIDEO_WAITING_ROOM_OPENS_MINUTES } from '../../contracts/video.ts';
import {
  busySpans,
  createVisit,
  DEMO_ROOM_MIN_OPEN_MINUTES,
  findOpenVisit,
  findUnusedOwnVisit,
  isDemoDatabase,
  loadParties,
  MINUTE,
  moveVisit,
} from './demo-room-visits.ts';

export { DEMO_ROOM_MIN_OPEN_MINUTES, DEMO_ROOM_REASON } from './demo-room-visits.ts';

/**
 * docs/decisions/222: in the demo, the demo patient always has an online visit with the demo doctor whose room
 * is open now, so two people signing in as them (in two browsers) meet at once. The seed runs once; this keeps
 * it true over time, at start and then every minute, and only on a database the demo seed filled.
 */

/** How often each instance looks; the look is two small queries. */
export const DEMO_ROOM_INTERVAL_MS = 60_000;
/** Instances take turns: one of them creates the visit. */
const DEMO_ROOM_LOCK_KEY = 7_320_453;
/** Starts are on a five-minute mark, as a booked time would be. */
const STEP = 5 * MINUTE;

export type DemoRoomOutcome =
  { action: 'kept' | 'created' | 'moved'; appointmentId: number; start: Date } | { action: 'skipped'; reason: 'not_demo' | 'no_accounts' | 'busy' };

/**
 * The latest start whose room is open now and stays open twice the minimum, and whose time no other visit of
 * the doctor occupies (the booking exclusion constraint would refuse it). Holds count whatever their expiry:
 * the constraint counts them too.
 */
export function chooseDemoStart(now: number, durationMinutes: number, busy: readonly { start: number; end: number }[]): number | undefined {
  const latest = Math.floor((now + VIDEO_WAITING_ROOM_OPENS_MINUTES * MINUTE) / STEP) * STEP;
  const earliest = now + (2 * DEMO_ROOM_MIN_OPEN_MINUTES - VIDEO_GRACE_MINUTES - durationMinutes) * MINUTE;
  // Ten minutes ahead when free: the visitor sees the waiting room first, as a patient would.
  const preferred = Math.min(latest, Math.ceil((now + 10 * MINUTE) / STEP) * STEP);
  for (let start = preferred; start >= earliest; start -= STEP) {
    const end = start + durationMinutes * MINUTE;
    if (!busy.some((span) => span.start < end && span.end > start)) return start;
  }
  return undefined;
}

/**
 * Makes sure the demo patient and the demo doctor have a room open now: keeps the one there is, else moves the
 * keeper's own unused visit to now, else books a new one. Never changes a visit it did not make, nor one
 * anybody used.
 */
export async function ensureDemoVideoVisit(database: Pick<Database, 'db'>, now: Date = new Date()): Promise<DemoRoomOutcome> {
  const at = now.getTime();
  try {
    return await database.db.transaction(async (tx) => {
      // Raw: a lock function, no table to name.
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_ROOM_LOCK_KEY})`);
      if (!(await isDemoDatabase(tx))) return { action: 'skipped', reason: 'not_demo' } as const;
      const parties = await loadParties(tx);
      if (!parties) return { action: 'skipped', reason: 'no_accounts' } as const;
      const open = await findOpenVisit(tx, parties, at);
      if (open) return { action: 'kept', appointmentId: open.id, start: open.start_at } as const;
      const reusable = await findUnusedOwnVisit(tx, parties);
      const start = chooseDemoStart(at, parties.duration, await busySpans(tx, parties.doctor_id, at, reusable));
      if (start === undefined) return { action: 'skipped', reason: 'busy' } as const;
      if (reusable !== undefined) {
        await moveVisit(tx, reusable, parties, start);
        return { action: 'moved', appointmentId: reusable, start: new Date(start) } as const;
      }
      return { action: 'created', appointmentId: await createVisit(tx, parties, start, at), start: new Date(start) } as const;
    });
  } catch (error) {
    // A booking committed into the chosen time meanwhile: the next look picks another.
    if (findPgError(error)?.code === '23P01') return { action: 'skipped', reason: 'busy' };
    throw error;
  }
}

/** Runs `ensureDemoVideoVisit` now and every minute until stopped. Only started when the demo seed is on. */
export function startDemoRoomKeeper(
  database: Pick<Database, 'db'>,
  { intervalMs = DEMO_ROOM_INTERVAL_MS, now = () => new Date(), onError }: { intervalMs?: number; now?: () => Date; onError?: (error: unknown) => void } = {},
) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= ensureDemoVideoVisit(database, now())
      .then(
        () => undefined,
        (error: unknown) => onError?.(error),
      )
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  return {
    /** The first look's end (tests wait for it). */
    settled: () => running ?? Promise.resolve(),
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
