import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_IMPORT_ERRORS_SHOWN, type ImportKind, type ImportStatus } from '../../contracts/imports.ts';
import type { Db } from '../../db/client.ts';
import { imports, type StoredImportError } from '../../db/schema/imports.ts';
import { legal_entities, medical_institutions } from '../../db/schema/index.ts';
import type { Executor } from '../records/write.ts';

export type ImportRow = typeof imports.$inferSelect;

/** An unfinished import whose heartbeat stopped this long ago was cut off (its instance stopped). */
export const STALE_IMPORT_MS = 2 * 60 * 1000;

export async function createJob(db: Db, values: { kind: ImportKind; targetId: number; fileName: string | null; userId: number }): Promise<number> {
  const [row] = await db
    .insert(imports)
    .values({ kind: values.kind, target_id: values.targetId, file_name: values.fileName, user_id: values.userId })
    .returning({ id: imports.id });
  return row.id;
}

/** Writes progress and answers whether someone asked to stop. */
export async function reportProgress(
  db: Db,
  id: number,
  values: { status?: ImportStatus; total?: number; done?: number },
): Promise<{ cancelRequested: boolean }> {
  const [row] = await db
    .update(imports)
    .set({ ...values, heartbeat_at: sql`now()` })
    .where(eq(imports.id, id))
    .returning({ cancelRequested: imports.cancel_requested });
  return { cancelRequested: row?.cancelRequested ?? false };
}

/** Ends an import without writing anything: refused as a whole, refused rows, or stopped on request. */
export async function finishWithout(
  db: Db,
  id: number,
  outcome: { status: 'failed' | 'cancelled'; messageKey?: string; errors?: StoredImportError[] },
): Promise<void> {
  const errors = [...(outcome.errors ?? [])].sort((a, b) => a.row - b.row);
  await db
    .update(imports)
    .set({
      status: outcome.status,
      message_key: outcome.messageKey ?? null,
      errors: errors.slice(0, MAX_IMPORT_ERRORS_SHOWN),
      error_count: errors.length,
      heartbeat_at: sql`now()`,
      finished_at: sql`now()`,
    })
    .where(eq(imports.id, id));
}

/** Marks success inside the writing transaction, so the data and the status commit together. */
export async function finishSucceeded(tx: Executor, id: number, created: Record<string, number>, done: number): Promise<void> {
  await tx
    .update(imports)
    .set({ status: 'succeeded', created, done, heartbeat_at: sql`now()`, finished_at: sql`now()` })
    .where(eq(imports.id, id));
}

export async function readJob(db: Db, id: number): Promise<(ImportRow & { target_name: string | null; stale: boolean }) | undefined> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  if (!row) return undefined;
  const [target] = await db
    .select({
      name: sql<string | null>`(case when ${row.kind} = 'medical-institutions'
        then (select ${legal_entities.public_name} from ${legal_entities} where ${legal_entities.id} = ${row.target_id})
        else (select ${medical_institutions.name_ua} from ${medical_institutions} where ${medical_institutions.id} = ${row.target_id}) end)`,
      stale: sql<boolean>`(${row.finished_at === null} and ${imports.heartbeat_at} < now() - make_interval(secs => ${STALE_IMPORT_MS / 1000}))`,
    })
    .from(imports)
    .where(eq(imports.id, id));
  return { ...row, target_name: target?.name ?? null, stale: target?.stale ?? false };
}

/** Asks a running import to stop before it writes; false when it is already writing or done. */
export async function requestCancel(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(imports)
    .set({ cancel_requested: true })
    .where(and(eq(imports.id, id), inArray(imports.status, ['reading', 'checking'])))
    .returning({ id: imports.id });
  return rows.length > 0;
}
