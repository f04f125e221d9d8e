import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../resources/define.ts';
import type { Locale, ResourceRecord } from './types.ts';

/** The columns a query may fetch: everything but the hidden ones, so a secret never leaves the database. */
export function visibleColumns(definition: ResourceDefinition, all: Record<string, PgColumn>): Record<string, PgColumn> {
  const hidden = new Set(definition.hidden ?? []);
  return Object.fromEntries(Object.entries(all).filter(([name]) => !hidden.has(name)));
}

/** A row as the API sends it: both languages plus each translated field in the caller's language. */
export function toRecord(definition: ResourceDefinition, row: ResourceRecord, locale: Locale): ResourceRecord {
  const record: ResourceRecord = { ...row };
  for (const field of definition.hidden ?? []) delete record[field];
  for (const field of definition.translated ?? []) record[field] = row[`${field}_${locale}`] ?? null;
  return record;
}
