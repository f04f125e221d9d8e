import { between, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FilterOperator } from '../../contracts/list-query.ts';
import type { ColumnKind } from './values.ts';

/**
 * The closed operator set of ARCHITECTURE §3 mapped to SQL: the only place where a filter becomes a
 * condition. Columns come from the resource's whitelist, values are bound as parameters.
 */
interface OperatorRule {
  /** How many typed values the operator takes: one, a list, exactly two, or a flag. */
  arity: 'one' | 'list' | 'pair' | 'flag';
  /** Column kinds the operator applies to; absent: every kind. */
  kinds?: readonly ColumnKind[];
  toSql(column: PgColumn, value: unknown): SQL;
}

const ordered: readonly ColumnKind[] = ['integer', 'number', 'timestamp', 'date', 'text'];

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export const OPERATORS: Record<FilterOperator, OperatorRule> = {
  $eq: { arity: 'one', toSql: (column, value) => eq(column, value) },
  $ne: { arity: 'one', toSql: (column, value) => ne(column, value) },
  $in: { arity: 'list', toSql: (column, values) => inArray(column, values as unknown[]) },
  $notIn: { arity: 'list', toSql: (column, values) => notInArray(column, values as unknown[]) },
  $lt: { arity: 'one', kinds: ordered, toSql: (column, value) => lt(column, value) },
  $lte: { arity: 'one', kinds: ordered, toSql: (column, value) => lte(column, value) },
  $gt: { arity: 'one', kinds: ordered, toSql: (column, value) => gt(column, value) },
  $gte: { arity: 'one', kinds: ordered, toSql: (column, value) => gte(column, value) },
  $between: {
    arity: 'pair',
    kinds: ordered,
    toSql: (column, values) => {
      const [from, to] = values as [unknown, unknown];
      return between(column, from, to);
    },
  },
  $contains: { arity: 'one', kinds: ['text'], toSql: (column, value) => ilike(column, `%${escapeLike(String(value))}%`) },
  $null: { arity: 'flag', toSql: (column, isEmpty) => (isEmpty ? isNull(column) : isNotNull(column)) },
};

/** Search: case-insensitive substring in any of the searchable columns (a trigram index serves ILIKE). */
export function searchCondition(columns: PgColumn[], text: string): SQL | undefined {
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
