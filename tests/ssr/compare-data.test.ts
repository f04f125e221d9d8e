import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture } from '../support/factories/catalog.ts';
import { startSsrServer, type SsrServer } from './ssr-server.ts';

/**
 * The comparison table's request through the real server (docs/decisions/185): the page's own loader
 * answers `?ids=` with the records in the page's language.
 */
let server: SsrServer;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await startSsrServer(async (database) => {
    await insertCatalogFixture(database.db);
  });
  const rows = (await server.database.db.execute(sql`select id, slug from doctors`)) as unknown as { rows: { id: number; slug: string }[] };
  ids = Object.fromEntries(rows.rows.map((row) => [row.slug, row.id]));
}, 240_000);

afterAll(() => server?.close());

describe('/compare/doctors?ids=', () => {
  it('answers the records of the ids, in the page language, to the table', async () => {
    const { status, html: body, headers } = await server.page(`/ru/compare/doctors.data?ids=${ids['koval-ivan']},${ids['petrenko-olena']},abc`);
    expect(status).toBe(200);
    // The same for everyone who holds these ids: kept like the public pages, asked again each time (docs/decisions/289).
    expect(headers['cache-control']).toBe('public, no-cache');
    expect(body).toContain('Коваль Иван');
    expect(body).toContain('Петренко Елена');
    expect(body).not.toContain('Мельник');
    expect(body).toContain('next_slot');
  });

  it('drops unknown ids and answers a bad list with no records, not an error', async () => {
    const hidden = await server.page(`/compare/doctors.data?ids=${ids['melnyk-oksana']},999999`);
    expect(hidden.status).toBe(200);
    expect(hidden.html).toContain('Мельник Оксана');
    const bad = await server.page('/compare/medical-institutions.data?ids=x,-1');
    expect(bad.status).toBe(200);
    expect(bad.html).toContain('medical-institutions');
  });
});
