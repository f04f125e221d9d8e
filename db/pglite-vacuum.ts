import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** How often the tables' write counters are looked at; the look itself is one small query. */
export const PGLITE_VACUUM_INTERVAL_MS = 60_000;

/**
 * PostgreSQL's autovacuum thresholds, applied by hand: PGlite has no autovacuum. Without it the visibility
 * map is never set, so a list's `count(*)` reads the whole table instead of an index (docs/decisions/213), and
 * the planner's statistics age after the seed's one ANALYZE.
 */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_BASE = 1000;
const INSERT_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

interface TableActivity {
  name: string;
  live: number;
  dead: number;
  inserted: number;
  modified: number;
}

/**
 * Vacuums (with ANALYZE) the tables written enough since their last vacuum, and analyzes those changed enough
 * since their last analyze; one statement per table, so other queries wait at most one table's time. Returns
 * what it did. Only for PGlite: a PostgreSQL server has its own autovacuum. The counters live in memory, so
 * writes made before a restart wait for the next ones.
 */
export async function vacuumWhereDue(database: Database): Promise<string[]> {
  if (database.kind !== 'pglite') return [];
  const tables = await database.rows<TableActivity>(sql`
    select quote_ident(relname) as name, n_live_tup::int as live, n_dead_tup::int as dead,
      n_ins_since_vacuum::int as inserted, n_mod_since_analyze::int as modified
    from pg_stat_user_tables where schemaname = current_schema() order by relname`);
  const done: string[] = [];
  for (const table of tables) {
    const vacuum = table.dead > VACUUM_BASE + VACUUM_SCALE * table.live || table.inserted > INSERT_BASE + INSERT_SCALE * table.live;
    const analyze = table.modified > ANALYZE_BASE + ANALYZE_SCALE * table.live;
    if (!vacuum && !analyze) continue;
    await database.exec(vacuum ? `vacuum (analyze) ${table.name}` : `analyze ${table.name}`);
    done.push(`${vacuum ? 'vacuum' : 'analyze'} ${table.name}`);
  }
  return done;
}

/** Runs `vacuumWhereDue` every minute on PGlite (nothing on PostgreSQL) until stopped. */
export function startPgliteVacuum(
  database: Database,
  { intervalMs = PGLITE_VACUUM_INTERVAL_MS, onError }: { intervalMs?: number; onError?: (error: unknown) => void } = {},
) {
  let running: Promise<void> | undefined;
  const timer =
    database.kind === 'pglite'
      ? setInterval(() => {
          running ??= vacuumWhereDue(database)
            .then(
              () => undefined,
              (error: unknown) => onError?.(error),
            )
            .finally(() => {
              running = undefined;
            });
        }, intervalMs)
      : undefined;
  timer?.unref?.();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
