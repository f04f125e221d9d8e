import type { FieldMeta, ResourceDefinition } from '../../../resources/define.ts';
import { DEFAULT_LIMIT } from '../../../contracts/list-query.ts';
import type { ListParams, QueryValue } from '../../api/query.ts';
import { periodBranch } from './period.ts';

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

/** A filter input's value as a `filters[name][$op]` branch: text contains, a date is a period, everything else equals. */
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
  // Relation columns name their record: the list asks for it with the rows.
  const populate = definition.admin.columns.flatMap((column) => (column.relation ? [column.relation.populate] : []));
  return {
    page: state.page,
    limit: state.limit,
    ...(populate.length > 0 && { populate }),
    sort: state.sort ? `${state.sort.field}:${state.sort.direction}` : definition.defaultSort,
    search: state.search.trim() || undefined,
    filters,
    trashed: trash ? 'only' : undefined,
  };
}
