import { sql } from 'drizzle-orm';
import type { Discount, PromotionStatus } from '../../contracts/promotions.ts';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/sql.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { notifyRunningPromotions } from '../notifications/promotion-notices.ts';
import type { Executor } from '../records/write.ts';
import { repriceParticipants } from './pricing.ts';

export interface PromotionState {
  id: number;
  status: PromotionStatus;
  version: number;
}

interface LockedPromotion extends Discount {
  id: number;
  status: PromotionStatus;
  start_at: Date | string | null;
  end_at: Date | string | null;
}

/**
 * The promotion's row, locked for this transaction: participant writes, discount changes, start and finish
 * of one promotion run one at a time (the lock order everywhere: promotion, then participants, then services).
 */
export async function lockPromotion(executor: Executor, id: number): Promise<LockedPromotion | undefined> {
  const [row] = await selectRows<LockedPromotion>(
    executor,
    sql`select id, status, discount_type, percentage, amount, start_at, end_at from promotions where id = ${id} and deleted_at is null for update`,
  );
  return row;
}

/**
 * Start: the participants' costs are taken anew from their services (a price may have changed while the
 * promotion was a draft) and discounted; the services are locked while that happens, so a price edit either
 * lands before (and is used) or after (and is refused: the service is in a running promotion).
 */
async function start(tx: Executor, promotion: LockedPromotion, at: Date): Promise<void> {
  if (promotion.status !== 'draft') throw new ConflictError('admin.promotion.start.not_draft');
  if (promotion.end_at !== null && new Date(promotion.end_at) <= at) throw new ConflictError('admin.promotion.start.ended');
  // The participants' rows are locked first: one removed meanwhile is not counted.
  if (!(await repriceParticipants(tx, promotion.id, promotion, { fromServices: true }))) throw new ConflictError('admin.promotion.start.above_cost');
  const [{ count }] = await selectRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from promotion_participants pp
        join doctor_services s on s.id = pp.service_id and s.deleted_at is null and s.status = 'active'
        join doctors d on d.id = pp.doctor_id and d.deleted_at is null and d.status = 'active'
        where pp.promotion_id = ${promotion.id}`,
  );
  if (count === 0) throw new ConflictError('admin.promotion.start.no_participants');
  await tx.execute(sql`update promotions set status = 'started', start_at = coalesce(start_at, ${at.toISOString()}::timestamptz) where id = ${promotion.id}`);
}

/** Finish: over at once; the end date moves to now unless the promotion never began (it keeps its dates then). */
async function finish(tx: Executor, promotion: LockedPromotion, at: Date): Promise<void> {
  if (promotion.status !== 'started') throw new ConflictError('admin.promotion.finish.not_started');
  const now = sql`${at.toISOString()}::timestamptz`;
  await tx.execute(sql`
    update promotions set status = 'finished',
      end_at = case when start_at is null or start_at < ${now} then least(coalesce(end_at, ${now}), ${now}) else end_at end
    where id = ${promotion.id}`);
}

/** The `is_promo` flag of the promotion's services follows whether any promotion now runs with them. */
async function markPromoServices(tx: Executor, promotionId: number, at: Date): Promise<void> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const running = sql`exists (
    select 1 from promotion_participants pp join promotions p on p.id = pp.promotion_id
    where pp.service_id = s.id and p.status = 'started' and p.deleted_at is null
      and (p.start_at is null or p.start_at <= ${now}) and (p.end_at is null or p.end_at > ${now}))`;
  await tx.execute(sql`
    update doctor_services s set is_promo = ${running}
    where s.id in (select service_id from promotion_participants where promotion_id = ${promotionId}) and s.is_promo <> ${running}`);
}

/**
 * SPEC §4 "Promotion: start and finish actions" (docs/decisions/286), each in one transaction around the
 * promotion's row lock, logged as the staff member's action. Starting then notifies the patients whose
 * favourite doctors or clinics take part (features/notifications/promotion-notices.ts, once per patient).
 */
export function createPromotionCommands(database: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  async function run(action: 'start' | 'finish', id: number, user: SessionUser | null): Promise<PromotionState> {
    const at = now();
    const state = await database.db.transaction(async (tx) => {
      const promotion = await lockPromotion(tx, id);
      if (!promotion) throw new NotFoundError();
      await (action === 'start' ? start : finish)(tx, promotion, at);
      await markPromoServices(tx, id, at);
      const [after] = await selectRows<PromotionState>(tx, sql`select id, status, version from promotions where id = ${id}`);
      await logStaffAction(tx, user, { action, resource: 'promotions', recordId: id, changes: { status: { before: promotion.status, after: after.status } } });
      return after;
    });
    // The start stands even if telling patients fails now: the booking sweep sends the same notices on its next run.
    if (action === 'start') await notifyRunningPromotions(database.db, at).catch(() => 0);
    return state;
  }

  return {
    start: (id: number, user: SessionUser | null) => run('start', id, user),
    finish: (id: number, user: SessionUser | null) => run('finish', id, user),
  };
}
