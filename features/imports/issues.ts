import type { z } from 'zod';
import type { RowError } from './cells.ts';

type Issue = z.core.$ZodIssue;

/** Schema messages that name their own i18n key (`validation.person_name`, `validation.phone`) keep it. */
const OWN_KEY = /^[a-z]+(\.[a-z_]+)+$/;

/**
 * A zod issue of a row's record as the import reports it: the same `validation.*` keys the API's 422 uses
 * (server/api/zod-messages.ts), on the file's column that holds the field.
 */
export function issueError(issue: Issue, row: number, columnOf: (field: string) => string): RowError {
  const field = issue.path.length ? String(issue.path[0]) : '';
  return { row, column: field ? columnOf(field) : null, ...messageOf(issue) };
}

function messageOf(issue: Issue): Pick<RowError, 'key' | 'params'> {
  if (issue.code !== 'unrecognized_keys' && OWN_KEY.test(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'validation.required' };
      if (typeof issue.input === 'number' && Number.isNaN(issue.input)) return { key: 'admin.import.error.number' };
      return { key: issue.expected === 'int' ? 'validation.integer' : 'validation.invalid_type' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? { key: 'validation.required' } : { key: 'validation.too_small.string', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.too_small.array', params: { min } };
      return { key: 'validation.too_small.number', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.too_big.string', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.too_big.array', params: { max } };
      return { key: 'validation.too_big.number', params: { max } };
    }
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid_format' };
    case 'invalid_value':
      return { key: 'admin.import.error.value', params: { values: issue.values.map(String).join(', ') } };
    case 'not_multiple_of':
      return { key: 'validation.not_multiple_of', params: { divisor: Number(issue.divisor) } };
    default:
      return { key: 'validation.invalid' };
  }
}
