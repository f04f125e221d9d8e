import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/data/demo-accounts.ts';
import { issueCredentials } from '../partners/api-credentials.ts';

export interface DemoApiCredentials {
  client_id: string;
  /** Made by this start: shown once, stored only as a hash (as the back office's credentials command). */
  client_secret?: string;
}

/** The demo partner's API credentials: made at the first start that finds none; null without the demo data. */
export async function ensureDemoApiCredentials(database: Database): Promise<DemoApiCredentials | null> {
  const [row] = await database.rows<{ id: number; api_client_id: string | null }>(sql`
    select r.id, r.api_client_id from representatives r join users u on u.id = r.user_id
    where lower(u.email) = ${DEMO_ACCOUNTS.partner.email} and r.deleted_at is null and u.deleted_at is null limit 1`);
  if (!row) return null;
  if (row.api_client_id) return { client_id: row.api_client_id };
  const issued = await issueCredentials(database.db, null, row.id, 'generate');
  return { client_id: issued.client_id, client_secret: issued.client_secret };
}
