/**
 * What the fault tests send: one call of the JSON API as a signed-in browser would make it, and the answer's
 * status (0 when the connection failed or timed out), its data and its Retry-After; and the check that no two
 * live visits of one doctor overlap.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface ApiAnswer<T> {
  status: number;
  data: T | undefined;
  retryAfter: string | null;
}

/** `method /api/v1{path}` on `origin` with the session `token`; a body goes as JSON with an Idempotency-Key (`key`, else new). */
export async function callApi<T = { id: number }>(
  origin: string,
  method: string,
  path: string,
  { token, body, key = randomUUID() }: { token?: string; body?: unknown; key?: string } = {},
): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: {
        ...(token ? { cookie: `vizyt_session=${token}` } : {}),
        'sec-fetch-site': 'same-origin',
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': key } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await response.json().catch(() => ({}))) as { data?: T };
    return { status: response.status, data: json.data, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, data: undefined, retryAfter: null };
  }
}

/** How many pairs of one doctor's held, booked or approved visits overlap in time: always 0. */
export async function overlappingVisits(database: Database): Promise<number> {
  const [{ overlaps }] = await database.rows<{ overlaps: number }>(sql`
    select count(*)::int as overlaps from appointments a join appointments b
      on a.doctor_id = b.doctor_id and a.id < b.id and a.during && b.during
    where a.status in ('hold', 'booked', 'approved') and b.status in ('hold', 'booked', 'approved')`);
  return overlaps;
}
