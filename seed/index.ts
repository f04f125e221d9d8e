import { count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { app_meta, doctors, sessions, users } from '../db/schema/index.ts';
import { Random } from './random.ts';
import { DEMO_SEED_META_KEY } from '../db/demo-data/demo-accounts.ts';
import type { SeedContext } from './steps/context.ts';

export const DEFAULT_SEED = 20_240_824;
const SEED_META_KEY = DEMO_SEED_META_KEY;
/** Shared by every instance: only one of them seeds. */
const SEED_LOCK_KEY = 7_320_452;

export interface SeedOptions {
  seed?: number;
  /** Multiplies institutions, doctors, patients and reviews; 1 is about 1,500 institutions and 8,000 doctors. */
  scale?: number;
  log?: (line: string) => void;
  /** The day demo dates are relative to; defaults to today. Fix it to compare two runs. */
  today?: Date;
}

/**
 * Fills an empty database with the demo data set, once: the run is recorded in `app_meta`, and a database
 * that already holds doctors is left alone. Everything happens in one transaction, so a failed run leaves
 * nothing behind.
 */
export async function seedDemoData(database: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const { seed = DEFAULT_SEED, scale = 1, log = () => undefined } = options;
  const today = startOfDay(options.today ?? new Date());
  return database.withAdvisoryLock(SEED_LOCK_KEY, async () => {
    if (await isSeeded(database)) return { seeded: false };
    // Loaded only to seed: a server that finds its data holds none of the steps' code (docs/decisions/317).
    const { seedAll } = await import('./all-steps.ts');
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      const context: SeedContext = { db: tx as unknown as SeedContext['db'], random: new Random(seed), scale, today, log };
      await seedAll(context, timer(log));
      await tx.insert(app_meta).values({ key: SEED_META_KEY, value: { seed, scale, today: today.toISOString(), at: new Date().toISOString() } });
    });
    // PGlite has no autovacuum: without statistics the planner picks nested loops over thousands of
    // doctors and listings take seconds instead of milliseconds (docs/decisions/072). Kept in the data folder.
    await database.exec('analyze');
    log(`Demo data seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${seed}, scale ${scale})`);
    return { seeded: true };
  });
}

/** True when the demo data set was seeded, or when the database already holds real data. */
export async function isSeeded(database: Database): Promise<boolean> {
  const meta = await database.db.select({ key: app_meta.key }).from(app_meta).where(eq(app_meta.key, SEED_META_KEY));
  if (meta.length > 0) return true;
  const [{ doctorCount }] = await database.db.select({ doctorCount: count() }).from(doctors);
  return doctorCount > 0;
}

/**
 * Removes the demo data (every catalogue, content and booking row, and every account except staff) so
 * that `seedDemoData` can run again. Staff accounts, roles and permissions stay.
 */
export async function removeDemoData(database: Database): Promise<void> {
  // Raw: the system catalogue's pg_tables is no table of the schema.
  const tables = await database.rows<{ name: string }>(sql`
    select tablename as name from pg_tables
    where schemaname = current_schema()
      and tablename not in ('schema_migrations', 'users', 'sessions', 'roles', 'permissions', 'role_permissions',
                            'user_roles', 'user_permissions', 'rate_limit_counters', 'action_log')`);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${tables.map((t) => `"${t.name}"`).join(', ')} restart identity cascade`));
    await tx.delete(sessions).where(inArray(sessions.user_id, tx.select({ id: users.id }).from(users).where(ne(users.user_type, 'user'))));
    await tx.delete(users).where(ne(users.user_type, 'user'));
  });
}

function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function timer(log: (line: string) => void) {
  let last = performance.now();
  return (what: string) => {
    const now = performance.now();
    log(`  ${what}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
}
