import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ImportColumn } from '../../../contracts/imports.ts';
import type { Db } from '../../../db/client.ts';
import { selectRows } from '../../../db/sql.ts';
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
 * The write rule of a field: the resource's own (what a form save is checked against) once the resource
 * has one, else the import's, built from the same shared rules (resources/fields.ts, contracts/).
 */
export function ruleOf(definition: ResourceDefinition, field: string, fallback: z.ZodType): z.ZodType {
  const schema = definition.create ?? definition.update;
  return (schema?.shape as Record<string, z.ZodType> | undefined)?.[field] ?? fallback;
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
 * own row type casts each value, so there is one round trip and nothing to quote by hand.
 */
export async function insertJson<T extends Record<string, unknown>>(
  tx: Executor,
  table: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  returning?: string,
): Promise<T[]> {
  if (rows.length === 0) return [];
  if (![table, ...columns, ...(returning ? returning.split(', ') : [])].every((name) => /^[a-z_]+$/.test(name)))
    throw new Error(`not an identifier in ${table}`);
  const list = sql.raw(columns.join(', '));
  return selectRows<T>(
    tx,
    sql`insert into ${sql.identifier(table)} (${list})
        select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)
        ${returning ? sql.raw(`returning ${returning}`) : sql``}`,
  );
}

/** Takes the target's row lock, so two imports into one target run one after the other. */
export async function lockTarget(tx: Executor, table: 'medical_institutions' | 'legal_entities', id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(tx, sql`select id from ${sql.identifier(table)} where id = ${id} and deleted_at is null for update`);
  return rows.length > 0;
}

/** A row to insert: every value left unset becomes the column's default (or null), never a missing key. */
export function withDefaults(row: Record<string, unknown>, defaults: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(defaults)) if (out[key] === undefined || out[key] === null) out[key] = value;
  return out;
}
