import { and, desc, eq, isNull } from 'drizzle-orm';
import { alert_regions, region_alerts } from '../../db/schema/index.ts';
import type { TAlertFeedOutcome, TAlertFeedState } from '../../contracts/alerts.ts';
import type { Executor } from '../records/write.ts';
import { openAlertOfRegion } from './read.ts';
import { endShelterWithAlert } from './shelter.ts';

/**
 * Starting and ending a region's alert (docs/decisions/308), for the signed feed and for staff alike, inside the
 * caller's transaction. At most one alert of a region is open: a start while one is on and an end while none is
 * change nothing.
 */

type RegionRow = typeof alert_regions.$inferSelect;

/** The region, locked until the transaction ends: the changes of one region happen one after another. */
export async function lockRegion(tx: Executor, which: { id: number } | { feed_uid: string }): Promise<RegionRow | undefined> {
  const [region] = await tx
    .select()
    .from(alert_regions)
    .where('id' in which ? eq(alert_regions.id, which.id) : eq(alert_regions.feed_uid, which.feed_uid))
    .for('update');
  return region;
}

export async function startAlert(
  tx: Executor,
  regionId: number,
  { at, source, setBy = null }: { at: Date; source: (typeof region_alerts.$inferInsert)['source']; setBy?: number | null },
): Promise<'started' | 'unchanged'> {
  if (await openAlertOfRegion(tx, regionId)) return 'unchanged';
  await tx.insert(region_alerts).values({ region_id: regionId, started_at: at, source, set_by: setBy });
  return 'started';
}

/** Ends the region's open alert at `at`, and with it the shelter statuses said during it. */
export async function endAlert(tx: Executor, regionId: number, at: Date): Promise<'ended' | 'unchanged'> {
  const open = await openAlertOfRegion(tx, regionId);
  if (!open) return 'unchanged';
  // An end given before its start (clocks apart) closes the alert as it started: never a negative alert.
  const endedAt = at < open.started_at ? open.started_at : at;
  await tx
    .update(region_alerts)
    .set({ ended_at: endedAt, updated_at: new Date() })
    .where(and(eq(region_alerts.id, open.id), isNull(region_alerts.ended_at)));
  await endShelterWithAlert(tx, regionId, { started_at: open.started_at, ended_at: endedAt });
  return 'ended';
}

/** When the region's alerts last changed: the latest alert's end, or its start while it is on; null if it never had one. */
async function lastChangeOf(tx: Executor, regionId: number): Promise<Date | null> {
  const [latest] = await tx
    .select({ started_at: region_alerts.started_at, ended_at: region_alerts.ended_at })
    .from(region_alerts)
    .where(eq(region_alerts.region_id, regionId))
    .orderBy(desc(region_alerts.started_at), desc(region_alerts.id))
    .limit(1);
  return latest ? (latest.ended_at ?? latest.started_at) : null;
}

/**
 * A change a feed reports for a locked region. One older than the region's last change arrived out of order (a
 * relay's retry after a newer call went through) and is ignored: it would undo what is already known to be later.
 */
export async function applyFeedChange(tx: Executor, regionId: number, state: TAlertFeedState, at: Date): Promise<TAlertFeedOutcome> {
  const last = await lastChangeOf(tx, regionId);
  if (last && at < last) return 'out_of_order';
  return state === 'active' ? startAlert(tx, regionId, { at, source: 'feed' }) : endAlert(tx, regionId, at);
}
