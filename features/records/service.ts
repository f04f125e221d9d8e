import { and, count, inArray, or } from 'drizzle-orm';
import { batchCreateRequest, batchUpdateRequest, ZBatchIdsRequest } from '../../contracts/batch.ts';
import { listMeta, type ListEnvelope } from '../../contracts/envelope.ts';
import { parseSort, SKIP_PAGINATION_MAX, type ListQuery, type RecordQuery } from '../../contracts/list-query.ts';
import { handbookDictionaries } from './handbooks.ts';
import type { Db } from '../../db/client.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import type { FieldErrors } from '../errors.ts';
import { NotFoundError } from '../errors.ts';
import { allowedMethods, MethodNotAllowedError, QueryNotAllowedError, RecordChangedError, withCurrentRecord } from './errors.ts';
import { WriteTracker, type FindHooks } from './hooks.ts';
import { attachLinks, splitLinks, writeLinks } from './links.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { checkPopulate, populate, type FindDefinition } from './populate.ts';
import { filterCondition, orderKeys, ResourceColumns, searchFor } from './query.ts';
import { decodeCursor, encodeCursor } from './list-cursor.ts';
import { seesPrivate, toRecord, toRecords, visibleColumns } from './serialize.ts';
import { tableFor } from './tables.ts';
import { listColumns } from './list-fields.ts';
import { createCountCache, readPage } from './list-paging.ts';
import type { CallContext, ResourceRecord } from './types.ts';
import { visibilityConditions } from './visibility.ts';
import { VERSION_FIELD, splitVersion } from './versions.ts';
import { checkRemovable, createSchema, parseBody, updateSchemas } from './body-rules.ts';
import { checkVersions, insertRecord, removeRecords, restoreRecords, updateRecord, type Executor } from './write.ts';

/**
 * One repository for every resource of the registry (ARCHITECTURE §4): list with whitelisted filters,
 * sort, search and populate; reads and writes with strict validation; trash; all-or-nothing batches.
 */
export function createResourceService(db: Db, findDefinition: FindDefinition, { hooks }: { hooks?: FindHooks } = {}) {
  const columnsFor = (definition: ResourceDefinition, context: CallContext) =>
    new ResourceColumns(definition, tableFor(definition.table), context.locale, seesPrivate(definition, context));

  /** The values a resource keeps in other tables, added to records on their way out (features/records/hooks.ts). */
  async function present(executor: Executor, definition: ResourceDefinition, records: ResourceRecord[], context: CallContext) {
    const presenter = hooks?.(definition.name)?.present;
    if (presenter && records.length) await presenter(executor, records, context);
  }

  function search(definition: ResourceDefinition, columns: ResourceColumns, text: string) {
    const also = hooks?.(definition.name)?.search?.(text);
    return also ? or(searchFor(columns, text), also) : searchFor(columns, text);
  }

  /**
   * One transaction with the resource's hooks (resources/define.ts `transitions`, features/records/hooks.ts).
   * Records an `afterCommit` hook wrote again are read anew (one query), so the answer (and its `version`,
   * docs/decisions/192) is what is stored: a form saving again from it is not refused.
   */
  async function tracked<T extends ResourceRecord | ResourceRecord[] | void>(
    definition: ResourceDefinition,
    context: CallContext,
    work: (tx: Executor, tracker: WriteTracker) => Promise<T>,
  ): Promise<T> {
    const tracker = new WriteTracker(definition, hooks?.(definition.name), context);
    const result = await db.transaction((tx) => work(tx, tracker));
    const rewritten = await tracker.committed(db);
    if (!rewritten.size || !result) return result;
    const current = await readMany(db, definition, [...rewritten], context).catch(() => new Map<number, ResourceRecord>());
    const again = (record: ResourceRecord) => current.get(record.id as number) ?? record;
    return (Array.isArray(result) ? result.map(again) : again(result)) as T;
  }

  /**
   * One update; a `version` in `body` that the record no longer has answers 409 and changes nothing. A save
   * of many-to-many fields also touches the row, so it raises the version as any other change does.
   */
  async function updateOne(tx: Executor, tracker: WriteTracker, columns: ResourceColumns, id: number, body: ResourceRecord, prefix = '') {
    const { version, values: sent } = splitVersion(body);
    const { values, links } = splitLinks(columns.definition, sent);
    const before = await tracker.rowsBefore(tx, columns, [id], 'without');
    const stored = before.get(id);
    // Locked with the row: a stale save is refused before the resource's rules judge values it never saw.
    if (version !== undefined && stored && stored[VERSION_FIELD] !== version) throw new RecordChangedError(prefix);
    const toStore = await tracker.checkWrite(tx, 'update', stored, values, prefix);
    const touched = links.size && !Object.keys(toStore).length && 'updated_at' in columns.all ? { updated_at: new Date() } : {};
    if ((await updateRecord(tx, columns, id, { ...toStore, ...touched }, prefix, version)) === 'stale') throw new RecordChangedError(prefix);
    tracker.linksWritten(id, await writeLinks(tx, columns.definition, id, links, findDefinition, prefix));
    await tracker.written(tx, columns, 'update', [id], before);
  }

  async function createOne(tx: Executor, tracker: WriteTracker, columns: ResourceColumns, sent: ResourceRecord, prefix = '') {
    const { values, links } = splitLinks(columns.definition, sent);
    const id = await insertRecord(tx, columns, await tracker.checkWrite(tx, 'create', undefined, values, prefix), prefix);
    tracker.linksWritten(id, await writeLinks(tx, columns.definition, id, links, findDefinition, prefix));
    await tracker.written(tx, columns, 'create', [id]);
    return id;
  }

  /** A staff read of patient data (`personalData` resources) is written to the action log (issue 12). */
  async function logRead(
    definition: ResourceDefinition,
    context: CallContext,
    action: 'read' | 'list',
    records: ResourceRecord[],
    details?: Record<string, unknown>,
  ) {
    if (!definition.personalData) return;
    await logStaffAction(db, context.user, {
      action,
      resource: definition.name,
      recordId: action === 'read' ? (records[0]?.id as number) : null,
      changes: action === 'list' ? { ids: records.map((record) => record.id), ...details } : null,
    });
  }

  async function removeMany(tx: Executor, tracker: WriteTracker, columns: ResourceColumns, ids: number[]) {
    const before = await tracker.rowsBefore(tx, columns, ids, 'without');
    await removeRecords(tx, columns, ids);
    await tracker.written(tx, columns, 'delete', ids, before);
  }

  async function restoreMany(tx: Executor, tracker: WriteTracker, columns: ResourceColumns, ids: number[]) {
    const before = await tracker.rowsBefore(tx, columns, ids, 'only');
    await restoreRecords(tx, columns, ids);
    await tracker.written(tx, columns, 'restore', ids, before);
  }

  function checkTrashed(definition: ResourceDefinition, trashed: RecordQuery['trashed']) {
    if (!definition.trash && trashed !== 'without') throw new QueryNotAllowedError({ trashed: ['query.trash.not_supported'] });
  }

  /** `afterWrite`: the record just written goes back to its writer whatever a visitor may see of it. */
  async function findOne(executor: Executor, definition: ResourceDefinition, id: number, query: RecordQuery, context: CallContext, afterWrite = false) {
    checkTrashed(definition, query.trashed);
    checkPopulate(definition, query.populate, context, findDefinition);
    const columns = columnsFor(definition, context);
    const [row] = await executor
      .select(visibleColumns(definition, columns.all, context))
      .from(columns.table)
      .where(
        and(
          ...columns.baseConditions(query.trashed),
          ...(afterWrite ? [] : visibilityConditions(definition, columns.table, context)),
          filterCondition(columns, { kind: 'condition', field: 'id', operator: '$eq', value: id }, {}, ''),
        ),
      );
    if (!row) throw new NotFoundError();
    const record = toRecord(definition, row as ResourceRecord, context);
    await attachLinks(executor, definition, [record]);
    await populate(executor, definition, [record], query.populate, context, findDefinition);
    await present(executor, definition, [record], context);
    return record;
  }

  const read = (executor: Executor, definition: ResourceDefinition, id: number, context: CallContext) =>
    findOne(executor, definition, id, { populate: [], trashed: 'without' }, context, true);

  /** Live records just written, by id, in one query, whatever a visitor may see of them. */
  async function readMany(executor: Executor, definition: ResourceDefinition, ids: number[], context: CallContext): Promise<Map<number, ResourceRecord>> {
    const columns = columnsFor(definition, context);
    const rows = await executor
      .select(visibleColumns(definition, columns.all, context))
      .from(columns.table)
      .where(and(...columns.baseConditions('without'), inArray(columns.all.id, ids)));
    const records = toRecords(definition, rows as ResourceRecord[], context);
    await attachLinks(executor, definition, records);
    await present(executor, definition, records, context);
    return new Map(records.map((record) => [record.id as number, record]));
  }

  /** `readMany` in the order of `ids`; 404 when one is not live. */
  async function readAll(executor: Executor, definition: ResourceDefinition, ids: number[], context: CallContext): Promise<ResourceRecord[]> {
    const records = await readMany(executor, definition, ids, context);
    return ids.map((id) => {
      const record = records.get(id);
      if (!record) throw new NotFoundError();
      return record;
    });
  }

  const countOf = createCountCache();

  const service = {
    /** A page of the list; `audit: false` when the caller writes its own action-log line (an export). */
    async list(definition: ResourceDefinition, query: ListQuery, context: CallContext, { audit = true } = {}): Promise<ListEnvelope<ResourceRecord>> {
      checkTrashed(definition, query.trashed);
      checkPopulate(definition, query.populate, context, findDefinition);
      const columns = columnsFor(definition, context);
      const errors: FieldErrors = {};
      const filtered = query.filters ? filterCondition(columns, query.filters, errors) : undefined;
      if (Object.keys(errors).length) throw new QueryNotAllowedError(errors);
      const searched = query.search ? search(definition, columns, query.search) : undefined;
      const where = and(...columns.baseConditions(query.trashed), ...visibilityConditions(definition, columns.table, context), filtered, searched);
      const keys = orderKeys(columns, query.sort, parseSort(definition.defaultSort) ?? []);
      const start = query.cursor === undefined ? undefined : decodeCursor(keys, query.cursor);
      const perPage = query.skipPagination ? SKIP_PAGINATION_MAX : query.limit;
      const page = start?.page ?? (query.skipPagination ? 1 : query.page);
      const selected = listColumns(definition, visibleColumns(definition, columns.all, context), query.fields, query.populate);
      // The count and the page at once: on PostgreSQL two pooled connections, so the list waits for the slower only.
      const [total, read] = await Promise.all([
        countOf(definition, query, context, () => db.select({ total: count() }).from(columns.table).where(where)),
        readPage(db, { columns, selected, where, keys, limit: perPage, offset: start ? 0 : (page - 1) * perPage }, start?.values),
      ]);
      const data = toRecords(definition, read.rows, context, read.working);
      await populate(db, definition, data, query.populate, context, findDefinition);
      await present(db, definition, data, context);
      if (audit) await logRead(definition, context, 'list', data, { page, ...(query.search && { search: query.search }) });
      if (query.skipPagination) return { data, meta: listMeta(total, 1, Math.min(Math.max(total, 1), SKIP_PAGINATION_MAX)) };
      const next_cursor = read.next ? encodeCursor(keys, { page: page + 1, values: read.next }) : null;
      const meta = { ...listMeta(total, page, perPage), next_cursor };
      return { data, meta };
    },

    async get(definition: ResourceDefinition, id: number, query: RecordQuery, context: CallContext) {
      const record = await findOne(db, definition, id, query, context);
      await logRead(definition, context, 'read', [record]);
      return record;
    },

    async create(definition: ResourceDefinition, body: unknown, context: CallContext) {
      const values = parseBody(createSchema(definition), body);
      return tracked(definition, context, async (tx, tracker) =>
        read(tx, definition, await createOne(tx, tracker, columnsFor(definition, context), values), context),
      );
    },

    /**
     * PUT validates the whole record, PATCH only the fields sent; neither touches a record in trash. A stale save's
     * 409 carries the record as a GET answers it now (docs/decisions/213), read after the rollback.
     */
    async update(definition: ResourceDefinition, id: number, body: unknown, mode: 'replace' | 'patch', context: CallContext) {
      const schemas = updateSchemas(definition);
      const values = parseBody(mode === 'replace' ? schemas.full : schemas.partial, body);
      return tracked(definition, context, async (tx, tracker) => {
        await updateOne(tx, tracker, columnsFor(definition, context), id, values);
        return read(tx, definition, id, context);
      }).catch((error: unknown) => withCurrentRecord(error, () => service.get(definition, id, { populate: [], trashed: 'without' }, context)));
    },

    async remove(definition: ResourceDefinition, id: number, context: CallContext) {
      checkRemovable(definition);
      await tracked(definition, context, (tx, tracker) => removeMany(tx, tracker, columnsFor(definition, context), [id]));
    },

    async restore(definition: ResourceDefinition, id: number, context: CallContext) {
      if (!definition.trash) throw new MethodNotAllowedError(allowedMethods(definition, 'restore'));
      return tracked(definition, context, async (tx, tracker) => {
        await restoreMany(tx, tracker, columnsFor(definition, context), [id]);
        return read(tx, definition, id, context);
      });
    },

    /** With `versions`, a record changed since the caller saw it refuses the whole batch (docs/decisions/213). */
    async batchDelete(definition: ResourceDefinition, body: unknown, context: CallContext) {
      checkRemovable(definition, 'batch-delete');
      const { ids, versions } = parseBody(ZBatchIdsRequest, body);
      await tracked(definition, context, async (tx, tracker) => {
        const columns = columnsFor(definition, context);
        await checkVersions(tx, columns, versions, 'without');
        await removeMany(tx, tracker, columns, [...new Set(ids)]);
      });
    },

    async batchRestore(definition: ResourceDefinition, body: unknown, context: CallContext) {
      if (!definition.trash) throw new MethodNotAllowedError(allowedMethods(definition, 'batch-restore'));
      const { ids, versions } = parseBody(ZBatchIdsRequest, body);
      const unique = [...new Set(ids)];
      return tracked(definition, context, async (tx, tracker) => {
        const columns = columnsFor(definition, context);
        await checkVersions(tx, columns, versions, 'only');
        await restoreMany(tx, tracker, columns, unique);
        return readAll(tx, definition, unique, context);
      });
    },

    async batchUpdate(definition: ResourceDefinition, body: unknown, context: CallContext) {
      const { items } = parseBody(batchUpdateRequest(updateSchemas(definition, 'batch-update').full), body);
      return tracked(definition, context, async (tx, tracker) => {
        const columns = columnsFor(definition, context);
        for (const [index, { id, ...values }] of items.entries()) await updateOne(tx, tracker, columns, id, values, `items.${index}.`);
        return readAll(
          tx,
          definition,
          items.map((item) => item.id),
          context,
        );
      });
    },

    async batchCreate(definition: ResourceDefinition, body: unknown, context: CallContext) {
      const { items } = parseBody(batchCreateRequest(createSchema(definition, 'batch-create')), body);
      return tracked(definition, context, async (tx, tracker) => {
        const columns = columnsFor(definition, context);
        const ids: number[] = [];
        for (const [index, values] of items.entries()) ids.push(await createOne(tx, tracker, columns, values, `items.${index}.`));
        return readAll(tx, definition, ids, context);
      });
    },

    /** The dictionaries of `GET /handbooks` (features/records/handbooks.ts). */
    handbookDictionaries: (locale: CallContext['locale']) => handbookDictionaries(service.list, findDefinition, locale),
  };
  return service;
}

export type ResourceService = ReturnType<typeof createResourceService>;
