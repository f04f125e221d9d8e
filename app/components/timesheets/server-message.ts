import { isApiError } from '../forms/form-errors.ts';

/**
 * The text above a form after a refused save: a 422's own message (SPEC §8 "timesheet … errors (check
 * intervals)") followed by any messages for fields the form lacks; otherwise what `formFailure` found.
 */
export function serverMessage(error: unknown, rest: string | null): string | null {
  if (isApiError(error) && error.status === 422) return [error.body?.message, rest].filter(Boolean).join(' ') || null;
  return rest;
}
