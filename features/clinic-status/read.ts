import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idArray, selectRows } from '../../db/sql.ts';
import type { TClinicStatus } from '../../contracts/clinic-status.ts';

/**
 * Reading a clinic's status right now (docs/decisions/306), for every page that names the clinic: the clinic page,
 * its doctors' cards and booking pages, a patient's visit. A status whose end passed reads as none.
 */

/** A status row `s` still on: no end, or an end ahead. */
const isCurrent = sql.raw('(s.until is null or s.until > now())');

/** The kind of the clinic's current status when it is worth a card's notice (not plain "working"), else null. */
export const clinicStatusKind = (institutionId: SQL) =>
  sql<string | null>`(select s.status from clinic_live_status s where s.institution_id = ${institutionId} and s.status <> 'working' and ${isCurrent})`;

/** The clinic's current status as JSON (`null` when none or over), for a select over a clinic id column. */
export const clinicStatusJson = (institutionId: SQL) =>
  sql<TClinicStatus | null>`(select json_build_object('status', s.status, 'note', s.note,
      'until', to_char(s.until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'set_at', to_char(s.set_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
    from clinic_live_status s where s.institution_id = ${institutionId} and ${isCurrent})`;

/** The current statuses of these clinics; a clinic without one is left out. */
export async function clinicStatuses(db: Db, institutionIds: readonly number[]): Promise<Map<number, TClinicStatus>> {
  if (!institutionIds.length) return new Map();
  const rows = await selectRows<{ id: number; status: TClinicStatus | null }>(
    db,
    sql`select mi.id, ${clinicStatusJson(sql`mi.id`)} as status from medical_institutions mi where mi.id = any(${idArray(institutionIds)})`,
  );
  return new Map(rows.flatMap((row) => (row.status ? [[row.id, row.status] as const] : [])));
}
