import type { FieldMeta, ResourceDefinition } from '../../../resources/define.ts';
import { kyivDayStart, nextDay } from '../../../contracts/kyiv-time.ts';
import { DEFAULT_LIMIT, type ListParams, type QueryValue } from '../../api/query.ts';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const FILTER_PREFIX = 'f.';

/** The list's state as the page URL holds it (forgiving: bad values fall back to defaults). */
export interface ListState {
  page: number;
  limit: number;
  sort: { field: string; direction: 'asc' | 'desc' } | null;
  search: string;
  filters: Record<string, string>;
}

function positive(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
}

export function readListState(search: URLSearchParams, definition: ResourceDefinition): ListState {
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const filters: Record<string, string> = {};
  for (const [key, value] of search) if (key.startsWith(FILTER_PREFIX) && value !== '') filters[key.slice(FILTER_PREFIX.length)] = value;
  const limit = positive(search.get('limit'), DEFAULT_LIMIT);
  return {
    page: positive(search.get('page'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    sort: definition.sortable.includes(field) ? { field, direction: direction === 'desc' ? 'desc' : 'asc' } : null,
    search: search.get('search') ?? '',
    filters,
  };
}

export function writeListState(state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page > 1) search.set('page', String(state.page));
  if (state.limit !== DEFAULT_LIMIT) search.set('limit', String(state.limit));
  if (state.sort) search.set('sort', `${state.sort.field}:${state.sort.direction}`);
  if (state.search.trim()) search.set('search', state.search.trim());
  for (const [name, value] of Object.entries(state.filters)) if (value !== '') search.set(`${FILTER_PREFIX}${name}`, value);
  return search;
}

/** A period filter's value in the address: `from..to`, Kyiv days, either end may be open. */
export const PERIOD_SEPARATOR = '..';

/** A period as instants: from the first day's Kyiv midnight up to (not including) the day after the last. */
function periodBranch(value: string): QueryValue {
  const [from = '', to = ''] = value.split(PERIOD_SEPARATOR);
  const start = kyivDayStart(from);
  const end = /^\d{4}-\d{2}-\d{2}$/.test(to) ? kyivDayStart(nextDay(to)) : undefined;
  if (!start && !end) return undefined;
  return { ...(start && { $gte: start }), ...(end && { $lt: end }) };
}

/** A filter input's value as a `filters[name][$op]` branch: text contains, dates a period, everything else equals. */
function filterBranch(field: FieldMeta, value: string): QueryValue {
  if (field.input === 'date' || field.input === 'datetime') return periodBranch(value);
  if (field.input === 'boolean') return { $eq: value === 'true' };
  if (field.input === 'number') return Number.isFinite(Number(value)) ? { $eq: Number(value) } : undefined;
  if (field.input === 'text' || field.input === 'textarea') return { $contains: value };
  return { $eq: value };
}

/** The API query of the list (or of its trash view). */
export function listParams(state: ListState, definition: ResourceDefinition, trash: boolean): ListParams {
  const filters: Record<string, QueryValue> = {};
  for (const field of definition.admin.filters ?? []) {
    const value = state.filters[field.name];
    if (value !== undefined && definition.filterable.includes(field.name)) filters[field.name] = filterBranch(field, value);
  }
  return {
    page: state.page,
    limit: state.limit,
    sort: state.sort ? `${state.sort.field}:${state.sort.direction}` : definition.defaultSort,
    search: state.search.trim() || undefined,
    filters,
    trashed: trash ? 'only' : undefined,
  };
}
