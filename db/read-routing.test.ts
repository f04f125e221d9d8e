import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freePort } from '../bench/free-port.ts';
import { TEST_DATABASE_URL } from '../tests/support/test-db.ts';
import { openDatabase, type Db } from './client.ts';
import { readFromPrimary } from './read-routing.ts';

/** The replica and the primary are one server here, told apart by the application name each pool connects with. */
const named = (url: string, name: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;
const whoAnswers = sql`select current_setting('application_name') as name`;
/** Which server `executor` reached. */
async function answering(executor: Pick<Db, 'execute'>): Promise<string> {
  return ((await executor.execute(whoAnswers)) as unknown as { rows: { name: string }[] }).rows[0].name;
}

describe.runIf(!!TEST_DATABASE_URL)('reads that tolerate lag (PostgreSQL)', () => {
  it('go to the replica, and to the primary for a reader who has just written, transactions too', async () => {
    const database = await openDatabase({ url: named(TEST_DATABASE_URL!, 'primary'), replicaUrl: named(TEST_DATABASE_URL!, 'replica'), poolSize: 2 });
    try {
      const read = () => answering(database.reads);
      expect(await read()).toBe('replica');
      expect(await readFromPrimary(read)).toBe('primary');
      expect(await readFromPrimary(() => new Promise((resolve) => setTimeout(() => resolve(read()), 5)))).toBe('primary');
      const inTransaction = () => database.reads.transaction(answering);
      expect(await inTransaction()).toBe('replica');
      expect(await readFromPrimary(inTransaction)).toBe('primary');
      // Writes never take the replica.
      expect(await answering(database.db)).toBe('primary');
    } finally {
      await database.close();
    }
  });

  it('fall back to the primary when the replica cannot be reached', async () => {
    const nobody = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    const database = await openDatabase({ url: named(TEST_DATABASE_URL!, 'primary'), replicaUrl: nobody, poolSize: 2 });
    try {
      expect(await answering(database.reads)).toBe('primary');
      expect(await database.reads.transaction(answering)).toBe('primary');
    } finally {
      await database.close();
    }
  });
});
