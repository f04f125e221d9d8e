import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alert_regions, cities, medical_institutions, region_alerts } from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TActiveAlert } from '../../contracts/alerts.ts';
import type { Executor } from '../records/write.ts';

/**
 * Reading the air-raid alerts that are on (docs/decisions/308), for the pages of a region's clinics and doctors and
 * for the API. An alert is on from its start until its end is written; readers ask the primary database, so a page
 * shows an alert, or stops showing it, with the next request after the call that changed it.
 */

const activeColumns = (locale: Locale) => ({
  region_id: alert_regions.id,
  feed_uid: alert_regions.feed_uid,
  name: locale === 'ru' ? alert_regions.name_ru : alert_regions.name_ua,
  started_at: region_alerts.started_at,
  source: region_alerts.source,
});

const toActiveAlert = (row: RowOf<ReturnType<typeof activeColumns>>): TActiveAlert => ({
  region: { id: row.region_id, feed_uid: row.feed_uid, name: row.name },
  started_at: row.started_at.toISOString(),
  source: row.source,
});

/** Every alert on now, the longest first. */
export async function activeAlerts(db: Pick<Db, 'select'>, locale: Locale): Promise<TActiveAlert[]> {
  const rows = await db
    .select(activeColumns(locale))
    .from(region_alerts)
    .innerJoin(alert_regions, eq(alert_regions.id, region_alerts.region_id))
    .where(isNull(region_alerts.ended_at))
    .orderBy(asc(region_alerts.started_at), asc(alert_regions.id));
  return rows.map(toActiveAlert);
}

/**
 * The alert regions of these clinics' cities (a page that keeps its alerts up to date watches them) and the alerts on
 * now in them, one per region, the longest first: one read of the clinics' regions for both.
 */
export async function alertsOfInstitutions(
  db: Pick<Db, 'selectDistinct'>,
  institutionIds: readonly number[],
  locale: Locale,
): Promise<{ regionIds: number[]; alerts: TActiveAlert[] }> {
  if (!institutionIds.length) return { regionIds: [], alerts: [] };
  const { started_at, source, ...region } = activeColumns(locale);
  const rows = await db
    .selectDistinct({ ...region, started_at, source })
    .from(medical_institutions)
    .innerJoin(cities, eq(cities.id, medical_institutions.city_id))
    .innerJoin(alert_regions, eq(alert_regions.id, cities.alert_region_id))
    .leftJoin(region_alerts, and(eq(region_alerts.region_id, alert_regions.id), isNull(region_alerts.ended_at)))
    .where(inArray(medical_institutions.id, [...institutionIds]))
    .orderBy(asc(region_alerts.started_at), asc(alert_regions.id));
  return {
    regionIds: rows.map((row) => row.region_id).sort((a, b) => a - b),
    alerts: rows.flatMap((row) => (row.started_at && row.source ? [toActiveAlert({ ...row, started_at: row.started_at, source: row.source })] : [])),
  };
}

/** The open alert of a region, if any. */
export async function openAlertOfRegion(executor: Executor, regionId: number) {
  const [open] = await executor
    .select()
    .from(region_alerts)
    .where(and(eq(region_alerts.region_id, regionId), isNull(region_alerts.ended_at)));
  return open;
}

/** The alert on now in one region, for an answer. */
export async function activeAlertOfRegion(db: Pick<Db, 'select'>, regionId: number, locale: Locale): Promise<TActiveAlert | null> {
  const [row] = await db
    .select(activeColumns(locale))
    .from(region_alerts)
    .innerJoin(alert_regions, eq(alert_regions.id, region_alerts.region_id))
    .where(and(eq(region_alerts.region_id, regionId), isNull(region_alerts.ended_at)));
  return row ? toActiveAlert(row) : null;
}
