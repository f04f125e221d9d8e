import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { permissionName, type ResourceDefinition } from '../../resources/define.ts';
import { hasPermissions } from '../accounts/permissions.ts';
import { ofTable, publicRow } from '../visibility/public-rows.ts';
import type { CallContext } from './types.ts';

/**
 * Which rows of a resource the caller sees: staff holding its read permission see them all; everyone else
 * (visitors, patients, partners, doctors) reads a public resource as its pages show it — the rule of
 * features/visibility/public-rows.ts, so an inactive doctor is 404 on its page and on `/api/v1/doctors/{id}`.
 */
export function visibilityConditions(definition: ResourceDefinition, table: PgTable, context: CallContext, now = new Date()): SQL[] {
  if (context.rows?.table === definition.table) return [context.rows.where];
  if (hasPermissions(context.user, permissionName(definition, 'read'))) return [];
  return [publicRow(definition.table, ofTable(table), now)];
}
