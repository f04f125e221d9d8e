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

/** A row as the API sends it to this caller: both languages plus each translated field in the caller's language. */
export function toRecord(definition: ResourceDefinition, row: ResourceRecord, context: { locale: Locale; user: CallContext['user'] }): ResourceRecord {
  const record: ResourceRecord = { ...row };
  for (const field of withheldFields(definition, context)) delete record[field];
  for (const field of definition.translated ?? []) if (`${field}_${context.locale}` in row) record[field] = row[`${field}_${context.locale}`] ?? null;
  return record;
}
