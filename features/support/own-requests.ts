import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { support_requests } from '../../db/schema/index.ts';
import type { TOwnSupportRequest } from '../../contracts/support-requests.ts';

/** A cabinet list, not an archive: the newest this many (docs/decisions/232). */
export const OWN_SUPPORT_REQUESTS_LIMIT = 100;

/**
 * The signed-in person's own support requests (docs/decisions/232): only rows linked to `userId`, never
 * callbacks (a call answers those) nor trashed ones, newest first. The answer shows once staff completed the
 * request: a draft typed while the request is in process stays with staff.
 */
export async function listOwnSupportRequests({ db }: Database, userId: number): Promise<TOwnSupportRequest[]> {
  const rows = await db
    .select({
      id: support_requests.id,
      topic: support_requests.topic,
      status: support_requests.status,
      message: support_requests.message,
      answer: support_requests.answer,
      answered_at: support_requests.answered_at,
      created_at: support_requests.created_at,
    })
    .from(support_requests)
    .where(and(eq(support_requests.user_id, userId), eq(support_requests.is_callback, false), isNull(support_requests.deleted_at)))
    .orderBy(desc(support_requests.created_at), desc(support_requests.id))
    .limit(OWN_SUPPORT_REQUESTS_LIMIT);
  return rows.map((row) => {
    const completed = row.status === 'completed';
    return {
      ...row,
      answer: completed ? row.answer : null,
      answered_at: completed && row.answered_at ? row.answered_at.toISOString() : null,
      created_at: row.created_at.toISOString(),
    };
  });
}
