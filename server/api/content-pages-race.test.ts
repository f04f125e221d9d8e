import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContentPage } from '../../tests/support/factories/content.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

/**
 * Two people reordering one page's blocks, or one reordering while another adds a block (docs/decisions/288):
 * of two reorders read at one version exactly one wins, and the stored order is always one of the orders sent,
 * whole, never a mix. Races need real PostgreSQL: PGlite runs one query at a time and would hide them.
 */
describe.runIf(!!TEST_DATABASE_URL)('block reorders under concurrency (PostgreSQL)', () => {
  let ctx: ApiTestContext;

  beforeAll(async () => {
    ctx = await createApiTestContext();
    ctx.actAs(roles.administrator);
  });
  afterAll(async () => ctx?.close());

  const stored = async (pageId: number) =>
    await ctx.database.rows<{ id: number; order: number }>(
      sql`select id, "order" from content_blocks where page_id = ${pageId} and deleted_at is null order by "order", id`,
    );
  const reorder = (pageId: number, ids: number[], version?: number) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/content-pages/${pageId}/blocks/order`,
      payload: { section: 'advantages', ids, ...(version && { version }) },
    });

  it('parallel reorders at one version: one 200, the others 409, the winner’s order stored whole; repeated ten times', async () => {
    for (let round = 0; round < 10; round += 1) {
      const page = await insertContentPage(ctx.database.db, {
        blocks: ['А', 'Б', 'В', 'Г'].map((title) => ({ section: 'advantages' as const, title_ua: title, title_ru: title })),
      });
      const ids = (await stored(page.id)).map((row) => row.id);
      const orders = [[...ids].reverse(), [ids[1], ids[0], ids[3], ids[2]], [ids[2], ids[3], ids[0], ids[1]]];
      const answers = await Promise.all(orders.map((order) => reorder(page.id, order, 1)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = orders[answers.findIndex((answer) => answer.statusCode === 200)];
      const rows = await stored(page.id);
      expect(rows.map((row) => row.id)).toEqual(winner);
      expect(rows.map((row) => row.order)).toEqual([0, 1, 2, 3]);
    }
  });

  it('parallel reorders without a version: each runs whole, one after the other, and the stored order is one of them', async () => {
    const page = await insertContentPage(ctx.database.db, {
      blocks: ['А', 'Б', 'В'].map((title) => ({ section: 'advantages' as const, title_ua: title, title_ru: title })),
    });
    const ids = (await stored(page.id)).map((row) => row.id);
    const orders = [
      [ids[2], ids[1], ids[0]],
      [ids[1], ids[2], ids[0]],
      [ids[0], ids[2], ids[1]],
      [ids[1], ids[0], ids[2]],
    ];
    const answers = await Promise.all(orders.map((order) => reorder(page.id, order)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await stored(page.id);
    expect(orders.map((order) => order.join())).toContain(rows.map((row) => row.id).join());
    expect(rows.map((row) => row.order)).toEqual([0, 1, 2]);
    const versions = answers.map((answer) => (answer.json() as { data: { version: number } }).data.version).sort();
    expect(versions).toEqual([2, 3, 4, 5]);
  });

  it('a block added while a section is reordered: either the reorder is refused or the new block goes last after it', async () => {
    for (let round = 0; round < 10; round += 1) {
      const page = await insertContentPage(ctx.database.db, {
        blocks: ['А', 'Б'].map((title) => ({ section: 'advantages' as const, title_ua: title, title_ru: title })),
      });
      const ids = (await stored(page.id)).map((row) => row.id);
      const [moved, added] = await Promise.all([
        reorder(page.id, [ids[1], ids[0]]),
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/content-blocks',
          payload: { page_id: page.id, section: 'advantages', title_ua: 'Нова', title_ru: 'Новая' },
        }),
      ]);
      expect(added.statusCode).toBe(201);
      const newId = (added.json() as { data: { id: number } }).data.id;
      const rows = await stored(page.id);
      expect(new Set(rows.map((row) => row.order)).size).toBe(3);
      if (moved.statusCode === 200) expect(rows.map((row) => row.id)).toEqual([ids[1], ids[0], newId]);
      else {
        expect(moved.statusCode).toBe(409);
        expect(rows.map((row) => row.id)).toEqual([ids[0], ids[1], newId]);
      }
    }
  });
});
