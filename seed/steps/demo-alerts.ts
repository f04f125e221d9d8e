import { eq, isNull } from 'drizzle-orm';
import { alert_regions, cities, clinic_live_status, medical_institutions, region_alerts } from '../../db/schema/index.ts';
import { ALERT_REGIONS, KYIV_CITY_FEED_UID, regionKey } from '../../features/alerts/regions.ts';
import type { SeedContext } from './context.ts';

/**
 * Air-raid alerts by region in the demo (docs/decisions/308). The regions come with migration 0040, which also finds
 * the region of every city a deployment has; the seed makes its cities after that, and a reset of the demo empties
 * every table, so this step adds any region missing and finds the region of each city it made, by the same rule.
 */
export async function seedAlertRegions(context: SeedContext): Promise<void> {
  const { db } = context;
  await db
    .insert(alert_regions)
    .values([...ALERT_REGIONS])
    .onConflictDoNothing({ target: alert_regions.feed_uid });
  const regions = await db.select({ id: alert_regions.id, name_ua: alert_regions.name_ua }).from(alert_regions);
  const byKey = new Map(regions.map((region) => [regionKey(region.name_ua), region.id]));
  const unmapped = await db.select({ id: cities.id, region_ua: cities.region_ua }).from(cities).where(isNull(cities.alert_region_id));
  for (const city of unmapped) {
    const regionId = city.region_ua ? byKey.get(regionKey(city.region_ua)) : undefined;
    if (regionId) await db.update(cities).set({ alert_region_id: regionId }).where(eq(cities.id, city.id));
  }
}

/**
 * An alert on in one region where demo clinics are: the region of the clinic whose reception is paused (in the
 * shelter, seed/steps/demo-clinic-status.ts), so the demo shows both together, else Kyiv. It started half an hour
 * before the demo's day began, before that clinic went to the shelter: staff ending it ends the shelter too.
 */
export async function seedDemoAlert(context: SeedContext): Promise<void> {
  const { db } = context;
  const [sheltered] = await db
    .select({ region_id: cities.alert_region_id })
    .from(clinic_live_status)
    .innerJoin(medical_institutions, eq(medical_institutions.id, clinic_live_status.institution_id))
    .innerJoin(cities, eq(cities.id, medical_institutions.city_id))
    .where(eq(clinic_live_status.status, 'paused'))
    .orderBy(clinic_live_status.id)
    .limit(1);
  const [kyiv] = await db.select({ id: alert_regions.id }).from(alert_regions).where(eq(alert_regions.feed_uid, KYIV_CITY_FEED_UID));
  const regionId = sheltered?.region_id ?? kyiv?.id;
  if (!regionId) return;
  await db.insert(region_alerts).values({ region_id: regionId, started_at: new Date(context.today.getTime() - 30 * 60_000), source: 'feed' });
  context.log(`air-raid alert on in region ${regionId}`);
}
