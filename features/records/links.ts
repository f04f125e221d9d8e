import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../resources/define.ts';
import { ValidationError } from '../errors.ts';
import type { FindDefinition } from './populate.ts';
import { columnsOf, tableFor } from './tables.ts';
import type { ResourceRecord } from './types.ts';
import type { Executor } from './write.ts';

/**
 * Many-to-many fields (docs/decisions/195): a field of a resource that holds the ids of records of another
 * resource through a join table (`populate` entry with `through`), such as a doctor's specializations. On
 * the wire it is an array of ids; reads of one record carry it, writes replace the join rows.
 */
export interface LinkField {
  field: string;
  join: ReturnType<typeof tableFor>;
  source: PgColumn;
  target: PgColumn;
  resource: string;
}

export function linkFields(definition: ResourceDefinition): LinkField[] {
  return Object.entries(definition.links ?? {}).map(([field, relation]) => {
    const meta = definition.populate?.[relation];
    if (!meta?.through) throw new Error(`${definition.name}.${field}: links need a populate entry with "through"`);
    const join = tableFor(meta.through.table);
    const columns = columnsOf(join);
    return { field, join, source: columns[meta.through.sourceKey], target: columns[meta.through.targetKey], resource: meta.resource };
  });
}

/** The values of a save without its link fields, and the link fields it sends. */
export function splitLinks(definition: ResourceDefinition, values: ResourceRecord): { values: ResourceRecord; links: Map<string, number[]> } {
  const links = new Map<string, number[]>();
  if (!definition.links) return { values, links };
  const rest: ResourceRecord = {};
  for (const [name, value] of Object.entries(values)) {
    if (Object.hasOwn(definition.links, name)) links.set(name, [...new Set((value as number[] | null) ?? [])]);
    else rest[name] = value;
  }
  return { values: rest, links };
}

/** Adds each link field (sorted ids) to the records, one query per field. */
export async function attachLinks(executor: Executor, definition: ResourceDefinition, records: ResourceRecord[]): Promise<void> {
  if (!definition.links || records.length === 0) return;
  const ids = records.map((record) => record.id as number);
  for (const link of linkFields(definition)) {
    const rows = (await executor.select({ source: link.source, target: link.target }).from(link.join).where(inArray(link.source, ids))) as {
      source: number;
      target: number;
    }[];
    for (const record of records) {
      record[link.field] = rows
        .filter((row) => row.source === record.id)
        .map((row) => row.target)
        .sort((a, b) => a - b);
    }
  }
}

/**
 * Replaces the join rows of one record for every link field sent. Every id must be a live record of the
 * target resource (422 naming the field otherwise); rows of ids kept are left untouched. Returns the fields whose ids
 * changed, before and after.
 */
export async function writeLinks(
  executor: Executor,
  definition: ResourceDefinition,
  id: number,
  links: Map<string, number[]>,
  find: FindDefinition,
  prefix = '',
): Promise<Record<string, { before: number[]; after: number[] }>> {
  const changes: Record<string, { before: number[]; after: number[] }> = {};
  if (links.size === 0) return changes;
  for (const link of linkFields(definition)) {
    const wanted = links.get(link.field);
    if (!wanted) continue;
    await checkTargets(executor, link, wanted, find, `${prefix}${link.field}`);
    const current = ((await executor.select({ target: link.target }).from(link.join).where(eq(link.source, id))) as { target: number }[])
      .map((row) => row.target)
      .sort((a, b) => a - b);
    const after = [...wanted].sort((a, b) => a - b);
    if (current.join() === after.join()) continue;
    // Rows kept stay as they are: a join row may carry more than the pair (a workplace's order, the main specialization).
    const removed = current.filter((target) => !after.includes(target));
    const added = after.filter((target) => !current.includes(target));
    if (removed.length) await executor.delete(link.join).where(and(eq(link.source, id), inArray(link.target, removed)));
    if (added.length) {
      const sourceKey = link.source.name;
      const targetKey = link.target.name;
      await executor.insert(link.join).values(added.map((target) => ({ [sourceKey]: id, [targetKey]: target })) as never);
    }
    changes[link.field] = { before: current, after };
  }
  return changes;
}

async function checkTargets(executor: Executor, link: LinkField, ids: number[], find: FindDefinition, errorKey: string): Promise<void> {
  if (ids.length === 0) return;
  const target = find(link.resource);
  const table = tableFor(target?.table ?? link.resource);
  const columns = columnsOf(table);
  const live = columns.deleted_at ? [isNull(columns.deleted_at)] : [];
  const found = (await executor
    .select({ id: columns.id })
    .from(table)
    .where(and(inArray(columns.id, ids), ...live))) as { id: number }[];
  if (found.length !== ids.length) throw new ValidationError({ [errorKey]: ['validation.relation.missing'] });
}
