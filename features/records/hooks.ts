import { and, inArray, type SQL } from 'drizzle-orm';
import type { ResourceDefinition } from '../../resources/define.ts';
import { difference, isLoggedWriter, logStaffAction } from '../audit/action-log.ts';
import { ValidationError } from '../errors.ts';
import type { ResourceColumns } from './query.ts';
import type { CallContext, ResourceRecord } from './types.ts';
import type { Executor } from './write.ts';

export type WriteAction = 'create' | 'update' | 'delete' | 'restore';

/** One record written by a generic call, as stored before and after (all columns, hidden ones too). */
export interface RecordChange {
  action: WriteAction;
  id: number;
  /** `null` for a create. */
  before: ResourceRecord | null;
  /** `null` when the row is gone (delete of a resource without trash). A trashed row has `deleted_at`. */
  after: ResourceRecord | null;
}

/** A create or an update about to be written. */
export interface PendingWrite {
  action: 'create' | 'update';
  before: ResourceRecord | null;
  values: ResourceRecord;
  merged: ResourceRecord;
}

/**
 * Server-side behaviour of one resource around the generic writes, for what a definition cannot say as data
 * (definitions are browser-safe): derived values kept in step, rules over the stored result, messages.
 */
export interface ResourceHooks {
  /**
   * Before a create or an update is written, with the record as it will be stored (`merged`: the stored
   * row with the new values over it): refuse what a schema alone cannot judge with a ValidationError,
   * keyed by field (batch calls prefix the keys with `items.N.`). May answer the values to store instead of
   * `values`, when it wrote some of them elsewhere itself (a representative's account, docs/decisions/201).
   */
  beforeWrite?(executor: Executor, write: PendingWrite, context: CallContext): Promise<ResourceRecord | void>;
  /**
   * Inside the write's transaction, after each record is written: keep derived data consistent or refuse
   * the result (throw a DomainError: the whole call, batch included, is rolled back).
   */
  afterWrite?(executor: Executor, change: RecordChange, context: CallContext): Promise<void>;
  /**
   * Once the transaction committed, per record: effects that must never follow a rolled-back write (e-mails).
   * An error here still reaches the caller, although the write itself stays. Answers true when it wrote the
   * record again (a claim stamp): the call then answers with the record read anew, its `version` current.
   */
  afterCommit?(executor: Executor, change: RecordChange, context: CallContext): Promise<boolean | void>;
  /**
   * Records on their way out (lists, one record, the answer of a write): adds the values the resource keeps in
   * other tables, read-only on the wire (a representative's name from the partner account). One query a page.
   */
  present?(executor: Executor, records: ResourceRecord[], context: CallContext): Promise<void>;
  /** `search=` over those values too: a condition on this table's rows, or-ed with its searchable columns. */
  search?(text: string): SQL | undefined;
}

/** The hooks of a resource by its name; most resources have none. */
export type FindHooks = (resourceName: string) => ResourceHooks | undefined;

/**
 * Tracks the records of one generic call for its hooks, the definition's `transitions` and the action log
 * (every staff write, with the before / after of the fields it changed; a partner's, with the names of the
 * fields). When none applies (a job's write to a resource without hooks), every method is a no-op and no extra
 * query runs.
 */
export class WriteTracker {
  private readonly changes: RecordChange[] = [];
  private readonly linkChanges = new Map<number, Record<string, unknown>>();

  constructor(
    private readonly definition: ResourceDefinition,
    private readonly hooks: ResourceHooks | undefined,
    private readonly context: CallContext,
  ) {}

  private get active(): boolean {
    return Boolean(this.hooks || this.definition.transitions || isLoggedWriter(this.context.user));
  }

  /** Many-to-many fields a write changed (features/records/links.ts), for the record's action-log line. */
  linksWritten(id: number, changes: Record<string, unknown>): void {
    if (Object.keys(changes).length) this.linkChanges.set(id, { ...this.linkChanges.get(id), ...changes });
  }

  /** The stored rows, locked until the transaction ends so the "before" stays true while the hooks run. */
  async rowsBefore(executor: Executor, columns: ResourceColumns, ids: number[], trashed: 'without' | 'only'): Promise<Map<number, ResourceRecord>> {
    if (!this.active || ids.length === 0) return new Map();
    const rows = await executor
      .select()
      .from(columns.table)
      .where(and(inArray(columns.all.id, ids), ...columns.baseConditions(trashed)))
      .for('update');
    return new Map((rows as ResourceRecord[]).map((row) => [row.id as number, row]));
  }

  /**
   * Before a create (`before` undefined) or an update of a stored row: the definition's transition rule
   * (SPEC §4 statuses: a changed value must be one the current value may become; creates start anywhere),
   * then the `beforeWrite` hook. An update of a row that is not there is left to answer its 404. Answers the
   * values to store.
   */
  async checkWrite(
    executor: Executor,
    action: 'create' | 'update',
    before: ResourceRecord | undefined,
    values: ResourceRecord,
    prefix = '',
  ): Promise<ResourceRecord> {
    if (action === 'update' && !before) return values;
    if (before) this.checkTransition(before, values, prefix);
    if (!this.hooks?.beforeWrite) return values;
    const write: PendingWrite = { action, before: before ?? null, values, merged: { ...before, ...values } };
    try {
      return (await this.hooks.beforeWrite(executor, write, this.context)) ?? values;
    } catch (error) {
      if (!prefix || !(error instanceof ValidationError) || !error.details.errors) throw error;
      const errors = Object.fromEntries(Object.entries(error.details.errors).map(([field, keys]) => [`${prefix}${field}`, keys]));
      throw new ValidationError(errors, error.messageKey);
    }
  }

  private checkTransition(before: ResourceRecord, values: ResourceRecord, prefix: string): void {
    const rule = this.definition.transitions;
    if (!rule) return;
    const from = before[rule.field];
    const to = values[rule.field];
    if (to === undefined || to === from || rule.allowed[String(from)]?.includes(String(to))) return;
    throw new ValidationError({ [`${prefix}${rule.field}`]: ['status.transition.not_allowed'] });
  }

  /** After the write, in the transaction: records the changes and runs `afterWrite` for each. */
  async written(executor: Executor, columns: ResourceColumns, action: WriteAction, ids: number[], before = new Map<number, ResourceRecord>()): Promise<void> {
    if (!this.active || ids.length === 0) return;
    const rows = await executor
      .select()
      .from(columns.table)
      .where(and(inArray(columns.all.id, ids), ...columns.baseConditions('with')));
    const after = new Map((rows as ResourceRecord[]).map((row) => [row.id as number, row]));
    for (const id of ids) {
      const change: RecordChange = { action, id, before: before.get(id) ?? null, after: after.get(id) ?? null };
      this.changes.push(change);
      await this.hooks?.afterWrite?.(executor, change, this.context);
      const changes = { ...difference(change.before, change.after, this.definition.hidden), ...this.linkChanges.get(id) };
      await logStaffAction(executor, this.context.user, { action, resource: this.definition.name, recordId: id, changes });
    }
  }

  /**
   * After the commit: `afterCommit` for each record, in the order written. Returns the ids it wrote again,
   * whose rows as the transaction read them are no longer current.
   */
  async committed(executor: Executor): Promise<Set<number>> {
    const { hooks } = this;
    const rewritten = new Set<number>();
    if (!hooks?.afterCommit) return rewritten;
    for (const change of this.changes) if (await hooks.afterCommit(executor, change, this.context)) rewritten.add(change.id);
    return rewritten;
  }
}
