import type { z } from 'zod';
import type { Locale } from '../../app/i18n/locale.ts';
import { catalogs, translate } from '../../app/i18n/catalogs.ts';

type Issue = z.core.$ZodIssue;
type Message = [key: string, params?: Record<string, string | number>];

const known = (key: string) => Object.hasOwn(catalogs.ua, key);

/** SPEC §5: schema messages translated by type (required, invalid type, too small, too big, ...). */
function messageOf(issue: Issue): Message {
  // A schema that names its own catalog key (`{ error: 'password.too.short' }`) is taken at its word.
  if (issue.code !== 'unrecognized_keys' && known(issue.message)) return [issue.message];
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return ['validation.required'];
      return issue.expected === 'int' ? ['validation.integer'] : ['validation.invalid_type'];
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? ['validation.required'] : ['validation.too_small.string', { min }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['validation.too_small.array', { min }];
      return ['validation.too_small.number', { min }];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return ['validation.too_big.string', { max }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['validation.too_big.array', { max }];
      return ['validation.too_big.number', { max }];
    }
    case 'invalid_format':
      if (issue.format === 'email') return ['validation.email'];
      return [known(issue.message) ? issue.message : 'validation.invalid_format'];
    case 'invalid_value':
      return ['validation.invalid_value'];
    case 'not_multiple_of':
      return ['validation.not_multiple_of', { divisor: Number(issue.divisor) }];
    case 'custom':
      return [known(issue.message) ? issue.message : 'validation.invalid'];
    default:
      return ['validation.invalid'];
  }
}

/**
 * Zod issues as `{ "field.path": ["translated message"] }`. Each unknown key gets its own entry, so a form
 * can show it next to nothing and a client can see exactly which key was refused.
 */
export function zodFieldErrors(issues: readonly Issue[], locale: Locale, rootKey: string): Record<string, string[]> {
  // A Map, not an object: field names come from the client and may be `toString` or `__proto__`.
  const errors = new Map<string, string[]>();
  const add = (path: readonly PropertyKey[], [key, params]: Message) => {
    const field = path.length ? path.map(String).join('.') : rootKey;
    const text = translate(locale, key, params);
    const list = errors.get(field) ?? [];
    errors.set(field, list);
    if (!list.includes(text) && list.length < 5) list.push(text);
  };
  for (const issue of issues.slice(0, 200)) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys.slice(0, 50)) add([...issue.path, key], ['validation.unrecognized_key']);
    } else {
      add(issue.path, messageOf(issue));
    }
  }
  return Object.fromEntries(errors);
}
