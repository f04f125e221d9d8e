import { and, eq, isNull, ne } from 'drizzle-orm';
import { discountedCost } from '../../contracts/promotions.ts';
import { doctor_services, doctor_workplaces, promotion_participants, promotions } from '../../db/schema/index.ts';
import { ValidationError } from '../errors.ts';
import type { ResourceHooks } from '../records/hooks.ts';
import type { Executor } from '../records/write.ts';
import { lockPromotion } from './commands.ts';

const SAVE_ERROR = 'admin.promotion.participant.save.error';

/** The service, read under a share lock: its price cannot change until this write commits (and then is frozen if the promotion runs). */
async function serviceOf(executor: Executor, serviceId: number) {
  const [row] = await executor
    .select({ doctor_id: doctor_services.doctor_id, specialization_id: doctor_services.specialization_id, cost: doctor_services.cost })
    .from(doctor_services)
    .where(and(eq(doctor_services.id, serviceId), isNull(doctor_services.deleted_at)))
    .for('share');
  return row;
}

const worksAt = async (executor: Executor, doctorId: number, institutionId: number) =>
  (
    await executor
      .select({ doctor_id: doctor_workplaces.doctor_id })
      .from(doctor_workplaces)
      .where(and(eq(doctor_workplaces.doctor_id, doctorId), eq(doctor_workplaces.institution_id, institutionId)))
  ).length > 0;

/**
 * SPEC §3, §5 participants around the generic `promotion-participants` writes (docs/decisions/286): the
 * caller names the doctor and the service (specialization and institution optional); the server takes the
 * cost from the service and the discounted cost from the promotion's discount, never above the cost nor
 * below zero, and keeps one participant per promotion and service. Every write of one promotion's
 * participants runs under that promotion's row lock (features/promotions/commands.ts), so two staff adding
 * the same service at once get one row and one refusal. A finished promotion's participants stay as they ran.
 */
export const participantHooks: ResourceHooks = {
  async beforeWrite(executor, { before, values, merged }) {
    const promotion = await lockPromotion(executor, Number(merged.promotion_id));
    if (!promotion) throw new ValidationError({ promotion_id: ['admin.promotion.participant.promotion.missing'] }, SAVE_ERROR);
    if (before && Number(before.promotion_id) !== promotion.id)
      throw new ValidationError({ promotion_id: ['admin.promotion.participant.promotion.fixed'] }, SAVE_ERROR);
    if (promotion.status === 'finished') throw new ValidationError({ promotion_id: ['admin.promotion.participant.finished'] }, SAVE_ERROR);
    const serviceId = Number(merged.service_id);
    const service = await serviceOf(executor, serviceId);
    if (!service || service.doctor_id !== Number(merged.doctor_id))
      throw new ValidationError({ service_id: ['admin.promotion.participant.service.doctor'] }, SAVE_ERROR);
    const institution = merged.institution_id === null || merged.institution_id === undefined ? null : Number(merged.institution_id);
    if (institution !== null && !(await worksAt(executor, service.doctor_id, institution))) {
      throw new ValidationError({ institution_id: ['admin.promotion.participant.institution.doctor'] }, SAVE_ERROR);
    }
    const [taken] = await executor
      .select({ id: promotion_participants.id })
      .from(promotion_participants)
      .where(
        and(
          eq(promotion_participants.promotion_id, promotion.id),
          eq(promotion_participants.service_id, serviceId),
          before ? ne(promotion_participants.id, Number(before.id)) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw new ValidationError({ service_id: ['admin.promotion.participant.taken'] }, SAVE_ERROR);
    // A running promotion keeps the price a participant joined with; a changed service is priced anew.
    const keep = before && Number(before.service_id) === serviceId && promotion.status === 'started';
    const cost = keep ? Number(before.cost) : Number(service.cost);
    const discounted = discountedCost(cost, promotion);
    if (discounted === null) throw new ValidationError({ service_id: ['admin.promotion.participant.above_cost'] }, SAVE_ERROR);
    return { ...values, specialization_id: merged.specialization_id ?? service.specialization_id, cost, cost_with_discount: discounted };
  },

  async afterWrite(executor, { action, before }) {
    if (action !== 'delete' || !before) return;
    const [promotion] = await executor
      .select({ status: promotions.status })
      .from(promotions)
      .where(eq(promotions.id, Number(before.promotion_id)));
    if (promotion?.status === 'finished')
      throw new ValidationError({ id: ['admin.promotion.participant.finished'] }, 'admin.promotion.participant.delete.error');
  },
};
