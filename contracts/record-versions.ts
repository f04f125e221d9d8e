import { z } from 'zod';

/** The largest id or version a record may have: a positive 32-bit integer. */
export const MAX_RECORD_NUMBER = 2_147_483_647;

/** The version a record was read at (docs/decisions/192); raised by the database on every update. */
export const ZRecordVersion = z.number().int().min(1).max(MAX_RECORD_NUMBER);

/**
 * The versions a batch delete or restore saw, by record id (`{"12": 3}`, docs/decisions/213): when any of those
 * records has another version now, nothing is written and the 409 names each one under `versions.<id>`.
 */
export const ZBatchVersions = z
  .record(z.string().regex(/^\d{1,10}$/), ZRecordVersion)
  .describe('record id → the version it was seen at; a record changed since refuses the whole batch (409)');

/** Where a 409 of a batch delete or restore names a changed record: the path of its entry in `versions`. */
export const versionPath = (id: number) => `versions.${id}`;

/** The ids a batch delete's or restore's 409 names as changed since the caller saw them. */
export function changedIds(errors: Readonly<Record<string, unknown>> | undefined): number[] {
  return Object.keys(errors ?? {}).flatMap((path) => {
    const match = /^versions\.(\d+)$/.exec(path);
    return match ? [Number(match[1])] : [];
  });
}

/** The versions of the records a list shows, by id, for a batch delete or restore (records without one are left out). */
export function versionsOf(records: readonly { id: number | string; version?: unknown }[]): Record<string, number> {
  return Object.fromEntries(records.flatMap((record) => (typeof record.version === 'number' ? [[String(record.id), record.version]] : [])));
}
