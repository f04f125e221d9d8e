import type { z } from 'zod';
import type { ResourceDefinition } from '../../resources/define.ts';
import { allowedMethods, MethodNotAllowedError } from './errors.ts';
import { withVersion } from './versions.ts';

/** Which bodies a resource accepts for each kind of write, and whether it may be removed at all. */

/** Validates a request body; a ZodError (→ 422 with per-field messages) when it does not fit. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  return schema.parse(body ?? {}, { reportInput: true });
}

export function createSchema(definition: ResourceDefinition, address: 'collection' | 'batch-create' = 'collection') {
  if (!definition.create) throw new MethodNotAllowedError(allowedMethods(definition, address));
  return definition.create.strict();
}

/**
 * A resource with only `update` is edited but never created over the API (requests that arrive from a form).
 * Both rules accept the `version` a save was read at (features/records/versions.ts).
 */
export function updateSchemas(definition: ResourceDefinition, address: 'record' | 'batch-update' = 'record') {
  const schema = definition.update ?? definition.create;
  if (!schema) throw new MethodNotAllowedError(allowedMethods(definition, address));
  const full = withVersion(schema);
  return { full, partial: full.partial().strict() };
}

/** Records with trash can always be trashed; without trash, only editable resources delete for real. */
export function checkRemovable(definition: ResourceDefinition, address: 'record' | 'batch-delete' = 'record') {
  if (!definition.trash && !definition.create) throw new MethodNotAllowedError(allowedMethods(definition, address));
}
