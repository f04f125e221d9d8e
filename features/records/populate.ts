import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { permissionName, type ResourceDefinition } from '../../resources/define.ts';
import { hasPermissions } from '../accounts/permissions.ts';
import { ForbiddenError } from '../errors.ts';
import { QueryNotAllowedError } from './errors.ts';
import { ResourceColumns } from './query.ts';
import { seesPrivate, toRecords, visibleColumns } from './serialize.ts';
import { columnsOf, tableFor } from './tables.ts';
import type { CallContext, ResourceRecord } from './types.ts';
import { visibilityConditions } from './visibility.ts';
import type { Executor } from './write.ts';

export type FindDefinition = (name: string) => ResourceDefinition | undefined;

/** Refuses unknown relations and relations to resources the caller may not read, before any query runs. */
export function checkPopulate(definition: ResourceDefinition, names: string[], context: CallContext, find: FindDefinition): void {
  const unknown = names.filter((name) => !definition.populate || !Object.hasOwn(definition.populate, name) || !find(definition.populate[name].resource));
  if (unknown.length) throw new QueryNotAllowedError(Object.fromEntries(unknown.map((name) => [`populate.${name}`, ['query.populate.not_allowed']])));
  for (const name of names) {
    const target = find(definition.populate![name].resource)!;
    if (target.read !== 'public' && !hasPermissions(context.user, permissionName(target, 'read'))) throw new ForbiddenError();
  }
}

async function fetchTargets(executor: Executor, target: ResourceDefinition, where: (columns: Record<string, PgColumn>) => SQL, context: CallContext) {
  const table = tableFor(target.table);
  const columns = new ResourceColumns(target, table, context.locale, seesPrivate(target, context));
  const rows = (await executor
    .select(visibleColumns(target, columns.all, context))
    .from(table)
    .where(and(where(columns.all), ...columns.baseConditions('without'), ...visibilityConditions(target, table, context)))) as ResourceRecord[];
  return toRecords(target, rows, context);
}

const unique = (values: unknown[]) => [...new Set(values.filter((value) => value !== null && value !== undefined))];

/** Embeds the requested relations into `records` (one query per relation, two for many-to-many). */
export async function populate(
  executor: Executor,
  definition: ResourceDefinition,
  records: ResourceRecord[],
  names: string[],
  context: CallContext,
  find: FindDefinition,
): Promise<void> {
  if (!records.length) return;
  for (const name of names) {
    const meta = definition.populate![name];
    const target = find(meta.resource)!;
    const ids = unique(records.map((record) => record.id));
    if (meta.through) {
      const join = columnsOf(tableFor(meta.through.table));
      const links = (await executor
        .select({ source: join[meta.through.sourceKey], target: join[meta.through.targetKey] })
        .from(tableFor(meta.through.table))
        .where(inArray(join[meta.through.sourceKey], ids))) as { source: unknown; target: unknown }[];
      const targetIds = unique(links.map((link) => link.target));
      const found = targetIds.length ? await fetchTargets(executor, target, (columns) => inArray(columns.id, targetIds), context) : [];
      const byId = new Map(found.map((item) => [item.id, item]));
      for (const record of records) {
        record[name] = links.filter((link) => link.source === record.id && byId.has(link.target)).map((link) => byId.get(link.target));
      }
    } else if (meta.targetKey) {
      const key = meta.targetKey;
      const found = await fetchTargets(executor, target, (columns) => inArray(columns[key], ids), context);
      for (const record of records) record[name] = found.filter((item) => item[key] === record.id);
    } else {
      const foreignKey = meta.foreignKey ?? `${name}_id`;
      const targetIds = unique(records.map((record) => record[foreignKey]));
      const found = targetIds.length ? await fetchTargets(executor, target, (columns) => inArray(columns.id, targetIds), context) : [];
      const byId = new Map(found.map((item) => [item.id, item]));
      for (const record of records) record[name] = byId.get(record[foreignKey]) ?? null;
    }
  }
}
