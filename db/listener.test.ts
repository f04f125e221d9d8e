import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../tests/support/test-db.ts';

const waitFor = async (check: () => boolean, timeoutMs = 5_000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** `Database.listen` on PostgreSQL: a dedicated connection that comes back by itself and says so (docs/decisions/215). */
describe.runIf(!!TEST_DATABASE_URL)('LISTEN on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  it('delivers notifications, reconnects after its connection is killed, and calls back with null', async () => {
    const heard: (string | null)[] = [];
    const stop = await database.listen('listener_test', (payload) => heard.push(payload));
    await database.exec(`notify listener_test, 'one'`);
    await waitFor(() => heard.includes('one'));
    await database.exec(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
    await waitFor(() => heard.includes(null));
    await database.exec(`notify listener_test, 'two'`);
    await waitFor(() => heard.includes('two'));
    await stop();
    await database.exec(`notify listener_test, 'three'`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['one', null, 'two']);
  });
});
