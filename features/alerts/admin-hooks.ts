import { and, inArray, isNull } from 'drizzle-orm';
import { region_alerts } from '../../db/schema/index.ts';
import type { ResourceHooks } from '../records/hooks.ts';

/**
 * The back office's list of alert regions (resources/alert-regions.ts) shows each region's alert: `alert` is `on`
 * or `off` (what the start and end buttons are offered by) and `alert_started_at` when it started. One query a page.
 */
export const alertRegionHooks: ResourceHooks = {
  async present(executor, records) {
    const ids = records.map((record) => Number(record.id));
    const open = await executor
      .select({ region_id: region_alerts.region_id, started_at: region_alerts.started_at })
      .from(region_alerts)
      .where(and(inArray(region_alerts.region_id, ids), isNull(region_alerts.ended_at)));
    const startedAt = new Map(open.map((alert) => [alert.region_id, alert.started_at.toISOString()]));
    for (const record of records) {
      const started = startedAt.get(Number(record.id));
      record.alert = started ? 'on' : 'off';
      record.alert_started_at = started ?? null;
    }
  },
};
