/**
 * The list API against PostgreSQL's own benchmark (issue "Throughput": the list's throughput at least half of
 * what pgbench gets from the same SQL). The statements a list request runs are taken from the resource service
 * itself, through a query logger, on its second call (the first counts the rows; a visitor's count is then
 * kept, as it is under load), and pgbench runs them as one transaction per request.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ZListQuery } from '../contracts/list-query.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { createResourceService } from '../features/records/service.ts';
import { findResource } from '../resources/registry.ts';

/** `value` as an SQL literal, for a statement pgbench runs as text. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `'{${value.map((item) => `"${String(item).replaceAll('"', '\\"')}"`).join(',')}}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

const inline = (query: string, params: unknown[]) => query.replace(/\$(\d+)\b/g, (_, index: string) => literal(params[Number(index) - 1]));

/** The statements `GET /api/v1/doctors?{search}` runs for a visitor, each with its values written in. */
export async function listStatements(databaseUrl: string, search: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const captured: string[] = [];
  try {
    const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => captured.push(inline(query, params)) } }) as unknown as Db;
    const service = createResourceService(db, findResource);
    const definition = findResource('doctors')!;
    const query = ZListQuery.parse(Object.fromEntries(new URLSearchParams(search)));
    const context = { locale: 'ua' as const, user: null };
    await service.list(definition, query, context);
    captured.length = 0;
    await service.list(definition, query, context);
    return [...captured];
  } finally {
    await pool.end();
  }
}

/** Transactions per second pgbench gets from `statements` as one transaction, at `connections` for `seconds`. */
export function pgbenchTps(databaseUrl: string, statements: string[], { connections, seconds }: { connections: number; seconds: number }): number {
  const dir = mkdtempSync(join(tmpdir(), 'vizyt-pgbench-'));
  try {
    const script = join(dir, 'list.sql');
    // pgbench reads one statement per line: each on a line of its own.
    writeFileSync(script, statements.map((statement) => `${statement.replace(/\s+/g, ' ')};`).join('\n') + '\n');
    const url = new URL(databaseUrl);
    const output = execFileSync(
      'pgbench',
      [
        '-n',
        '-h',
        url.hostname,
        '-p',
        url.port || '5432',
        '-U',
        decodeURIComponent(url.username) || 'postgres',
        '-c',
        String(connections),
        '-j',
        String(Math.min(connections, 2)),
        '-T',
        String(seconds),
        '-f',
        script,
        url.pathname.slice(1),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    return Number(tps);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
