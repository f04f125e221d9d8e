import type { z } from 'zod';

export type Translator = (key: string, params?: Record<string, string | number>) => string;

type Issue = z.core.$ZodIssue;

const isBlank = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * SPEC §5: schema messages are translated by the kind of failure (invalid type, required, invalid
 * literal, unrecognised keys, union, enum, date, string format, too small, too big, custom, not a
 * multiple, not finite). Custom issues may carry an i18n key as their message (shared schemas do).
 */
export function issueMessageKey(issue: Issue): { key: string; params?: Record<string, string | number> } {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return { key: 'validation.required' };
      if (issue.expected === 'number' && typeof issue.input === 'number') return { key: 'schema.not.finite' };
      if (issue.expected === 'date') return { key: 'schema.invalid.date' };
      return { key: 'schema.invalid.type' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1 && isBlank(issue.input)) return { key: 'validation.required' };
      return { key: `schema.too.small.${sizeOrigin(issue.origin)}`, params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { key: `schema.too.big.${sizeOrigin(issue.origin)}`, params: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' || issue.format === 'url' ? { key: `schema.invalid.${issue.format}` } : { key: 'schema.invalid.format' };
    case 'invalid_value':
      return issue.values.length === 1
        ? { key: 'schema.invalid.literal', params: { expected: String(issue.values[0]) } }
        : { key: 'schema.invalid.enum', params: { options: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'schema.unrecognized.keys', params: { keys: issue.keys.join(', ') } };
    case 'invalid_union':
      return { key: 'schema.invalid.union' };
    case 'not_multiple_of':
      return { key: 'schema.not.multiple.of', params: { divisor: issue.divisor } };
    case 'custom':
      return { key: issue.message && issue.message !== 'Invalid input' ? issue.message : 'schema.custom' };
    default:
      return { key: 'schema.invalid.input' };
  }
}

function sizeOrigin(origin: string): 'string' | 'number' | 'array' | 'date' {
  if (origin === 'string' || origin === 'array' || origin === 'date') return origin;
  if (origin === 'set') return 'array';
  return 'number';
}

/** Field errors keyed by the top-level field (`name_ua`), the form's shape, translated. */
export function fieldErrorsFromZod(error: z.ZodError, translate: Translator): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues as Issue[]) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.length ? String(issue.path[0]) : '_'];
    const { key, params } = issueMessageKey(issue);
    const message = translate(key, params);
    for (const field of fields) {
      const messages = (errors[field] ??= []);
      if (!messages.includes(message)) messages.push(message);
    }
  }
  return errors;
}
