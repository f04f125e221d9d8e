import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { createInstitution } from '../../tests/support/factories.ts';
import { createImportWorld, doctorsTable, toCsv } from '../../tests/support/factories/imports.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { readJob } from './jobs.ts';
import { createImportsService } from './service.ts';

/**
 * Two instances importing doctors into one empty clinic at once (docs/decisions/204, 205): both pass the first
 * check, the target's row lock lets one write, the other finds doctors there and writes nothing.
 * Races need real PostgreSQL: PGlite runs one query at a time and would hide them.
 */
describe.runIf(!!TEST_DATABASE_URL)('imports into one clinic from two instances (PostgreSQL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  it('one import wins, the other fails with "the clinic already has doctors"; repeated five times', async () => {
    const world = await createImportWorld(database.db);
    const { id } = await createAccount(database, { user_type: 'user' });
    const user: SessionUser = { id, user_type: 'user', is_administrator: true, permissions: [], roles: [] };
    const instances = [createImportsService(database), createImportsService(await database.openInstance())];
    for (let round = 0; round < 5; round++) {
      const clinic = await createInstitution(database.db, { city: world.city, type: world.type, slug: `race-${round}-${Date.now()}` });
      const file = toCsv(doctorsTable(200, world));
      const started = await Promise.all(instances.map((imports) => imports.start({ kind: 'doctors', targetId: clinic.id, bytes: file, user })));
      await Promise.all(started.map((job) => job.finished));
      const jobs = await Promise.all(started.map((job) => readJob(database.db, job.id)));
      expect(jobs.map((job) => job?.status).sort()).toEqual(['failed', 'succeeded']);
      expect(jobs.find((job) => job?.status === 'failed')?.message_key).toBe('admin.import.error.clinic.has.doctors');
      const [linked] = await database.rows<{ n: number }>(sql`select count(*)::int as n from doctor_workplaces where institution_id = ${clinic.id}`);
      expect(linked.n).toBe(200);
    }
  });
});
