import { randomUUID } from 'node:crypto';
import { and, asc, gt, lt, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { video_signals } from '../../db/schema/index.ts';
import { epochMs } from '../../db/sql.ts';
import type { VideoEvent } from './events.ts';

/** The one channel every app instance listens on. */
export const VIDEO_CHANNEL = 'vizyt_video';
/** Events are read back this long after they were written; older ones are of no use to a live call. */
const READ_WINDOW_SECONDS = 30;
/** Rows older than this are deleted. */
const KEEP_MINUTES = 5;
/** A row written this long ago has surely committed: the read floor may pass it. */
const SETTLED_MS = 5_000;

export interface VideoBusOptions {
  /** Delivers an event written by another app instance to this one's sockets. */
  onEvent: (event: VideoEvent) => void;
  onError?: (error: unknown) => void;
  /** While anyone is connected here, read the table this often even without a NOTIFY (one lost is then late, not lost). */
  pollMs?: number;
}

/**
 * Signaling across app instances through PostgreSQL (docs/decisions/215). An event is a row of
 * `video_signals`; the same statement NOTIFYs the channel with no payload (an SDP may exceed NOTIFY's 8000
 * bytes). Every instance, on each NOTIFY, reads the rows it has not delivered yet, in id order, one read at
 * a time. A row's id is taken before it commits, so a row may appear after a larger id was read: reads
 * therefore look back over recent rows and skip the ids already delivered, and the floor only passes
 * rows that settled. After a lost connection the listener calls back with null and the bus reads anew.
 */
export function createVideoBus(database: Database, { onEvent, onError = () => undefined, pollMs = 2_000 }: VideoBusOptions) {
  const origin = randomUUID();
  const delivered = new Map<number, number>();
  let floor = 0;
  let reading: Promise<void> | null = null;
  let again = false;
  let unlisten: (() => Promise<void>) | null = null;
  let poller: NodeJS.Timeout | null = null;
  let lastCleanup = 0;
  let stopped = false;

  async function readOnce(): Promise<void> {
    const { id: signalId, event, created_at } = video_signals;
    const rows = await database.db
      .select({ id: signalId, event, age_ms: sql<number>`${epochMs(sql`now()`)} - ${epochMs(sql`${created_at}`)}`.mapWith(Number) })
      .from(video_signals)
      .where(and(gt(signalId, floor), ne(video_signals.origin, origin), sql`${created_at} > now() - make_interval(secs => ${READ_WINDOW_SECONDS})`))
      .orderBy(asc(signalId));
    const at = Date.now();
    for (const row of rows) {
      const id = row.id;
      if (row.age_ms > SETTLED_MS && id > floor) floor = id;
      if (delivered.has(id)) continue;
      delivered.set(id, at);
      if (stopped) return;
      try {
        // The jsonb column comes back parsed: it holds what `publish` wrote.
        onEvent(row.event as VideoEvent);
      } catch (error) {
        onError(error);
      }
    }
    for (const [id, when] of delivered) if (at - when > READ_WINDOW_SECONDS * 2_000 || id <= floor) delivered.delete(id);
  }

  /** Reads now, or once more after the read in flight. */
  function read(): void {
    if (stopped) return;
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      do {
        again = false;
        await readOnce().catch(onError);
      } while (again && !stopped);
    })().finally(() => {
      reading = null;
    });
  }

  return {
    origin,
    async start(): Promise<void> {
      const [row] = await database.db
        .select({ last: max(video_signals.id) })
        .from(video_signals)
        .catch((error: unknown) => {
          onError(error);
          return [{ last: 0 }];
        });
      floor = row?.last ?? 0;
      unlisten = await database.listen(VIDEO_CHANNEL, () => read());
    },
    /** Writes an event for the other app instances (this one delivered it already). */
    async publish(event: VideoEvent): Promise<void> {
      // Raw: one statement writes the row and NOTIFYs only once it is written (a data-modifying CTE).
      await database.rows(
        sql`with written as (insert into video_signals (origin, event) values (${origin}, ${JSON.stringify(event)}::jsonb) returning id)
          select pg_notify(${VIDEO_CHANNEL}, '') from written`,
      );
      if (Date.now() - lastCleanup > 60_000) {
        lastCleanup = Date.now();
        await database.db
          .delete(video_signals)
          .where(lt(video_signals.created_at, sql`now() - make_interval(mins => ${KEEP_MINUTES})`))
          .catch(onError);
      }
    },
    /** Polls while this instance has connections (a NOTIFY lost on the way is then read a little later). */
    setActive(active: boolean): void {
      if (active && !poller && !stopped) {
        poller = setInterval(read, pollMs);
        poller.unref();
      } else if (!active && poller) {
        clearInterval(poller);
        poller = null;
      }
    },
    async stop(): Promise<void> {
      stopped = true;
      if (poller) clearInterval(poller);
      await unlisten?.().catch(() => undefined);
      await reading;
    },
  };
}

export type VideoBus = ReturnType<typeof createVideoBus>;
