import type { z } from 'zod';
import type { FieldErrors } from '../../../contracts/errors.ts';
import type { ApiError } from '../../api/client.ts';
import { issueMessageKey, type Translator } from '../../api/schema-messages.ts';

export type { FieldErrors };

/**
 * `error instanceof ApiError`, without importing the class: that would pull the API client and its
 * query-string library into the first chunk of the public account pages (see on-demand.ts).
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && 'status' in error && 'reason' in error;
}

/** A failed submit, split the way a form shows it: texts under its fields, and one text above them. */
export interface FormFailure {
  fieldErrors: FieldErrors;
  /** The server's message (401/403/429 texts arrive translated), or messages for fields the form lacks. */
  message: string | null;
}

/**
 * Reads a failed call for a form with the given fields. 422 texts go under their fields (SPEC §8); a
 * 422 text for a field the form does not show must not vanish, so it joins the message. Nested keys
 * come as `address.city` or `address[city]`; both name the same field.
 */
export function formFailure(error: unknown, fields: readonly string[], fallback: string): FormFailure {
  if (!isApiError(error) || error.reason !== 'http') return { fieldErrors: {}, message: fallback };
  if (error.status !== 422) return { fieldErrors: {}, message: error.body?.message || fallback };
  const fieldErrors: FieldErrors = {};
  const stray: string[] = [];
  for (const [key, texts] of Object.entries(error.fieldErrors)) {
    const field = key.replace(/\[(\w+)\]/g, '.$1');
    if (fields.includes(field)) fieldErrors[field] = [...(fieldErrors[field] ?? []), ...texts];
    else stray.push(...texts);
  }
  if (Object.keys(fieldErrors).length === 0 && stray.length === 0) return { fieldErrors, message: error.body?.message || fallback };
  return { fieldErrors, message: stray.length ? stray.join(' ') : null };
}

/** Required fields left empty (after trimming): for forms with no shared schema (sign-in). */
export function requiredFieldErrors(values: Readonly<Record<string, string>>, required: readonly string[], message: string): FieldErrors {
  return Object.fromEntries(required.filter((field) => !(values[field] ?? '').trim()).map((field) => [field, [message]]));
}

/**
 * A shared contract's refusal as per-field texts, keyed like the server's 422 (`address.city`), so the
 * client and the server put the same words under the same fields (STYLE: never declare a rule twice).
 */
export function schemaFieldErrors(error: z.ZodError, translate: Translator): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues as z.core.$ZodIssue[]) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || '_'];
    // Like the server: a schema that names its own catalog key (`{ error: 'validation.phone' }`) is taken at
    // its word. A key is known when the translator has a text for it (an unknown key comes back unchanged).
    const { key, params } =
      issue.code !== 'unrecognized_keys' && translate(issue.message) !== issue.message ? { key: issue.message, params: undefined } : issueMessageKey(issue);
    const text = translate(key, params);
    for (const field of fields) {
      const texts = (errors[field] ??= []);
      if (!texts.includes(text)) texts.push(text);
    }
  }
  return errors;
}

/**
 * Empty fields left out, so a shared contract says "required" for them rather than every rule an
 * empty string breaks ("at least 8 characters", "letters and digits"). Values are not trimmed:
 * passwords keep their spaces.
 */
export function withoutEmpty<T extends Record<string, string>>(values: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as { [K in keyof T]?: string };
}

export const firstErrorField = (errors: FieldErrors, order: readonly string[]): string | undefined => order.find((field) => errors[field]?.length);
