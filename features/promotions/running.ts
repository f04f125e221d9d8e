import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { promotions } from '../../db/schema/index.ts';

/**
 * A promotion that is running at `at` (a moment, or the statement's `now()`): started, not in the trash, and its
 * window, each end open when unset, holds the moment. What a service's locked price and its discounted cost ask.
 */
export function runningAt(at: Date | SQL): SQL {
  return and(
    eq(promotions.status, 'started'),
    isNull(promotions.deleted_at),
    or(isNull(promotions.start_at), lte(promotions.start_at, at)),
    or(isNull(promotions.end_at), gt(promotions.end_at, at)),
  ) as SQL;
}
