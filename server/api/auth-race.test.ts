import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPT_LIMITS } from '../../features/accounts/login-attempts.ts';
import { createRateLimiter } from '../../features/accounts/rate-limit.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

/** Races need a real server: PGlite runs one query at a time and would hide them. */
describe.runIf(!!TEST_DATABASE_URL)('failed-login limits under concurrency (PostgreSQL)', () => {
  let context: ApiTestContext;
  beforeAll(async () => {
    context = await createApiTestContext();
  });
  afterAll(async () => context?.close());

  const { perPair, perIp } = LOGIN_ATTEMPT_LIMITS;
  const attempt = (address: string, login: string, password: string) =>
    context.app.inject({ method: 'POST', url: '/api/v1/auth/admins/login', payload: { login, password }, remoteAddress: address });
  const statusesOf = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

  it('20 parallel wrong passwords from one address get exactly the free password checks, the rest wait', async () => {
    const staff = await createAccount(context.database);
    const statuses = statusesOf(await Promise.all(Array.from({ length: 20 }, (_, i) => attempt('203.0.113.1', staff.email, `wrong ${i}`))));
    // The design counts an attempt before checking the password, so overshoot is zero, not "a few".
    expect(statuses.filter((status) => status === 401)).toHaveLength(perPair.freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - perPair.freeFailures);
    const rows = await context.database.rows<{ failures: number }>(sql`select failures from login_throttles`);
    expect(rows).toEqual([{ failures: perPair.freeFailures }]);
  });

  it('an attacker racing from one address does not keep the owner at another address out', async () => {
    const staff = await createAccount(context.database);
    const [owner, ...attacks] = await Promise.all([
      attempt('203.0.113.200', staff.email, staff.password),
      ...Array.from({ length: 20 }, (_, i) => attempt('203.0.113.2', staff.email, `wrong ${i}`)),
    ]);
    expect(owner.statusCode).toBe(200);
    expect(statusesOf(attacks).filter((status) => status === 401)).toHaveLength(perPair.freeFailures);
  });

  it(`${perIp.limit + 10} parallel wrong passwords for different accounts from one address stay within its budget`, async () => {
    const statuses = statusesOf(
      await Promise.all(Array.from({ length: perIp.limit + 10 }, (_, i) => attempt('203.0.113.3', `stuffing${i}@example.test`, 'wrong 1'))),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(perIp.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('hands out every count exactly once to 50 parallel consumers', async () => {
    const limiter = createRateLimiter(context.database, () => new Date());
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.consume('race:key', { limit: 10, windowSeconds: 60 })));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
});
