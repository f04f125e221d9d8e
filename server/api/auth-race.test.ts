import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPT_LIMITS } from '../../features/accounts/login-attempts.ts';
import { createRateLimiter } from '../../features/accounts/rate-limit.ts';
import { createAccount } from '../../features/accounts/testing.ts';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';

/** Races need a real server: PGlite runs one query at a time and would hide them. */
describe.runIf(!!TEST_DATABASE_URL)('failed-login limits under concurrency (PostgreSQL)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildServer({ config: readConfig({}), services: createServices(database) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('20 parallel wrong passwords for one account get exactly the allowed number of password checks', async () => {
    const staff = await createAccount(database);
    const { limit } = LOGIN_ATTEMPT_LIMITS.perAccount;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/admins/login',
          payload: { login: staff.email, password: `wrong ${i}` },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    // The design counts an attempt before checking the password, so overshoot is zero, not "a few".
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - limit);
    const counts = await database.rows<{ count: number }>(sql`select count from rate_limit_counters where key like 'login-account:%'`);
    expect(counts).toEqual([{ count: 20 }]);
  });

  it('hands out every count exactly once to 50 parallel consumers', async () => {
    const limiter = createRateLimiter(database, () => new Date());
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.consume('race:key', { limit: 10, windowSeconds: 60 })));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
});
