import qs from 'qs';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../contracts/list-query.ts';

export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };
export type QueryParams = Record<string, QueryValue>;

export interface ListParams {
  page?: number;
  limit?: number;
  /** `rating:desc,id:asc` */
  sort?: string;
  /** `{ name: { $contains: 'кард' }, status: { $eq: 'active' } }`; empty branches are dropped. */
  filters?: Record<string, QueryValue>;
  populate?: string[];
  search?: string;
  trashed?: 'only' | 'with';
  [extra: string]: QueryValue;
}

function isEmpty(value: QueryValue): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * Removes empty filter values at any depth: `''`, `null`, `undefined`, `[]`, and objects left empty
 * once their own empty members are gone. `false` and `0` are real filter values and stay.
 */
export function dropEmpty(value: QueryValue): QueryValue {
  if (Array.isArray(value)) {
    const items = value.map(dropEmpty).filter((item) => !isEmpty(item));
    return items.length ? items : undefined;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, member]) => [key, dropEmpty(member)] as const)
      .filter(([, member]) => !isEmpty(member));
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return isEmpty(value) ? undefined : value;
}

/** Bracket-style query string (`filters[name][$contains]=x&populate[0]=city`), without the leading `?`. */
export function stringifyQuery(params: QueryParams): string {
  const cleaned = dropEmpty(params);
  if (!cleaned || typeof cleaned !== 'object') return '';
  return qs.stringify(cleaned, { arrayFormat: 'indices', encodeValuesOnly: true });
}

/** The query of a paginated list: page and limit always present, defaults per SPEC §9. */
export function listQuery(params: ListParams = {}): string {
  return stringifyQuery({ ...params, page: params.page ?? DEFAULT_PAGE, limit: params.limit ?? DEFAULT_LIMIT });
}
