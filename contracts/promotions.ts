import { z } from 'zod';

/**
 * SPEC §3, §5, §9 promotion discounts, once for the back office's form and the server (docs/decisions/286).
 * Money is integer kopecks; "at most 4 digits" is the hryvnia part of an amount (9 999 UAH), a percentage is
 * 1–99.
 */
export const DISCOUNT_TYPES = ['amount', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const PROMOTION_KINDS = ['permanent', 'temporary'] as const;
/** SPEC §4: staff start a promotion and finish it; a finished one stays finished. */
export const PROMOTION_STATUSES = ['draft', 'started', 'finished'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** 9 999 UAH in kopecks: four digits of hryvnias. */
export const MAX_DISCOUNT_AMOUNT = 999_900;
export const MAX_DISCOUNT_PERCENTAGE = 99;

export const ZDiscountPercentage = z
  .number({ error: 'admin.promotion.discount.required' })
  .int()
  .min(1, { error: 'admin.promotion.discount.required' })
  .max(MAX_DISCOUNT_PERCENTAGE, { error: 'admin.promotion.percentage.max' });
export const ZDiscountAmount = z
  .number({ error: 'admin.promotion.discount.required' })
  .int()
  .min(1, { error: 'admin.promotion.discount.required' })
  .max(MAX_DISCOUNT_AMOUNT, { error: 'admin.promotion.amount.digits' })
  .describe('integer kopecks, at most 9 999 UAH (four digits)');

export interface Discount {
  discount_type: DiscountType;
  percentage: number | null;
  amount: number | null;
}

/**
 * The price of a service of `cost` kopecks under the discount: a percentage rounds to whole kopecks, an
 * amount is taken off. `null` when the discount is missing or larger than the cost — the discounted cost
 * never goes above the cost nor below zero (SPEC §5).
 */
export function discountedCost(cost: number, discount: Discount): number | null {
  if (discount.discount_type === 'percentage') {
    if (!discount.percentage) return null;
    return Math.round((cost * (100 - discount.percentage)) / 100);
  }
  if (!discount.amount || discount.amount > cost) return null;
  return cost - discount.amount;
}

/** The discount fields a promotion of this type keeps; the other one is cleared. */
export function discountError(discount: Partial<Discount>): { field: 'percentage' | 'amount'; key: string } | null {
  const field = discount.discount_type === 'amount' ? 'amount' : 'percentage';
  const value = discount[field];
  return value === null || value === undefined ? { field, key: 'admin.promotion.discount.required' } : null;
}
