import { discountError, type Discount } from '../../contracts/promotions.ts';
import { ValidationError } from '../errors.ts';
import type { ResourceHooks } from '../records/hooks.ts';
import type { ResourceRecord } from '../records/types.ts';
import { repriceParticipants } from './pricing.ts';

const time = (value: unknown) => (value === null || value === undefined || value === '' ? null : new Date(value as string).getTime());
const discountOf = (record: ResourceRecord): Discount => ({
  discount_type: record.discount_type === 'amount' ? 'amount' : 'percentage',
  percentage: (record.percentage as number | null) ?? null,
  amount: (record.amount as number | null) ?? null,
});
const sameDiscount = (a: ResourceRecord, b: ResourceRecord) => a.discount_type === b.discount_type && a.percentage === b.percentage && a.amount === b.amount;

/**
 * SPEC §3, §5 promotion rules around the generic `promotions` writes (resources/promotions.ts,
 * docs/decisions/286): the discount of the chosen type is required (the other one is cleared), a temporary
 * promotion has an end after its start, and a changed discount prices the participants anew in the same
 * transaction — refused when it would take a participant's cost below zero. The status changes only by the
 * start and finish actions (features/promotions/commands.ts).
 */
export const promotionHooks: ResourceHooks = {
  async beforeWrite(_executor, { values, merged }) {
    const missing = discountError(discountOf(merged));
    if (missing) throw new ValidationError({ [missing.field]: [missing.key] }, 'admin.promotion.discount.required');
    const [start, end] = [time(merged.start_at), time(merged.end_at)];
    if (merged.kind !== 'permanent' && end === null) throw new ValidationError({ end_at: ['admin.promotion.end.required'] });
    if (start !== null && end !== null && end <= start) throw new ValidationError({ end_at: ['admin.promotion.end.before_start'] });
    const other = merged.discount_type === 'amount' ? 'percentage' : 'amount';
    const stored: ResourceRecord = { ...values };
    if (merged[other] !== null && merged[other] !== undefined) stored[other] = null;
    return stored;
  },

  async afterWrite(executor, { action, id, before, after }) {
    if (action !== 'update' || !before || !after || sameDiscount(before, after)) return;
    // The promotion's row is locked by the update itself: participant writes of this promotion wait for it.
    const field = after.discount_type === 'amount' ? 'amount' : 'percentage';
    if (!(await repriceParticipants(executor, id, discountOf(after), { fromServices: after.status === 'draft' }))) {
      throw new ValidationError({ [field]: ['admin.promotion.discount.above_cost'] });
    }
  },
};
