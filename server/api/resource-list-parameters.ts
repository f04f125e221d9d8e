import {
  CURSOR_DESCRIPTION,
  DEFAULT_LIMIT,
  DEFAULT_PAGE,
  FIELDS_DESCRIPTION,
  MAX_CURSOR_LENGTH,
  MAX_FIELDS_LENGTH,
  MAX_LIMIT,
  MAX_SEARCH_LENGTH,
  TRASHED,
} from '../../contracts/list-query.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import type { JsonSchema } from './json-schema.ts';

/** The query parameters of a resource's list, wherever the table's list is served (the partner API's too). */
export function resourceListParameters(definition: ResourceDefinition) {
  const query = (name: string, schema: JsonSchema, description: string, extra: JsonSchema = {}) => ({ name, in: 'query', schema, description, ...extra });
  return [
    query('page', { type: 'integer', minimum: 1, default: DEFAULT_PAGE }, 'page number'),
    query('cursor', { type: 'string', maxLength: MAX_CURSOR_LENGTH, pattern: '^[A-Za-z0-9_-]+$' }, CURSOR_DESCRIPTION),
    query('limit', { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT }, `page size, at most ${MAX_LIMIT}`),
    query('skipPagination', { type: 'boolean' }, 'true: the whole list, still in {data, meta}'),
    query('sort', { type: 'string' }, `field:asc|desc, comma-separated; fields: ${definition.sortable.join(', ')}`),
    query('filters', { $ref: '#/components/schemas/ListFilters' }, `filters[field][$op]=value; fields: ${definition.filterable.join(', ')}`, {
      style: 'deepObject',
      explode: true,
    }),
    query('populate', { type: 'array', items: { type: 'string', enum: Object.keys(definition.populate ?? {}) } }, 'relations to embed', {
      style: 'deepObject',
    }),
    query('search', { type: 'string', maxLength: MAX_SEARCH_LENGTH }, `matched against: ${definition.searchable.join(', ') || 'nothing'}`),
    query('fields', { type: 'string', maxLength: MAX_FIELDS_LENGTH }, FIELDS_DESCRIPTION),
    ...(definition.trash ? [query('trashed', { type: 'string', enum: [...TRASHED] }, 'records in trash: with or only (staff)')] : []),
  ];
}
