import { asc, eq, sql } from 'drizzle-orm';
import { discountedCost, type Discount } from '../../contracts/promotions.ts';
import { doctor_services, promotion_participants } from '../../db/schema/index.ts';
import { idArray } from '../../db/sql.ts';
import type { Executor } from '../records/write.ts';

/**
 * Prices every participant of a promotion anew under its discount (the promotion's row is already locked by
 * the caller): `fromServices` takes the cost from the services' current prices (a draft, or a start), else
 * the cost each participant joined with stays. Answers false, writing nothing, when the discount is larger
 * than a participant's cost: the discounted cost never goes below zero nor above the cost (SPEC §5).
 */
export async function repriceParticipants(
  executor: Executor,
  promotionId: number,
  discount: Discount,
  { fromServices }: { fromServices: boolean },
): Promise<boolean> {
  const ofPromotion = eq(promotion_participants.promotion_id, promotionId);
  const rows = fromServices
    ? await executor
        .select({ id: promotion_participants.id, cost: doctor_services.cost })
        .from(promotion_participants)
        .innerJoin(doctor_services, eq(doctor_services.id, promotion_participants.service_id))
        .where(ofPromotion)
        .orderBy(asc(promotion_participants.id))
        .for('update', { of: [promotion_participants, doctor_services] })
    : await executor
        .select({ id: promotion_participants.id, cost: promotion_participants.cost })
        .from(promotion_participants)
        .where(ofPromotion)
        .orderBy(asc(promotion_participants.id))
        .for('update');
  const priced = rows.map((row) => ({ id: row.id, cost: Number(row.cost), discounted: discountedCost(Number(row.cost), discount) }));
  if (priced.some((row) => row.discounted === null)) return false;
  if (priced.length === 0) return true;
  // Raw: one update joined to the priced rows as `unnest` of three bound arrays, which the builder's update cannot join.
  await executor.execute(sql`
    update promotion_participants pp set cost = v.cost, cost_with_discount = v.discounted, updated_at = now()
    from unnest(${idArray(priced.map((row) => row.id))}, ${idArray(priced.map((row) => row.cost))}, ${idArray(priced.map((row) => row.discounted!))}) as v(id, cost, discounted)
    where pp.id = v.id and (pp.cost <> v.cost or pp.cost_with_discount <> v.discounted)`);
  return true;
}
