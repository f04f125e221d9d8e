import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ImportColumn } from '../../../contracts/imports.ts';
import type { Db } from '../../../db/client.ts';
import type { legal_entities, medical_institutions } from '../../../db/schema/index.ts';
import { selectRows, type RowOf } from '../../../db/sql.ts';
import type { ResourceDefinition } from '../../../resources/define.ts';
import type { Executor } from '../../records/write.ts';
import type { Cells, RowError } from '../cells.ts';
import { issueError } from '../issues.ts';

/** The whole file is refused before any row is read (SPEC §5 "only when no data exists", SPEC §8 messages). */
export class ImportRefusedError extends Error {
  constructor(
    readonly messageKey: string,
    readonly status: 404 | 409 = 409,
  ) {
    super(messageKey);
    this.name = 'ImportRefusedError';
  }
}

/** One row's outcome: the record to write, or why not. */
export interface RowResult<R> {
  record?: R;
  errors: RowError[];
}

/** An import of one kind into one target, its dictionaries loaded and its precondition checked. */
export interface PreparedImport<R> {
  /** The target's name for the screen and the log. */
  targetName: string;
  /** A data row (cells by column name; `row` is its number in the file) as a record ready to write. */
  row(cells: Cells, row: number): RowResult<R>;
  /** Rules over the whole file (duplicates, one default per doctor); may adjust the records. */
  finish(records: { row: number; record: R }[]): RowError[];
  /** Writes every record inside the caller's transaction, checking the precondition again first. */
  write(tx: Executor, records: R[]): Promise<Record<string, number>>;
}

export interface ImportKindHandler<R> {
  columns: readonly ImportColumn[];
  /** Throws ImportRefusedError when the target is missing (404) or may not be imported into (409). */
  prepare(db: Db, targetId: number): Promise<PreparedImport<R>>;
}

/**
 * The write rule of a field: the resource's own, what a form save is checked against (docs/decisions/295). An
 * import names no field its resource does not state: the module fails to load rather than check a copy.
 */
export function ruleOf(definition: ResourceDefinition, field: string): z.ZodType {
  const schema = definition.create ?? definition.update;
  const rule = (schema?.shape as Record<string, z.ZodType> | undefined)?.[field];
  if (!rule) throw new Error(`The ${definition.name} resource states no rule for ${field}`);
  return rule;
}

/** A record checked by its schema: the parsed value, or the issues as errors on the file's columns. */
export function checkRecord<S extends z.ZodType>(
  schema: S,
  candidate: Record<string, unknown>,
  row: number,
  columnOf: (field: string) => string,
  errors: RowError[],
): z.output<S> | undefined {
  // The input is reported so that a blank cell reads "required" and a wrong one "invalid"; it is not kept.
  const parsed = schema.safeParse(candidate, { reportInput: true });
  if (parsed.success) return parsed.data;
  const seen = new Set(errors.map((error) => error.column));
  for (const issue of parsed.error.issues) {
    const error = issueError(issue, row, columnOf);
    // A cell already refused (a name not found) is not refused again by the record's rule.
    if (!seen.has(error.column)) errors.push(error);
  }
  return undefined;
}

/**
 * Many rows in one statement whatever their number: the rows travel as one JSON parameter and the table's
 * own row type casts each value, so there is one round trip and nothing to quote by hand. The table and its
 * columns are the schema's; `returning` names the columns to answer (integers and texts, as the driver gives them).
 */
export async function insertJson<TTable extends PgTable, TReturning extends Record<string, PgColumn> = Record<string, never>>(
  tx: Executor,
  table: TTable,
  columns: readonly (keyof TTable['$inferInsert'] & string)[],
  rows: readonly Record<string, unknown>[],
  returning?: TReturning,
): Promise<RowOf<TReturning>[]> {
  if (rows.length === 0) return [];
  const tableColumns: Record<string, PgColumn> = getTableColumns(table);
  const list = sql.join(
    columns.map((key) => sql.identifier(tableColumns[key].name)),
    sql`, `,
  );
  const answer = returning
    ? sql` returning ${sql.join(
        Object.entries(returning).map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
        sql`, `,
      )}`
    : sql``;
  // Raw: the query builder binds every value of every row, and a file of 20 000 rows would pass PostgreSQL's 65 535 parameters.
  return selectRows<RowOf<TReturning>>(
    tx,
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(rows)}::json)${answer}`,
  );
}

/** Takes the target's row lock, so two imports into one target run one after the other. */
export async function lockTarget(tx: Executor, table: typeof medical_institutions | typeof legal_entities, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deleted_at)))
    .for('update');
  return rows.length > 0;
}

/** A row to insert: every value left unset becomes the column's default (or null), never a missing key. */
export function withDefaults(row: Record<string, unknown>, defaults: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(defaults)) if (out[key] === undefined || out[key] === null) out[key] = value;
  return out;
}
