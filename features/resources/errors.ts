import { DomainError, type FieldErrors } from '../errors.ts';

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
