import { z } from 'zod';

/**
 * The list query of every `/api/v1/{resource}` list (ARCHITECTURE §3):
 * `?page=1&limit=50&sort=rating:desc,id:asc&filters[field][$op]=value&populate[0]=rel&search=text`.
 * Two schemas: `ZListQuery` is strict (the API answers 400 on bad input), `ZListPageQuery` forgives
 * (`?page=abc` on a page URL still renders page 1).
 */

export const FILTER_OPERATORS = ['$eq', '$ne', '$in', '$notIn', '$lt', '$lte', '$gt', '$gte', '$between', '$contains', '$null'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export const LOGICAL_OPERATORS = ['$and', '$or'] as const;

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 50;
/** Larger pages are refused by the API (400) and clamped on page URLs. */
export const MAX_LIMIT = 100;
export const MAX_PAGE = 100_000;
/** `page` of the own lists of the cabinets (appointments, notifications, payments, video): the first unless asked. */
export const ZPageNumber = z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE);
/** `skipPagination=true` answers at most this many rows; `meta.total` tells when there were more. */
export const SKIP_PAGINATION_MAX = 10_000;
export const MAX_SORT_FIELDS = 5;
export const MAX_POPULATE = 10;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_FIELDS_LENGTH = 2000;
/** A list's `cursor` (docs/decisions/315) is at most this long: the sort values of one row, encoded. */
export const MAX_CURSOR_LENGTH = 2000;
/** What `cursor` of a list query is, wherever a list is documented. */
export const CURSOR_DESCRIPTION =
  "where the page starts: the previous answer's meta.next_cursor. The next page is read from where the last one ended in the sort's index, as fast at any depth, and a record added or removed meanwhile neither repeats nor skips a row. Not with page or skipPagination";
/** What `fields` of a list query asks for (docs/decisions/297), wherever a list is documented. */
export const FIELDS_DESCRIPTION =
  'each record\'s fields: "*", the whole record; or field names, comma-separated, added to the list fields (id, version, status, slug, dates, the names and the back-office list\'s columns). Absent: the list fields on /api/v1, whole records on the partner API';
export const MAX_FILTER_VALUE_LENGTH = 1000;
/** SPEC §9: bracket-style query strings, parsed with these `qs` limits. */
export const QUERY_PARSER_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

const ZScalar = z.union([z.string().max(MAX_FILTER_VALUE_LENGTH), z.number(), z.boolean(), z.null()]);
/** `qs` turns `a[25]=x` (index past arrayLimit) into an object with numeric keys: accept both forms. */
const ZScalarList = z.union([z.array(ZScalar), z.record(z.string().regex(/^\d+$/), ZScalar)]);
const ZOperand = z.union([ZScalar, ZScalarList]);

export const ZOperatorMap = z
  .strictObject({
    $eq: ZScalar.optional(),
    $ne: ZScalar.optional(),
    $in: ZOperand.optional().describe('array, or comma-separated values'),
    $notIn: ZOperand.optional().describe('array, or comma-separated values'),
    $lt: ZScalar.optional(),
    $lte: ZScalar.optional(),
    $gt: ZScalar.optional(),
    $gte: ZScalar.optional(),
    $between: ZOperand.optional().describe('two values: [from, to] or "from,to"'),
    $contains: ZScalar.optional().describe('case-insensitive substring'),
    $null: ZScalar.optional().describe('true: the field is empty; false: it is not'),
  })
  .describe('operators of one field');

/** `filters[field]=value` is shorthand for `filters[field][$eq]=value`. */
export const ZFieldCondition = z.union([ZScalar, ZOperatorMap]);

export interface FilterInput {
  $and?: FilterInput[] | Record<string, FilterInput>;
  $or?: FilterInput[] | Record<string, FilterInput>;
  [field: string]: unknown;
}

export const ZFilters: z.ZodType<FilterInput> = z
  .object({
    get $and() {
      return z.union([z.array(ZFilters), z.record(z.string().regex(/^\d+$/), ZFilters)]).optional();
    },
    get $or() {
      return z.union([z.array(ZFilters), z.record(z.string().regex(/^\d+$/), ZFilters)]).optional();
    },
  })
  .catchall(ZFieldCondition)
  .describe('filters[field][$operator]=value; groups nest under $and / $or');

/** A filter tree with the empty pieces dropped, ready for the server to whitelist and translate into SQL. */
export type FilterNode = { kind: 'and' | 'or'; children: FilterNode[] } | { kind: 'condition'; field: string; operator: FilterOperator; value: FilterValue };
export type FilterScalar = string | number | boolean | null;
export type FilterValue = FilterScalar | FilterScalar[];

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (value !== null && typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return Object.values(value);
  return [value];
}

/** Turns validated `filters` into a tree, dropping empty values and empty groups (SPEC §7). */
export function toFilterTree(filters: FilterInput | undefined): FilterNode | undefined {
  if (!filters) return undefined;
  const children: FilterNode[] = [];
  for (const [key, raw] of Object.entries(filters)) {
    if (key === '$and' || key === '$or') {
      const groups = listOf(raw)
        .map((item) => toFilterTree(item as FilterInput))
        .filter((node): node is FilterNode => node !== undefined);
      if (groups.length) children.push({ kind: key === '$and' ? 'and' : 'or', children: groups });
      continue;
    }
    if (isEmptyValue(raw)) continue;
    if (raw === null || typeof raw !== 'object') {
      children.push({ kind: 'condition', field: key, operator: '$eq', value: raw as FilterScalar });
      continue;
    }
    for (const [operator, value] of Object.entries(raw)) {
      if (isEmptyValue(value)) continue;
      const normalized = Array.isArray(value) || (value !== null && typeof value === 'object') ? (listOf(value) as FilterScalar[]) : (value as FilterScalar);
      children.push({ kind: 'condition', field: key, operator: operator as FilterOperator, value: normalized });
    }
  }
  if (children.length === 0) return undefined;
  return children.length === 1 ? children[0] : { kind: 'and', children };
}

export interface SortItem {
  field: string;
  direction: 'asc' | 'desc';
}

const SORT_ITEM = /^([a-z][a-z0-9_]*)(?::(asc|desc))?$/i;

/** `sort=rating:desc,id:asc` (or `sort[0]=rating:desc`) into items; `null` when malformed. */
export function parseSort(input: string | string[]): SortItem[] | null {
  const pieces = (Array.isArray(input) ? input : [input])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
  const items: SortItem[] = [];
  for (const piece of pieces) {
    const match = SORT_ITEM.exec(piece);
    if (!match) return null;
    items.push({ field: match[1], direction: (match[2]?.toLowerCase() ?? 'asc') as SortItem['direction'] });
  }
  return items;
}

const ZBooleanFlag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])]).transform((v) => v === true || v === 'true' || v === '1');
const ZSortInput = z.union([z.string().max(500), z.array(z.string().max(100)).max(MAX_SORT_FIELDS)]);
const ZPopulateInput = z.union([z.string().max(500), z.array(z.string().max(100)).max(MAX_POPULATE), z.record(z.string().regex(/^\d+$/), z.string().max(100))]);

function positiveInt(max: number) {
  return z
    .union([z.number(), z.string().regex(/^\d{1,9}$/, 'validation.integer')])
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));
}

export const TRASHED = ['without', 'with', 'only'] as const;

/** `populate=a,b`, `populate[0]=a` or `populate[]=a`: the relation names asked for, trimmed, each once. */
export function populateNames(input: unknown): string[] {
  const raw = typeof input === 'string' ? input.split(',') : input && typeof input === 'object' ? Object.values(input) : [];
  return [
    ...new Set(
      raw
        .filter((name): name is string => typeof name === 'string')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

/** The strict list query of the API. Unknown parameters are refused. */
export const ZListQuery = z
  .strictObject({
    page: positiveInt(MAX_PAGE).optional().describe(`page number, default ${DEFAULT_PAGE}`),
    limit: positiveInt(MAX_LIMIT).optional().describe(`page size, default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT}`),
    skipPagination: ZBooleanFlag.optional().describe(`true: the whole list (at most ${SKIP_PAGINATION_MAX} rows), still in {data, meta}`),
    sort: ZSortInput.optional().describe('field:asc|desc, comma-separated, e.g. rating:desc,id:asc'),
    filters: ZFilters.optional(),
    populate: ZPopulateInput.optional().describe('relations to embed: populate[0]=rel'),
    search: z.string().max(MAX_SEARCH_LENGTH).optional().describe('text matched against the searchable fields'),
    trashed: z.enum(TRASHED).optional().describe('without (default), with, only: records in trash'),
    fields: z.string().max(MAX_FIELDS_LENGTH).optional().describe(FIELDS_DESCRIPTION),
    cursor: z
      .string()
      .max(MAX_CURSOR_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/, 'query.cursor.invalid')
      .optional()
      .describe(CURSOR_DESCRIPTION),
  })
  .transform((query, ctx) => {
    if (query.cursor !== undefined && (query.page !== undefined || query.skipPagination)) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'query.cursor.with_page' });
      return z.NEVER;
    }
    const sort = query.sort === undefined || query.sort === '' ? [] : parseSort(query.sort);
    if (sort === null || sort.length > MAX_SORT_FIELDS) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'query.sort.malformed' });
      return z.NEVER;
    }
    return {
      page: query.page ?? DEFAULT_PAGE,
      limit: query.limit ?? DEFAULT_LIMIT,
      skipPagination: query.skipPagination ?? false,
      sort,
      filters: toFilterTree(query.filters),
      populate: populateNames(query.populate),
      search: query.search?.trim() || undefined,
      trashed: query.trashed ?? 'without',
      fields: listFields(query.fields),
      ...(query.cursor !== undefined && { cursor: query.cursor }),
    };
  });

/** `fields=*` or `fields=a,b` (docs/decisions/297); absent, the list fields. */
function listFields(input: string | undefined): '*' | string[] | undefined {
  if (input === undefined) return undefined;
  if (input.trim() === '*') return '*';
  return [
    ...new Set(
      input
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

export type ListQueryInput = z.input<typeof ZListQuery>;
export type ListQuery = z.output<typeof ZListQuery>;

/** Options of a single-record read: `GET /{resource}/{id}?populate[0]=rel`. */
export const ZRecordQuery = z
  .strictObject({
    populate: ZPopulateInput.optional(),
    trashed: z.enum(TRASHED).optional().describe('with / only: also find a record in trash'),
  })
  .transform((query) => ({
    populate: populateNames(query.populate),
    trashed: query.trashed ?? 'without',
  }));
export type RecordQuery = z.output<typeof ZRecordQuery>;

/**
 * The forgiving list query for page URLs: anything malformed falls back to its default, unknown parameters
 * are ignored, the page size is clamped.
 */
export const ZListPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(DEFAULT_PAGE),
  limit: z.coerce
    .number()
    .int()
    .catch(DEFAULT_LIMIT)
    .transform((limit) => Math.min(Math.max(limit, 1), MAX_LIMIT)),
  sort: z
    .string()
    .max(500)
    .transform((value) => parseSort(value) ?? [])
    .catch([]),
  search: z
    .string()
    .max(MAX_SEARCH_LENGTH)
    .transform((value) => value.trim() || undefined)
    .optional()
    .catch(undefined),
  filters: ZFilters.transform(toFilterTree).optional().catch(undefined),
});
export type ListPageQuery = z.output<typeof ZListPageQuery>;
