import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate, readMigrations, type Migration } from '../../db/migrate.ts';

/** Where the runner's setup tells the test workers (started after it) to find this run's PGlite template. */
export const TEMPLATE_ENV = 'VIZYT_PGLITE_TEMPLATE';

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
  const template = await postgresTemplate(url);
  const admin = await openDatabase({ url, poolSize: 1 });
  try {
    await createFromTemplate(admin, name, template);
  } finally {
    await admin.close();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 10 });
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

/** A short checksum of a set of migrations: templates made from other migrations have other names. */
export function migrationsStamp(migrations: readonly Migration[]): string {
  return createHash('sha256')
    .update(migrations.map((m) => m.checksum).join())
    .digest('hex')
    .slice(0, 16);
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated database on the server at `url` to copy test databases from: `CREATE DATABASE …
 * TEMPLATE` copies its files in a fraction of the time the migrations take. Its name carries the migrations'
 * checksum, so it is made once per set of migrations and server (the vitest setup makes it before the test
 * files start) and a checkout with other migrations never copies it. Made under a name of its own and renamed
 * when complete: a run stopped half-way leaves no half-migrated template behind under the real name.
 */
export function postgresTemplate(url: string): Promise<string> {
  let template = templates.get(url);
  if (!template) {
    template = makeTemplate(url);
    templates.set(url, template);
    template.catch(() => templates.delete(url));
  }
  return template;
}

async function makeTemplate(url: string): Promise<string> {
  const migrations = await readMigrations();
  const name = `vizyt_template_${migrationsStamp(migrations)}`;
  const admin = await openDatabase({ url, poolSize: 1 });
  try {
    const [existing] = await admin.rows<{ n: number }>(sql`select count(*)::int as n from pg_database where datname = ${name}`);
    if (existing?.n) return name;
    const partial = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.exec(`create database ${partial}`);
    const target = new URL(url);
    target.pathname = `/${partial}`;
    const database = await openDatabase({ url: target.toString(), poolSize: 1 });
    try {
      await migrate(database, migrations);
    } finally {
      await database.close();
    }
    try {
      await admin.exec(`alter database ${partial} rename to ${name}`);
    } catch (error) {
      // Another run made it meanwhile (42P04: the name is taken): use theirs.
      await admin.exec(`drop database if exists ${partial} with (force)`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  } finally {
    await admin.close();
  }
}

/** Copies the template; retried while another session is briefly connected to it (55006), as a copy refuses then. */
async function createFromTemplate(admin: Database, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.exec(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}
