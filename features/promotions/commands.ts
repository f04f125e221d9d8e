import { and, count, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { PromotionStatus } from '../../contracts/promotions.ts';
import type { Database } from '../../db/client.ts';
import { doctor_services, doctors, promotion_participants, promotions } from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { notifyRunningPromotions } from '../notifications/promotion-notices.ts';
import type { Executor } from '../records/write.ts';
import { repriceParticipants } from './pricing.ts';
import { runningAt } from './running.ts';

export interface PromotionState {
  id: number;
  status: PromotionStatus;
  version: number;
}

const lockedColumns = {
  id: promotions.id,
  status: promotions.status,
  discount_type: promotions.discount_type,
  percentage: promotions.percentage,
  amount: promotions.amount,
  start_at: promotions.start_at,
  end_at: promotions.end_at,
};
type LockedPromotion = RowOf<typeof lockedColumns>;

/**
 * The promotion's row, locked for this transaction: participant writes, discount changes, start and finish
 * of one promotion run one at a time (the lock order everywhere: promotion, then participants, then services).
 */
export async function lockPromotion(executor: Executor, id: number): Promise<LockedPromotion | undefined> {
  const [row] = await executor
    .select(lockedColumns)
    .from(promotions)
    .where(and(eq(promotions.id, id), isNull(promotions.deleted_at)))
    .for('update');
  return row;
}

/**
 * Start: the participants' costs are taken anew from their services (a price may have changed while the
 * promotion was a draft) and discounted; the services are locked while that happens, so a price edit either
 * lands before (and is used) or after (and is refused: the service is in a running promotion).
 */
async function start(tx: Executor, promotion: LockedPromotion, at: Date): Promise<void> {
  if (promotion.status !== 'draft') throw new ConflictError('admin.promotion.start.not_draft');
  if (promotion.end_at !== null && promotion.end_at <= at) throw new ConflictError('admin.promotion.start.ended');
  // The participants' rows are locked first: one removed meanwhile is not counted.
  if (!(await repriceParticipants(tx, promotion.id, promotion, { fromServices: true }))) throw new ConflictError('admin.promotion.start.above_cost');
  const [{ participants }] = await tx
    .select({ participants: count() })
    .from(promotion_participants)
    .innerJoin(
      doctor_services,
      and(eq(doctor_services.id, promotion_participants.service_id), isNull(doctor_services.deleted_at), eq(doctor_services.status, 'active')),
    )
    .innerJoin(doctors, and(eq(doctors.id, promotion_participants.doctor_id), isNull(doctors.deleted_at), eq(doctors.status, 'active')))
    .where(eq(promotion_participants.promotion_id, promotion.id));
  if (participants === 0) throw new ConflictError('admin.promotion.start.no_participants');
  await tx
    .update(promotions)
    .set({ status: 'started', start_at: sql`coalesce(${promotions.start_at}, ${at.toISOString()}::timestamptz)` })
    .where(eq(promotions.id, promotion.id));
}

/** Finish: over at once; the end date moves to now unless the promotion never began (it keeps its dates then). */
async function finish(tx: Executor, promotion: LockedPromotion, at: Date): Promise<void> {
  if (promotion.status !== 'started') throw new ConflictError('admin.promotion.finish.not_started');
  const now = sql`${at.toISOString()}::timestamptz`;
  const { start_at, end_at } = promotions;
  await tx
    .update(promotions)
    .set({
      status: 'finished',
      end_at: sql`case when ${start_at} is null or ${start_at} < ${now} then least(coalesce(${end_at}, ${now}), ${now}) else ${end_at} end`,
    })
    .where(eq(promotions.id, promotion.id));
}

/** The `is_promo` flag of the promotion's services follows whether any promotion now runs with them. */
async function markPromoServices(tx: Executor, promotionId: number, at: Date): Promise<void> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const running = exists(
    tx
      .select({ one: sql`1` })
      .from(promotion_participants)
      .innerJoin(promotions, eq(promotions.id, promotion_participants.promotion_id))
      .where(and(eq(promotion_participants.service_id, doctor_services.id), runningAt(now))),
  );
  const ofPromotion = tx
    .select({ service_id: promotion_participants.service_id })
    .from(promotion_participants)
    .where(eq(promotion_participants.promotion_id, promotionId));
  await tx
    .update(doctor_services)
    .set({ is_promo: running })
    .where(and(inArray(doctor_services.id, ofPromotion), sql`${doctor_services.is_promo} <> ${running}`));
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
      const [after] = await tx
        .select({ id: promotions.id, status: promotions.status, version: promotions.version })
        .from(promotions)
        .where(eq(promotions.id, id));
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
