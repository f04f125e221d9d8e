import { and, count, type SQL } from 'drizzle-orm';
import { listMeta, type ListEnvelope } from '../../contracts/envelope.ts';
import { parseSort, SKIP_PAGINATION_MAX, type ListQuery } from '../../contracts/list-query.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/sql.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import type { FieldErrors } from '../errors.ts';
import { QueryNotAllowedError } from './errors.ts';
import type { FindHooks } from './hooks.ts';
import { listColumns } from './list-fields.ts';
import { jsonArrayOf, jsonFields } from './list-json.ts';
import { createCountCache, pageQuery, readPage, type PageQuery } from './list-paging.ts';
import { checkPopulate, populate, type FindDefinition } from './populate.ts';
import { filterCondition, orderBy, type ResourceColumns } from './query.ts';
import { toRecords, visibleColumns } from './serialize.ts';
import type { CallContext, ResourceRecord } from './types.ts';
import { visibilityConditions } from './visibility.ts';

/** What the resource service lends its lists: the same checks, search, presentation and read log as its reads. */
export interface ListDeps {
  db: Db;
  findDefinition: FindDefinition;
  hooks?: FindHooks;
  columnsFor(definition: ResourceDefinition, context: CallContext): ResourceColumns;
  checkTrashed(definition: ResourceDefinition, trashed: ListQuery['trashed']): void;
  search(definition: ResourceDefinition, columns: ResourceColumns, text: string): SQL | undefined;
  present(definition: ResourceDefinition, records: ResourceRecord[], context: CallContext): Promise<void>;
  logRead(definition: ResourceDefinition, context: CallContext, records: ResourceRecord[], details: Record<string, unknown>): Promise<void>;
}

/** A list's page, its count and its meta: with whitelisted filters, sort and search (ARCHITECTURE §4). */
export function createListReads({ db, findDefinition, hooks, columnsFor, checkTrashed, search, present, logRead }: ListDeps) {
  const countOf = createCountCache();

  /** What one list request reads: checked, its condition, order, page and fields. */
  function plan(definition: ResourceDefinition, query: ListQuery, context: CallContext) {
    checkTrashed(definition, query.trashed);
    checkPopulate(definition, query.populate, context, findDefinition);
    const columns = columnsFor(definition, context);
    const errors: FieldErrors = {};
    const filtered = query.filters ? filterCondition(columns, query.filters, errors) : undefined;
    if (Object.keys(errors).length) throw new QueryNotAllowedError(errors);
    const searched = query.search ? search(definition, columns, query.search) : undefined;
    const where = and(...columns.baseConditions(query.trashed), ...visibilityConditions(definition, columns.table, context), filtered, searched);
    const perPage = query.skipPagination ? SKIP_PAGINATION_MAX : query.limit;
    const page = query.skipPagination ? 1 : query.page;
    const selected = listColumns(definition, visibleColumns(definition, columns.all, context), query.fields, query.populate);
    const order = orderBy(columns, query.sort, parseSort(definition.defaultSort) ?? []);
    const meta = (total: number) =>
      query.skipPagination ? listMeta(total, 1, Math.min(Math.max(total, 1), SKIP_PAGINATION_MAX)) : listMeta(total, page, perPage);
    // The count and the page at once: on PostgreSQL two pooled connections, so the list waits for the slower only.
    const total = () => countOf(definition, query, context, () => db.select({ total: count() }).from(columns.table).where(where));
    const rows: PageQuery = { columns, selected, where, order, limit: perPage, offset: (page - 1) * perPage };
    return { page, selected, meta, total, rows };
  }

  const reads = {
    /** A page of the list; `audit: false` when the caller writes its own action-log line (an export). */
    async list(definition: ResourceDefinition, query: ListQuery, context: CallContext, { audit = true } = {}): Promise<ListEnvelope<ResourceRecord>> {
      const { page, meta, total, rows } = plan(definition, query, context);
      const [count, found] = await Promise.all([total(), readPage(db, rows)]);
      const data = toRecords(definition, found, context);
      await populate(db, definition, data, query.populate, context, findDefinition);
      await present(definition, data, context);
      if (audit) await logRead(definition, context, data, { page, ...(query.search && { search: query.search }) });
      return { data, meta: meta(count) };
    },

    /**
     * The same answer as {@link reads.list}, as JSON text whose records PostgreSQL wrote (docs/decisions/312): no
     * rows turned into objects and back into text in Node. A list that needs its records in Node (populated
     * relations, a presentation hook, a staff read of personal data that is logged, a column PostgreSQL would write
     * otherwise) is answered by `list`, as an object.
     */
    async answer(definition: ResourceDefinition, query: ListQuery, context: CallContext): Promise<string | ListEnvelope<ResourceRecord>> {
      if (query.populate.length || hooks?.(definition.name)?.present || definition.personalData) return reads.list(definition, query, context);
      const { selected, meta, total, rows } = plan(definition, query, context);
      // As `toRecords` adds them: each translated field under its own name, in the caller's language.
      const translated = (definition.translated ?? []).flatMap((field) => {
        const column = selected[`${field}_${context.locale}`];
        return column ? [[field, column] as const] : [];
      });
      const fields = jsonFields(selected, translated);
      if (!fields) return reads.list(definition, query, context);
      const page = pageQuery(db, { ...rows, selected: fields });
      const [count, [{ data }]] = await Promise.all([total(), selectRows<{ data: string }>(db, jsonArrayOf(page))]);
      return `{"data":${data},"meta":${JSON.stringify(meta(count))}}`;
    },
  };
  return reads;
}
