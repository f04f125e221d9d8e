import { and, count, eq, gt, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ValidationError } from '../errors.ts';
import type { ResourceHooks } from '../records/hooks.ts';
import type { Executor } from '../records/write.ts';
import { doctor_services, doctors, promotion_participants, promotions } from '../../db/schema/index.ts';

/**
 * A promotion runs while staff have started it and not finished it, now is within its `start_at`..`end_at`
 * (an open end runs on) and it is not in trash (the public rule, features/visibility/public-rows.ts). Its
 * participating services keep their price and cannot be deleted. The service's row is locked first: a
 * promotion's start locks its services too (features/promotions/commands.ts), so of a price edit and a start
 * at the same moment either the edit lands first and the start prices with it, or the edit sees the
 * promotion running and is refused.
 */
async function inRunningPromotion(executor: Executor, serviceId: number): Promise<boolean> {
  await executor.select({ id: doctor_services.id }).from(doctor_services).where(eq(doctor_services.id, serviceId)).for('update');
  const running = await executor
    .select({ id: promotion_participants.id })
    .from(promotion_participants)
    .innerJoin(promotions, eq(promotions.id, promotion_participants.promotion_id))
    .where(
      and(
        eq(promotion_participants.service_id, serviceId),
        isNull(promotions.deleted_at),
        eq(promotions.status, 'started'),
        or(isNull(promotions.start_at), lte(promotions.start_at, sql`now()`)),
        or(isNull(promotions.end_at), gt(promotions.end_at, sql`now()`)),
      ),
    )
    .limit(1);
  return running.length > 0;
}

/** Writes touching one doctor's defaults run one at a time (two "make default" saves cannot both win). */
const lockDoctor = (executor: Executor, doctorId: unknown) =>
  executor
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.id, Number(doctorId)))
    .for('update');

/** Another live default of the same doctor. */
const otherDefault = alias(doctor_services, 'o');

const sameMoney = (a: unknown, b: unknown) => Number(a) === Number(b);

/**
 * SPEC §5 doctor services, around the generic `doctor-services` writes (resources/doctor-services.ts):
 * exactly one default per doctor — a new default takes the flag from the old one in the same transaction,
 * the default cannot simply be switched off or deleted while other services remain, and a doctor's first
 * service becomes the default; a service of a running promotion keeps its price and cannot be deleted.
 */
export const doctorServiceHooks: ResourceHooks = {
  async beforeWrite(executor, { action, before, values, merged }) {
    if (before && values.doctor_id !== undefined && Number(values.doctor_id) !== Number(before.doctor_id)) {
      throw new ValidationError({ doctor_id: ['service.doctor.fixed'] });
    }
    if (before && values.cost !== undefined && !sameMoney(values.cost, before.cost) && (await inRunningPromotion(executor, Number(before.id)))) {
      throw new ValidationError({ cost: ['service.promotion.price.locked'] }, 'service.promotion.locked');
    }
    if (action === 'update' && before?.is_default === true && merged.is_default === false) {
      throw new ValidationError({ is_default: ['service.default.required'] });
    }
    if (merged.is_default === true && before?.is_default !== true) {
      await lockDoctor(executor, merged.doctor_id);
      await executor
        .update(doctor_services)
        .set({ is_default: false, updated_at: sql`now()` })
        .where(
          and(
            eq(doctor_services.doctor_id, Number(merged.doctor_id)),
            sql`${doctor_services.is_default}`,
            isNull(doctor_services.deleted_at),
            before ? ne(doctor_services.id, Number(before.id)) : undefined,
          ),
        );
    }
  },

  async afterWrite(executor, { action, id, before, after }) {
    const doctorId = Number((after ?? before)?.doctor_id);
    if (action === 'delete') {
      if (await inRunningPromotion(executor, id)) throw new ValidationError({ id: ['service.promotion.delete.locked'] }, 'service.promotion.locked');
      if (before?.is_default === true) {
        await lockDoctor(executor, doctorId);
        const [left] = await executor
          .select({ n: count() })
          .from(doctor_services)
          .where(and(eq(doctor_services.doctor_id, doctorId), isNull(doctor_services.deleted_at)));
        if (left.n > 0) throw new ValidationError({ is_default: ['service.default.delete'] }, 'service.default.delete');
        // Out of the way of the next default; a restore gives the flag back when the doctor has none.
        // Raw: the query builder's update would also move `updated_at` (its $onUpdate), which this one leaves alone.
        await executor.execute(
          sql`update ${doctor_services} set ${sql.identifier(doctor_services.is_default.name)} = false where ${doctor_services.id} = ${id}`,
        );
      }
      return;
    }
    if (!after || after.deleted_at !== null) return;
    // The first live service of a doctor (created, restored, or left alone) is the default.
    await lockDoctor(executor, doctorId);
    await executor
      .update(doctor_services)
      .set({ is_default: true, updated_at: sql`now()` })
      .where(
        and(
          eq(doctor_services.id, id),
          notExists(
            executor
              .select({ id: otherDefault.id })
              .from(otherDefault)
              .where(and(eq(otherDefault.doctor_id, doctorId), sql`${otherDefault.is_default}`, isNull(otherDefault.deleted_at))),
          ),
        ),
      );
  },
};
