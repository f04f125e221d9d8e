import type { ApiError } from './client.ts';

/** SPEC §8 library errors, worded exactly as the spec lists them. */
export const RECORD_ERRORS = {
  noEndpoint: 'Base endpoint is not specified',
  badRoute: 'Invalid or missing route',
  overwriteId: 'Not allowed to overwrite model identifier',
  badResponse: 'Expected an empty response, object, or valid identifier',
  noData: 'No data in fetch response',
  invalid: 'Model did not pass validation',
} as const;

export class RecordError extends Error {
  constructor(
    message: (typeof RECORD_ERRORS)[keyof typeof RECORD_ERRORS],
    /** Field errors for "Model did not pass validation". */
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'RecordError';
  }
}

export type Attributes = Record<string, unknown>;

/** A save refused because the record changed meanwhile (409), with the record as stored now. */
export class ConflictError extends Error {
  constructor(
    readonly answer: ApiError,
    readonly current: Attributes,
  ) {
    super(answer.message);
    this.name = 'ConflictError';
  }
}
