import type { FieldErrors } from '../contracts/errors.ts';

/**
 * Domain errors thrown by services. The HTTP layer maps each to its status and translates `messageKey`
 * (an i18n key present in both catalogs) into the request's language.
 */
export type { FieldErrors };

export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly details: {
      errors?: FieldErrors;
      params?: Record<string, string | number>;
      retryAfterSeconds?: number;
      /** A 405's `Allow`: the methods the address takes (RFC 9110 §15.5.6). */
      allow?: readonly string[];
      /** A stale save's 409: the record as stored now, answered beside `message` and `errors` (docs/decisions/213). */
      current?: Record<string, unknown>;
    } = {},
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

/** 400: the request itself is malformed (bad JSON, bad query string). */
export class BadRequestError extends DomainError {
  constructor(messageKey = 'error.bad_request', params?: Record<string, string | number>) {
    super(400, messageKey, { params });
  }
}
export class UnauthorizedError extends DomainError {
  constructor(messageKey = 'user.unauthorized') {
    super(401, messageKey);
  }
}
export class ForbiddenError extends DomainError {
  constructor(messageKey = 'lack.of.rights') {
    super(403, messageKey);
  }
}
export class NotFoundError extends DomainError {
  constructor(messageKey = 'data.not.found') {
    super(404, messageKey);
  }
}
/** 409: slot already taken, stale update, state that forbids the change. */
export class ConflictError extends DomainError {
  constructor(messageKey = 'error.conflict', params?: Record<string, string | number>) {
    super(409, messageKey, { params });
  }
}
/** 422: per-field errors; each message is an i18n key (e.g. `validation.required`, `validation.taken`). */
export class ValidationError extends DomainError {
  constructor(errors: FieldErrors, messageKey = 'check.input.correction') {
    super(422, messageKey, { errors });
  }
}
export class TooManyRequestsError extends DomainError {
  constructor(retryAfterSeconds: number, messageKey = 'error.too_many_requests') {
    super(429, messageKey, { retryAfterSeconds, params: { seconds: retryAfterSeconds } });
  }
}
