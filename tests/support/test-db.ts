import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { TEMPLATE_ENV } from './global-setup.ts';

/** Set to a PostgreSQL URL to run the integration tests against a real server (each file gets its own database). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabase extends Database {
  /** Drops the per-file database (PostgreSQL) or closes the in-memory one (PGlite). */
  dispose(): Promise<void>;
  /**
   * Another connection pool to the same database: what a second app instance would have (PostgreSQL only,
   * where races are real). Closed by `dispose`.
   */
  openInstance(poolSize?: number): Promise<Database>;
}

/**
 * A fresh, migrated, empty database for one test file. On PGlite it is cloned from a template migrated
 * once per run; on PostgreSQL it is a new database created on the server and dropped afterwards.
 */
export async function createTestDatabase(options: { url?: string } = {}): Promise<TestDatabase> {
  const url = options.url ?? TEST_DATABASE_URL;
  if (!url) {
    const templatePath = process.env[TEMPLATE_ENV];
    if (!templatePath) throw new Error(`${TEMPLATE_ENV} is not set: run the tests through vitest, whose setup migrates the template`);
    const template = new Blob([await readFile(templatePath)]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: template });
    return {
      ...database,
      dispose: () => database.close(),
      openInstance: () => Promise.reject(new Error('a second connection pool needs PostgreSQL (TEST_DATABASE_URL)')),
    };
  }
  const name = `vizyt_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url, poolSize: 1 });
  await admin.exec(`create database ${name}`);
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 10 });
  await migrate(database);
  const instances: Database[] = [];
  return {
    ...database,
    async openInstance(poolSize = 10) {
      const instance = await openDatabase({ url: target.toString(), poolSize });
      instances.push(instance);
      // Closed by the test (its connections given back at once) or else at dispose, never twice.
      const close = instance.close.bind(instance);
      instance.close = async () => {
        const index = instances.indexOf(instance);
        if (index < 0) return;
        instances.splice(index, 1);
        await close();
      };
      return instance;
    },
    async dispose() {
      await Promise.all([...instances].map((instance) => instance.close()));
      await database.close();
      const cleanup = await openDatabase({ url, poolSize: 1 });
      await cleanup.exec(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}
