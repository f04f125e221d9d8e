import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotency_keys } from '../../db/schema/index.ts';
import { ConflictError, DomainError, ValidationError } from '../errors.ts';

/** How long a first answer is replayed (ARCHITECTURE §3). */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/**
 * A claim still without an answer after this long belongs to a request that died with its connection
 * (the database went away between the claim and the answer, so the claim could not be withdrawn): a retry
 * takes it over. Longer than any request runs (a connection is waited for at most 5 s: db/client.ts).
 */
export const IDEMPOTENCY_CLAIM_LEASE_SECONDS = 15;

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyRequest {
  /** Who is asking and for what (`user:12:hold`): keys of different callers never meet. */
  scope: string;
  /** The `Idempotency-Key` header; absent: the request simply runs. */
  key: string | undefined;
  /** The request that the key stands for; the same key with another request is refused. */
  request: unknown;
}

const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('hex');

/**
 * Runs `work` once per (scope, key) and replays its first answer for 24 hours: a retried hold, booking or
 * payment (a lost response, a double click) gets the answer of the first attempt instead of acting twice.
 * A domain error is an answer too (a 409 for a taken slot replays as 409). While the first request is still
 * running, a second one with its key is told so (409) rather than run in parallel.
 */
export function createIdempotency(database: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  const { db } = database;
  return async function idempotent(request: IdempotencyRequest, work: () => Promise<IdempotentAnswer>): Promise<IdempotentAnswer> {
    if (request.key === undefined) return work();
    const key = request.key.trim();
    if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw new ValidationError({ 'Idempotency-Key': ['validation.invalid'] });
    const requestHash = hashOf(request.request);
    const at = now();
    const expiresAt = new Date(at.getTime() + IDEMPOTENCY_TTL_HOURS * 3_600_000);
    // Expired keys are forgotten first, so a key may be reused after a day.
    await db
      .delete(idempotency_keys)
      .where(and(eq(idempotency_keys.scope, request.scope), eq(idempotency_keys.key, key), lte(idempotency_keys.expires_at, at)));
    const abandonedBefore = new Date(at.getTime() - IDEMPOTENCY_CLAIM_LEASE_SECONDS * 1000);
    const claimed = await db
      .insert(idempotency_keys)
      .values({ scope: request.scope, key, request_hash: requestHash, created_at: at, expires_at: expiresAt })
      .onConflictDoUpdate({
        target: [idempotency_keys.scope, idempotency_keys.key],
        set: { created_at: sql`excluded.created_at` },
        setWhere: and(
          isNull(idempotency_keys.status_code),
          eq(idempotency_keys.request_hash, sql`excluded.request_hash`),
          lt(idempotency_keys.created_at, abandonedBefore),
        ),
      })
      .returning({ key: idempotency_keys.key });
    if (claimed.length === 0) {
      const [stored] = await db
        .select({ request_hash: idempotency_keys.request_hash, status_code: idempotency_keys.status_code, response: idempotency_keys.response })
        .from(idempotency_keys)
        .where(and(eq(idempotency_keys.scope, request.scope), eq(idempotency_keys.key, key)));
      if (!stored) throw new ConflictError('idempotency.in.progress');
      if (stored.request_hash !== requestHash) throw new ValidationError({ 'Idempotency-Key': ['idempotency.key.reused'] });
      if (stored.status_code === null) throw new ConflictError('idempotency.in.progress');
      return replay(stored.status_code, stored.response);
    }
    let answer: IdempotentAnswer;
    try {
      answer = await work();
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) {
        await store(request.scope, key, error.status, { error: { status: error.status, messageKey: error.messageKey, details: error.details } });
      } else {
        // Nothing was decided: let the client try again with the same key.
        await db.delete(idempotency_keys).where(and(eq(idempotency_keys.scope, request.scope), eq(idempotency_keys.key, key)));
      }
      throw error;
    }
    await store(request.scope, key, answer.status, { answer: answer.body });
    return answer;
  };

  async function store(scope: string, key: string, status: number, response: unknown): Promise<void> {
    await db
      .update(idempotency_keys)
      .set({ status_code: status, response })
      .where(and(eq(idempotency_keys.scope, scope), eq(idempotency_keys.key, key)));
  }
}

function replay(status: number, response: unknown): IdempotentAnswer {
  const stored = response as { answer?: unknown; error?: { status: number; messageKey: string; details: DomainError['details'] } };
  if (stored.error) throw new DomainError(stored.error.status, stored.error.messageKey, stored.error.details);
  return { status, body: stored.answer };
}

export type Idempotent = ReturnType<typeof createIdempotency>;

/** Purges keys past their day (run by the jobs worker). */
export async function purgeIdempotencyKeys(database: Database, at: Date): Promise<void> {
  await database.db.delete(idempotency_keys).where(lte(idempotency_keys.expires_at, at));
}
