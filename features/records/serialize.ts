import type { PgColumn } from 'drizzle-orm/pg-core';
import { permissionName, type ResourceDefinition } from '../../resources/define.ts';
import { hasPermissions } from '../accounts/permissions.ts';
import type { CallContext, Locale, ResourceRecord } from './types.ts';

/** Private fields (contacts) go only to callers holding the resource's read permission: staff, never the public. */
export function seesPrivate(definition: ResourceDefinition, context: Pick<CallContext, 'user'>): boolean {
  return !definition.private?.length || hasPermissions(context.user, permissionName(definition, 'read'));
}

/** The fields a caller never gets: hidden ones for everybody, private ones for those without the read permission. */
export function withheldFields(definition: ResourceDefinition, context: Pick<CallContext, 'user'>): Set<string> {
  return new Set([...(definition.hidden ?? []), ...(seesPrivate(definition, context) ? [] : (definition.private ?? []))]);
}

/** The columns a query may fetch for this caller: a secret never leaves the database, nor a contact for a visitor. */
export function visibleColumns(definition: ResourceDefinition, all: Record<string, PgColumn>, context: Pick<CallContext, 'user'>): Record<string, PgColumn> {
  const withheld = withheldFields(definition, context);
  return Object.fromEntries(Object.entries(all).filter(([name]) => !withheld.has(name)));
}

/** Rows as the API sends them to this caller: both languages plus each translated field in the caller's language. */
export function toRecords(
  definition: ResourceDefinition,
  rows: readonly ResourceRecord[],
  context: { locale: Locale; user: CallContext['user'] },
  /** The rows' own working fields, not answered (a list's sort values for its cursor). */
  working: readonly string[] = [],
): ResourceRecord[] {
  const withheld = withheldFields(definition, context);
  for (const name of working) withheld.add(name);
  const translated = (definition.translated ?? []).map((field) => [field, `${field}_${context.locale}`] as const);
  // A query's rows share their fields: where none is withheld (a list reads only what it answers), they are
  // answered as they are, with the translated fields added.
  if (rows.length && !Object.keys(rows[0]).some((name) => withheld.has(name))) {
    for (const row of rows) for (const [field, column] of translated) if (column in row) row[field] = row[column] ?? null;
    return rows as ResourceRecord[];
  }
  return rows.map((row) => {
    // Built afresh rather than copied and pruned: `delete` turns an object into a slow dictionary.
    const record: ResourceRecord = {};
    for (const name in row) if (!withheld.has(name)) record[name] = row[name];
    for (const [field, column] of translated) if (column in row) record[field] = row[column] ?? null;
    return record;
  });
}

export function toRecord(definition: ResourceDefinition, row: ResourceRecord, context: { locale: Locale; user: CallContext['user'] }): ResourceRecord {
  return toRecords(definition, [row], context)[0];
}
