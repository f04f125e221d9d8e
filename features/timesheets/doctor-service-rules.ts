import { sql } from 'drizzle-orm';
import { ValidationError } from '../errors.ts';
import type { ResourceHooks } from '../records/hooks.ts';
import type { Executor } from '../records/write.ts';
import { selectRows } from '../../db/sql.ts';

/**
 * A promotion runs while staff have started it and not finished it, now is within its `start_at`..`end_at`
 * (an open end runs on) and it is not in trash (the public rule, features/visibility/public-rows.ts). Its
 * participating services keep their price and cannot be deleted. The service's row is locked first: a
 * promotion's start locks its services too (features/promotions/commands.ts), so of a price edit and a start
 * at the same moment either the edit lands first and the start prices with it, or the edit sees the
 * promotion running and is refused.
 */
async function inRunningPromotion(executor: Executor, serviceId: number): Promise<boolean> {
  await executor.execute(sql`select id from doctor_services where id = ${serviceId} for update`);
  const [row] = await selectRows<{ running: boolean }>(
    executor,
    sql`select exists (
          select 1 from promotion_participants pp join promotions p on p.id = pp.promotion_id
          where pp.service_id = ${serviceId} and p.deleted_at is null and p.status = 'started'
            and (p.start_at is null or p.start_at <= now()) and (p.end_at is null or p.end_at > now())) as running`,
  );
  return row.running;
}

/** Writes touching one doctor's defaults run one at a time (two "make default" saves cannot both win). */
const lockDoctor = (executor: Executor, doctorId: unknown) => executor.execute(sql`select id from doctors where id = ${Number(doctorId)} for update`);

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
      await executor.execute(sql`
        update doctor_services set is_default = false, updated_at = now()
        where doctor_id = ${Number(merged.doctor_id)} and is_default and deleted_at is null
          ${before ? sql`and id <> ${Number(before.id)}` : sql``}`);
    }
  },

  async afterWrite(executor, { action, id, before, after }) {
    const doctorId = Number((after ?? before)?.doctor_id);
    if (action === 'delete') {
      if (await inRunningPromotion(executor, id)) throw new ValidationError({ id: ['service.promotion.delete.locked'] }, 'service.promotion.locked');
      if (before?.is_default === true) {
        await lockDoctor(executor, doctorId);
        const [left] = await selectRows<{ n: number }>(
          executor,
          sql`select count(*)::int as n from doctor_services where doctor_id = ${doctorId} and deleted_at is null`,
        );
        if (left.n > 0) throw new ValidationError({ is_default: ['service.default.delete'] }, 'service.default.delete');
        // Out of the way of the next default; a restore gives the flag back when the doctor has none.
        await executor.execute(sql`update doctor_services set is_default = false where id = ${id}`);
      }
      return;
    }
    if (!after || after.deleted_at !== null) return;
    // The first live service of a doctor (created, restored, or left alone) is the default.
    await lockDoctor(executor, doctorId);
    await executor.execute(sql`
      update doctor_services set is_default = true, updated_at = now()
      where id = ${id} and not exists (select 1 from doctor_services o where o.doctor_id = ${doctorId} and o.is_default and o.deleted_at is null)`);
  },
};
