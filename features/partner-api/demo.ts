import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { representatives, users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import { issueCredentials } from '../partners/api-credentials.ts';

export interface DemoApiCredentials {
  client_id: string;
  /** Made by this start: shown once, stored only as a hash (as the back office's credentials command). */
  client_secret?: string;
}

/** The demo partner's API credentials: made at the first start that finds none; null without the demo data. */
export async function ensureDemoApiCredentials(database: Database): Promise<DemoApiCredentials | null> {
  const [row] = await database.db
    .select({ id: representatives.id, api_client_id: representatives.api_client_id })
    .from(representatives)
    .innerJoin(users, eq(users.id, representatives.user_id))
    .where(and(eq(sql`lower(${users.email})`, DEMO_ACCOUNTS.partner.email), isNull(representatives.deleted_at), isNull(users.deleted_at)))
    .limit(1);
  if (!row) return null;
  if (row.api_client_id) return { client_id: row.api_client_id };
  const issued = await issueCredentials(database.db, null, row.id, 'generate');
  return { client_id: issued.client_id, client_secret: issued.client_secret };
}
