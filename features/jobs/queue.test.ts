import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { cancelJobs, createJobWorker, scheduleJobs } from './queue.ts';

describe(`job queue (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  const jobRows = () =>
    database.rows<{ kind: string; status: string; attempts: number; last_error: string | null }>(
      sql`select kind, status, attempts, last_error from jobs order by id`,
    );

  it('runs due jobs once, leaves future ones, and ignores a second schedule with the same key', async () => {
    const seen: unknown[] = [];
    const now = new Date();
    await scheduleJobs(database.db, [
      { kind: 'test.echo', runAt: new Date(now.getTime() - 1000), payload: { n: 1 }, dedupeKey: 'echo:1' },
      { kind: 'test.echo', runAt: new Date(now.getTime() - 1000), payload: { n: 2 }, dedupeKey: 'echo:1' },
      { kind: 'test.echo', runAt: new Date(now.getTime() + 3_600_000), payload: { n: 3 }, dedupeKey: 'echo:3' },
    ]);
    const worker = createJobWorker(database, {
      'test.echo': async (_tx, payload) => {
        seen.push(payload.n);
      },
    });
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    expect(seen).toEqual([1]);
    await cancelJobs(database.db, 'echo:');
    expect((await jobRows()).map((job) => job.status)).toEqual(['done', 'done']);
    await database.exec('delete from jobs');
  });

  it('rolls back what a failing job wrote and retries it later, giving up after the last attempt', async () => {
    await scheduleJobs(database.db, [{ kind: 'test.fail', runAt: new Date(Date.now() - 1000) }]);
    let clock = new Date();
    const worker = createJobWorker(
      database,
      {
        'test.fail': async (tx) => {
          await tx.execute(sql`insert into app_meta (key, value) values ('job-side-effect', '{}'::jsonb)`);
          throw new TypeError('broken');
        },
      },
      { now: () => clock, maxAttempts: 2 },
    );
    expect(await worker.runDue()).toBe(1);
    expect(await jobRows()).toEqual([{ kind: 'test.fail', status: 'pending', attempts: 1, last_error: 'TypeError' }]);
    expect(await database.rows(sql`select 1 from app_meta where key = 'job-side-effect'`)).toEqual([]);
    expect(await worker.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(await worker.runDue()).toBe(1);
    expect((await jobRows())[0]).toMatchObject({ status: 'failed', attempts: 2 });
  });
});
