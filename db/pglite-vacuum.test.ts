import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { vacuumWhereDue } from './pglite-vacuum.ts';

/** PGlite has no autovacuum; the server does its work by the same thresholds (docs/decisions/213). */
describe('vacuum where due, on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.exec(`create table big (id int primary key, note text); create table small (id int primary key);
      insert into big select n, md5(n::text) from generate_series(1, 3000) n; insert into small values (1), (2);`);
  });
  afterAll(async () => database?.close());
  // Write counters reach pg_stat_user_tables at most once a second; the server looks once a minute.
  const due = async () => {
    await database.exec('select pg_stat_force_next_flush()');
    return vacuumWhereDue(database);
  };

  test('a table with many new rows is vacuumed and analyzed, a barely touched one is left alone, and a second look does nothing', async () => {
    expect(await due()).toEqual(['vacuum big']);
    const [stats] = await database.rows<{ vacuumed: boolean; analyzed: boolean }>(
      sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'big'`,
    );
    expect(stats).toEqual({ vacuumed: true, analyzed: true });
    expect(await due()).toEqual([]);
  });

  test('many changed rows ask for an analyze, many dead ones for a vacuum', async () => {
    await database.exec('update big set note = note where id <= 400');
    expect(await due()).toEqual(['analyze big']);
    await database.exec('delete from big where id <= 1000');
    expect(await due()).toEqual(['vacuum big']);
  });

  test('the count of a wide vacuumed table is answered from an index, as on PostgreSQL', async () => {
    await database.exec(`create table wide (id int primary key, note text, gone timestamptz);
      insert into wide select n, repeat(md5(n::text), 40) from generate_series(1, 3000) n;
      create index wide_live on wide (id) where gone is null`);
    expect(await due()).toContain('vacuum wide');
    const plan = await database.rows<Record<string, string>>(sql`explain select count(*) from wide where gone is null`);
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toMatch(/Index Only Scan/);
  });
});
