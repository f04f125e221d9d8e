import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createIdempotency, IDEMPOTENCY_CLAIM_LEASE_SECONDS } from './idempotency.ts';

describe('an Idempotency-Key whose first request died with the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  const request = (key: string) => ({ scope: 'user:1:book', key, request: { hold: 7 } });

  /** The claim a request leaves behind when its connection died before it could answer or withdraw. */
  async function abandonedClaim(key: string, secondsAgo: number): Promise<void> {
    const idempotent = createIdempotency(database, { now: () => new Date(Date.now() - secondsAgo * 1000) });
    const lost = new Error('Connection terminated unexpectedly');
    // The claim is written, the work fails like a lost connection, and the withdrawal is made to fail too.
    await database.exec(`create or replace rule keep_claims as on delete to idempotency_keys do instead nothing`);
    await expect(idempotent(request(key), () => Promise.reject(lost))).rejects.toBe(lost);
    await database.exec(`drop rule keep_claims on idempotency_keys`);
  }

  it('is still "in progress" while the claim is younger than its lease', async () => {
    await abandonedClaim('young', 1);
    const idempotent = createIdempotency(database);
    await expect(idempotent(request('young'), async () => ({ status: 201, body: 'second' }))).rejects.toMatchObject({ status: 409 });
  });

  it('runs again once the lease has passed, and then replays the new answer', async () => {
    await abandonedClaim('old', IDEMPOTENCY_CLAIM_LEASE_SECONDS + 1);
    const idempotent = createIdempotency(database);
    await expect(idempotent(request('old'), async () => ({ status: 201, body: 'second' }))).resolves.toEqual({ status: 201, body: 'second' });
    await expect(idempotent(request('old'), async () => ({ status: 201, body: 'third' }))).resolves.toEqual({ status: 201, body: 'second' });
    const [{ count }] = await database.rows<{ count: number }>(sql`select count(*)::int as count from idempotency_keys where key = 'old'`);
    expect(count).toBe(1);
  });

  it('never takes over a claim made for another request', async () => {
    await abandonedClaim('other', IDEMPOTENCY_CLAIM_LEASE_SECONDS + 1);
    const idempotent = createIdempotency(database);
    const different = { ...request('other'), request: { hold: 8 } };
    await expect(idempotent(different, async () => ({ status: 201, body: 'x' }))).rejects.toMatchObject({ status: 422 });
  });
});
