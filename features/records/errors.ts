import { DomainError, type FieldErrors } from '../errors.ts';
import { VERSION_FIELD } from './versions.ts';

/** 400: a list query that is well-formed but asks for something the resource does not allow. */
export class QueryNotAllowedError extends DomainError {
  constructor(errors: FieldErrors) {
    super(400, 'error.bad_request', { errors });
  }
}

/** 405: the resource exists but is read-only over the API (its screens come later). */
export class MethodNotAllowedError extends DomainError {
  constructor() {
    super(405, 'error.method_not_allowed');
  }
}

/** The message of a stale save, in the back office's catalog (app/i18n/{ua,ru}/admin.ts). */
export const RECORD_CHANGED = 'admin.record.changed';

/**
 * 409: the record changed since the caller read it (docs/decisions/192); the usual error envelope, the field
 * `version` (`items.N.version` in a batch) naming what is stale. The caller reads the record again to see what changed.
 */
export class RecordChangedError extends DomainError {
  constructor(prefix = '') {
    super(409, RECORD_CHANGED, { errors: { [`${prefix}${VERSION_FIELD}`]: [RECORD_CHANGED] } });
  }
}
