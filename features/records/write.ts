import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { translateDatabaseError } from './db-errors.ts';
import { RecordsChangedError } from './errors.ts';
import { type ResourceColumns } from './query.ts';
import { slugify } from '../../contracts/slug.ts';
import type { ResourceRecord } from './types.ts';
import { VERSION_FIELD } from './versions.ts';

/** The database or a transaction on it. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Runs one write; a refusal of the database the caller can fix becomes a 422 / 409 (per-item path in batches). */
async function guarded<T>(definition: ResourceDefinition, columns: ResourceColumns, prefix: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw translateDatabaseError(error, definition, Object.keys(columns.all), prefix) ?? error;
  }
}

/**
 * The slug of a record created without one: its `slugFrom` texts (default the Ukrainian name) transliterated,
 * with `-2`, `-3`, … when a live record holds it already (two doctors of one name). Undefined without a text.
 */
async function derivedSlug(executor: Executor, columns: ResourceColumns, row: ResourceRecord): Promise<string | undefined> {
  const texts = (columns.definition.slugFrom ?? ['name_ua']).map((name) => row[name]).filter((text) => typeof text === 'string' && text.trim() !== '');
  const base = texts.length ? slugify(texts.join(' ')) : '';
  if (!base) return undefined;
  const slug = columns.all.slug;
  const taken = await executor
    .select({ slug })
    .from(columns.table)
    .where(and(sql`(${slug} = ${base} or ${slug} ~ ${`^${base}-[0-9]+$`})`, ...columns.baseConditions('without')));
  const used = new Set(taken.map((item) => item.slug as string));
  let candidate = base;
  for (let n = 2; used.has(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * The wire's ISO strings of timestamp columns as dates, whatever hook ran before: Drizzle maps a timestamp
 * parameter with `toISOString()` and would fail with a 500 on a string. An unreadable one is left for the
 * database to refuse (22007, answered 422).
 */
function withDates(columns: ResourceColumns, values: ResourceRecord): ResourceRecord {
  const out: ResourceRecord = { ...values };
  for (const [name, value] of Object.entries(values)) {
    const column = (columns.all as Record<string, { columnType?: string } | undefined>)[name];
    if (typeof value === 'string' && column?.columnType === 'PgTimestamp' && !Number.isNaN(Date.parse(value))) out[name] = new Date(value);
  }
  return out;
}

export async function insertRecord(executor: Executor, columns: ResourceColumns, values: ResourceRecord, prefix = ''): Promise<number> {
  const { definition, table } = columns;
  const row: ResourceRecord = withDates(columns, { ...values, ...definition.scope });
  if ('slug' in columns.all && (row.slug === undefined || row.slug === null)) {
    const slug = await derivedSlug(executor, columns, row);
    if (slug) row.slug = slug;
  }
  const [created] = await guarded(definition, columns, prefix, () =>
    executor
      .insert(table)
      .values(row as never)
      .returning({ id: columns.all.id }),
  );
  return created.id as number;
}

function live(columns: ResourceColumns, ids: number[]): SQL {
  return and(inArray(columns.all.id, ids), ...columns.baseConditions('without'))!;
}

/**
 * Updates one live row. With `version` the row must still be at it (docs/decisions/192): the condition sits in
 * the update itself, so of two saves read at the same version exactly one matches (the other waits for the
 * row lock, then finds the raised version) and the loser gets `stale`. A missing row is 404 either way.
 */
export async function updateRecord(
  executor: Executor,
  columns: ResourceColumns,
  id: number,
  values: ResourceRecord,
  prefix = '',
  version?: number,
): Promise<'updated' | 'stale'> {
  const { definition, table } = columns;
  const where = live(columns, [id]);
  const atVersion = version === undefined ? where : and(where, eq(columns.all[VERSION_FIELD], version))!;
  // An empty PATCH changes nothing but must still answer 404 for a missing record (and 409 for a stale one).
  const updated = await guarded(definition, columns, prefix, () =>
    Object.keys(values).length
      ? executor
          .update(table)
          .set(withDates(columns, values) as never)
          .where(atVersion)
          .returning({ id: columns.all.id })
      : executor.select({ id: columns.all.id }).from(table).where(atVersion),
  );
  if (updated.length) return 'updated';
  if (version !== undefined && (await executor.select({ id: columns.all.id }).from(table).where(where)).length) return 'stale';
  throw new NotFoundError();
}

/**
 * Refuses a batch delete or restore when a record named in `versions` has another version now (docs/decisions/213).
 * The rows are locked first: a save running meanwhile has either committed (and is seen here) or waits for this
 * batch to end. A record not found is left to the delete's or restore's own 404.
 */
export async function checkVersions(
  executor: Executor,
  columns: ResourceColumns,
  versions: Readonly<Record<string, number>> | undefined,
  trashed: 'without' | 'only',
): Promise<void> {
  const seen = Object.entries(versions ?? {}).map(([id, version]) => ({ id: Number(id), version }));
  if (seen.length === 0) return;
  const column = columns.all[VERSION_FIELD];
  if (!column) throw new ValidationError({ versions: ['validation.unrecognized_key'] });
  const rows = await executor
    .select({ id: columns.all.id, version: column })
    .from(columns.table)
    .where(
      and(
        inArray(
          columns.all.id,
          seen.map((item) => item.id),
        ),
        ...columns.baseConditions(trashed),
      ),
    )
    .for('update');
  const stored = new Map(rows.map((row) => [row.id as number, row.version as number]));
  const changed = seen.filter((item) => stored.has(item.id) && stored.get(item.id) !== item.version).map((item) => item.id);
  if (changed.length) throw new RecordsChangedError(changed);
}

/** Refuses to remove any protected row (the built-in administrator), naming the field that protects it. */
async function checkProtected(executor: Executor, columns: ResourceColumns, ids: number[]): Promise<void> {
  const rule = columns.definition.protectedFromDelete;
  if (!rule) return;
  const protectedRows = await executor
    .select({ id: columns.all.id })
    .from(columns.table)
    .where(and(inArray(columns.all.id, ids), eq(columns.all[rule.field], rule.equals)));
  if (protectedRows.length) {
    const message = rule.message ?? 'record.cannot.be.deleted';
    throw new ValidationError({ id: [message] }, message);
  }
}

/** Moves live rows to trash (or deletes them when the resource has no trash); every id must exist. */
export async function removeRecords(executor: Executor, columns: ResourceColumns, ids: number[]): Promise<void> {
  const { definition, table } = columns;
  await checkProtected(executor, columns, ids);
  const where = live(columns, ids);
  const removed = await guarded(definition, columns, '', () =>
    definition.trash
      ? executor
          .update(table)
          .set({ deleted_at: sql`now()` } as never)
          .where(where)
          .returning({ id: columns.all.id })
      : executor.delete(table).where(where).returning({ id: columns.all.id }),
  );
  if (removed.length !== ids.length) throw new NotFoundError();
}

/** Brings rows back from trash; every id must be in trash. A live twin holding the same code answers 422. */
export async function restoreRecords(executor: Executor, columns: ResourceColumns, ids: number[]): Promise<void> {
  const { definition, table } = columns;
  const scope = columns.baseConditions('with');
  const restored = await guarded(definition, columns, '', () =>
    executor
      .update(table)
      .set({ deleted_at: null } as never)
      .where(and(inArray(columns.all.id, ids), isNotNull(columns.all.deleted_at), ...scope))
      .returning({ id: columns.all.id }),
  );
  if (restored.length !== ids.length) throw new NotFoundError();
}
