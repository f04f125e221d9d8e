import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { cities, clinic_live_status, medical_institutions } from '../../db/schema/index.ts';
import type { Executor } from '../records/write.ts';

/**
 * "A clinic that marks itself in the shelter during an alert needs no other step" (docs/decisions/308): when a
 * region's alert ends, a clinic of the region whose status is reception paused (in the shelter), said during that
 * alert and without an end of its own, ends with it: its end becomes the alert's. A status said before the alert,
 * one with its own end, and every other status stay as the partner set them. Readers already treat a status whose
 * end passed as none (docs/decisions/306), so every page stops showing it at once. Answers how many ended.
 */
export async function endShelterWithAlert(tx: Executor, regionId: number, alert: { started_at: Date; ended_at: Date }): Promise<number> {
  const clinicsOfRegion = tx
    .select({ id: medical_institutions.id })
    .from(medical_institutions)
    .innerJoin(cities, eq(cities.id, medical_institutions.city_id))
    .where(eq(cities.alert_region_id, regionId));
  const ended = await tx
    .update(clinic_live_status)
    // Said after the end was known to us (the feed's news arrives late): it ends when it was said.
    .set({ until: sql`greatest(${alert.ended_at.toISOString()}::timestamptz, ${clinic_live_status.set_at})` })
    .where(
      and(
        eq(clinic_live_status.status, 'paused'),
        isNull(clinic_live_status.until),
        gte(clinic_live_status.set_at, alert.started_at),
        inArray(clinic_live_status.institution_id, clinicsOfRegion),
      ),
    )
    .returning({ id: clinic_live_status.id });
  return ended.length;
}
