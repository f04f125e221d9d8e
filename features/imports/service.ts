import { setTimeout as sleep, setImmediate as yieldToOthers } from 'node:timers/promises';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ImportKind } from '../../contracts/imports.ts';
import type { Database } from '../../db/client.ts';
import { hasPermissions, type SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { DomainError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.ts';
import { cellsOf, isBlankRow, mapHeader, type RowError } from './cells.ts';
import { createJob, finishSucceeded, finishWithout, readJob, reportProgress, requestCancel } from './jobs.ts';
import { doctorsImport } from './kinds/doctors.ts';
import { institutionsImport } from './kinds/institutions.ts';
import { ImportRefusedError, type ImportKindHandler, type PreparedImport } from './kinds/kind.ts';
import { servicesImport } from './kinds/services.ts';
import { readTable, UnreadableFileError } from './read-table.ts';

const HANDLERS: Readonly<Record<ImportKind, ImportKindHandler<never>>> = {
  'medical-institutions': institutionsImport as ImportKindHandler<never>,
  doctors: doctorsImport as ImportKindHandler<never>,
  'doctor-services': servicesImport as ImportKindHandler<never>,
};

/** About two polls of the import page (400 ms apart). */
const WRITING_NOTICE_MS = 800;

export interface ImportsServiceOptions {
  /** The labels a header may use for a column besides its technical name (both languages). */
  aliases?: (column: string) => readonly string[];
  /** Rows checked between two progress reports. */
  progressEvery?: number;
  /** Told of a failure nobody expected (the import itself ends as failed). */
  onError?: (error: unknown) => void;
}

export interface StartImport {
  kind: ImportKind;
  targetId: number;
  fileName?: string | null;
  bytes: Uint8Array;
  user: SessionUser | null;
}

/** SPEC §6: staff holding `<kind>.create` (the administrator holds all). */
export function checkImportRight(user: SessionUser | null, kind: ImportKind): asserts user is SessionUser {
  if (!user) throw new UnauthorizedError();
  if (!hasPermissions(user, `${kind.replaceAll('/', '.')}.create`)) throw new ForbiddenError();
}

/**
 * Imports from CSV or XLSX (docs/decisions/204, 205). `start` refuses at once what SPEC §5 forbids, records the
 * import and answers; the work goes on: read the file, check every row against the resource's rules while
 * reporting progress, then, only if no row was refused, write everything in one short transaction together
 * with the success status and one action-log line. Nothing is written when anything is refused.
 */
export function createImportsService(database: Database, options: ImportsServiceOptions = {}) {
  const { db } = database;
  const aliases = options.aliases ?? (() => []);
  const progressEvery = options.progressEvery ?? 500;

  async function run(id: number, prepared: PreparedImport<unknown>, request: StartImport): Promise<void> {
    const { kind } = request;
    let table: string[][];
    try {
      table = (await readTable(request.bytes)).rows;
    } catch (error) {
      if (error instanceof UnreadableFileError) return finishWithout(db, id, { status: 'failed', messageKey: error.messageKey });
      throw error;
    }
    while (table.length > 0 && isBlankRow(table[table.length - 1])) table.pop();
    const total = Math.max(0, table.length - 1);
    if (total === 0) return finishWithout(db, id, { status: 'failed', messageKey: 'admin.import.error.no.rows' });
    if (total > MAX_IMPORT_ROWS) return finishWithout(db, id, { status: 'failed', messageKey: 'admin.import.error.too.many.rows' });
    if ((await reportProgress(db, id, { status: 'checking', total, done: 0 })).cancelRequested) return finishWithout(db, id, { status: 'cancelled' });

    const header = mapHeader(table[0], HANDLERS[kind].columns, aliases);
    if (header.errors.length) return finishWithout(db, id, { status: 'failed', messageKey: 'admin.import.error.header', errors: header.errors });

    const errors: RowError[] = [];
    const records: { row: number; record: unknown }[] = [];
    for (let index = 1; index < table.length; index++) {
      if (!isBlankRow(table[index])) {
        const outcome = prepared.row(cellsOf(table[index], header.indexes), index + 1);
        errors.push(...outcome.errors);
        if (outcome.record !== undefined) records.push({ row: index + 1, record: outcome.record });
      }
      if (index % progressEvery === 0) {
        // Other requests get their turn between chunks; the browser sees how far it is.
        await yieldToOthers();
        if ((await reportProgress(db, id, { done: index })).cancelRequested) return finishWithout(db, id, { status: 'cancelled' });
      }
    }
    errors.push(...prepared.finish(records));
    if (errors.length) return finishWithout(db, id, { status: 'failed', messageKey: 'admin.import.error.rows', errors });
    if ((await reportProgress(db, id, { status: 'writing', done: total })).cancelRequested) return finishWithout(db, id, { status: 'cancelled' });
    // PGlite answers nobody while the transaction runs: let the browser's next poll see "writing" first.
    if (database.kind === 'pglite') await sleep(WRITING_NOTICE_MS);

    try {
      await db.transaction(async (tx) => {
        const created = await prepared.write(
          tx,
          records.map((entry) => entry.record),
        );
        await logStaffAction(tx, request.user, {
          action: 'import',
          resource: kind,
          recordId: request.targetId,
          changes: { import_id: id, file_name: request.fileName ?? null, rows: total, created },
        });
        await finishSucceeded(tx, id, created, total);
      });
    } catch (error) {
      if (error instanceof ImportRefusedError) return finishWithout(db, id, { status: 'failed', messageKey: error.messageKey });
      // Someone took a slug or a name in the meantime: nothing was written, the same file can simply be sent again.
      if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
        return finishWithout(db, id, { status: 'failed', messageKey: 'admin.import.error.conflict' });
      }
      throw error;
    }
  }

  return {
    /** Checks the right and SPEC §5, records the import and starts it; `finished` settles when it ends. */
    async start(request: StartImport): Promise<{ id: number; finished: Promise<void> }> {
      checkImportRight(request.user, request.kind);
      if (request.bytes.length > MAX_IMPORT_BYTES) throw new DomainError(413, 'admin.import.error.too.large');
      let prepared: PreparedImport<unknown>;
      try {
        prepared = await HANDLERS[request.kind].prepare(db, request.targetId);
      } catch (error) {
        if (error instanceof ImportRefusedError) throw error.status === 404 ? new NotFoundError(error.messageKey) : new DomainError(409, error.messageKey);
        throw error;
      }
      const id = await createJob(db, { kind: request.kind, targetId: request.targetId, fileName: request.fileName ?? null, userId: request.user.id });
      // Never rejects: nobody awaits it in production, and a failure still ends the import for the browser.
      const finished = run(id, prepared, request).catch(async (error: unknown) => {
        await finishWithout(db, id, { status: 'failed', messageKey: 'error.occured' }).catch(() => undefined);
        options.onError?.(error);
      });
      return { id, finished };
    },

    /** The import as stored, for someone allowed to run its kind. */
    async read(id: number, user: SessionUser | null) {
      if (!user) throw new UnauthorizedError();
      // Only staff import: anyone else is refused before learning whether the import exists.
      if (user.user_type !== 'user') throw new ForbiddenError();
      const job = await readJob(db, id);
      if (!job) throw new NotFoundError();
      checkImportRight(user, job.kind as ImportKind);
      return job;
    },

    async cancel(id: number, user: SessionUser | null) {
      const job = await this.read(id, user);
      if (!(await requestCancel(db, job.id))) throw new DomainError(409, 'admin.import.error.cancel.late');
      return this.read(id, user);
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
