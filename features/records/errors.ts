import type { ResourceDefinition } from '../../resources/define.ts';
import { DomainError, type FieldErrors } from '../errors.ts';
import { versionPath } from '../../contracts/record-versions.ts';
import type { ResourceRecord } from './types.ts';
import { VERSION_FIELD } from './versions.ts';

/** 400: a list query that is well-formed but asks for something the resource does not allow. */
export class QueryNotAllowedError extends DomainError {
  constructor(errors: FieldErrors) {
    super(400, 'error.bad_request', { errors });
  }
}

/** 405: the resource exists but is read-only over the API (its screens come later). */
/** 405 for what a resource does not do; `allow` names what its address takes ({@link allowedMethods}). */
export class MethodNotAllowedError extends DomainError {
  constructor(allow: readonly string[]) {
    super(405, 'error.method_not_allowed', { allow });
  }
}

/** The addresses of a resource's generic routes (server/api/resources.ts), by what they are. */
export type ResourceAddress = 'collection' | 'record' | 'restore' | 'batch-delete' | 'batch-restore' | 'batch-create' | 'batch-update';

/** The methods a resource's address takes, as its definition allows them (the `Allow` of a 405). */
export function allowedMethods(definition: ResourceDefinition, address: ResourceAddress): string[] {
  const editable = Boolean(definition.update ?? definition.create);
  const removable = Boolean(definition.trash || definition.create);
  switch (address) {
    case 'collection':
      return ['GET', 'HEAD', ...(definition.create ? ['POST'] : [])];
    case 'record':
      return ['GET', 'HEAD', ...(editable ? ['PUT', 'PATCH'] : []), ...(removable ? ['DELETE'] : [])];
    case 'restore':
    case 'batch-restore':
      return definition.trash ? [address === 'restore' ? 'PATCH' : 'POST'] : [];
    case 'batch-delete':
      return removable ? ['POST'] : [];
    case 'batch-create':
      return definition.create ? ['POST'] : [];
    case 'batch-update':
      return editable ? ['POST'] : [];
  }
}

/** The message of a stale save, in the back office's catalog (app/i18n/{ua,ru}/admin.ts). */
export const RECORD_CHANGED = 'admin.record.changed';

/**
 * 409: the record changed since the caller read it (docs/decisions/192); the usual error envelope, the field
 * `version` (`items.N.version` in a batch) naming what is stale. A single save's answer also carries the record
 * as it is now under `current` (docs/decisions/213), read once the refused transaction rolled back.
 */
export class RecordChangedError extends DomainError {
  constructor(
    readonly prefix = '',
    current?: ResourceRecord,
  ) {
    super(409, RECORD_CHANGED, { errors: { [`${prefix}${VERSION_FIELD}`]: [RECORD_CHANGED] }, ...(current && { current }) });
  }
}

/**
 * 409 of a batch delete or restore: records named in its `versions` changed since the caller saw them
 * (docs/decisions/213); each one under `versions.<id>`, nothing written.
 */
export class RecordsChangedError extends DomainError {
  constructor(ids: readonly number[]) {
    super(409, 'admin.records.changed', { errors: Object.fromEntries(ids.map((id) => [versionPath(id), [RECORD_CHANGED]])) });
  }
}

/**
 * Rethrows `error`; a stale single save (no batch prefix) comes back with the record as `read` finds it now.
 * Called after the transaction, so the read sees what is committed, not what the refused save had begun;
 * a record that cannot be read any more (deleted meanwhile) leaves the answer as it was.
 */
export async function withCurrentRecord(error: unknown, read: () => Promise<ResourceRecord>): Promise<never> {
  if (!(error instanceof RecordChangedError) || error.prefix || error.details.current) throw error;
  const current = await read().catch(() => undefined);
  throw current ? new RecordChangedError('', current) : error;
}
