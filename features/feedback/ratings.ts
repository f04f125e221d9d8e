import { and, eq, isNull, sql } from 'drizzle-orm';
import { doctors, medical_institutions, reviews } from '../../db/schema/index.ts';
import type { Executor } from '../records/write.ts';

export interface RatingTarget {
  kind: 'doctor' | 'institution';
  id: number;
}

const TABLES = {
  doctor: { table: doctors, reviewColumn: reviews.doctor_id },
  institution: { table: medical_institutions, reviewColumn: reviews.institution_id },
} as const;

/** The doctors and institutions a review belonged to before a write and belongs to after it. */
export function ratingTargets(...rows: ({ doctor_id?: unknown; institution_id?: unknown } | null)[]): RatingTarget[] {
  const keys = new Set<string>();
  for (const row of rows) {
    if (typeof row?.doctor_id === 'number') keys.add(`doctor:${row.doctor_id}`);
    if (typeof row?.institution_id === 'number') keys.add(`institution:${row.institution_id}`);
  }
  // A fixed order (kind, then id) so two writes locking the same rows never wait on each other in a cycle.
  return [...keys].sort().map((key) => {
    const [kind, id] = key.split(':');
    return { kind: kind as RatingTarget['kind'], id: Number(id) };
  });
}

/**
 * Sets `rating` and `reviews_count` of each target to the mean (two decimals, as the seed does) and the
 * number of its published reviews outside trash; 0 and 0 without any. The target row is locked first, so
 * on PostgreSQL a concurrent publish waits, and the recount that follows (a new statement, a new
 * snapshot under READ COMMITTED) sees the other transaction's review: two parallel publishes both count.
 *
 * The lock is FOR NO KEY UPDATE, the one the UPDATE takes anyway: writing a review row twice in one
 * transaction makes PostgreSQL re-check its foreign key, which holds a KEY SHARE lock on the doctor, and
 * FOR UPDATE would then deadlock against another transaction doing the same.
 */
export async function recomputeRatings(executor: Executor, targets: readonly RatingTarget[]): Promise<void> {
  for (const { kind, id } of targets) {
    const { table, reviewColumn } = TABLES[kind];
    await executor.select({ id: table.id }).from(table).where(eq(table.id, id)).for('no key update');
    const published = and(eq(reviewColumn, id), eq(reviews.status, 'published'), isNull(reviews.deleted_at));
    await executor
      .update(table)
      .set({
        rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${published}), 0)`,
        reviews_count: sql`(select count(*)::int from ${reviews} where ${published})`,
      })
      .where(eq(table.id, id));
  }
}
