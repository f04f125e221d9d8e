import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { documentOfText } from '../../contracts/rich-text.ts';
import { insertContentPage } from '../../tests/support/factories/content.ts';
import { useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/**
 * Content pages written in the back office (docs/decisions/288): a page's texts, its blocks added, edited and
 * removed through the generic routes, and one section reordered in one versioned call; every write logged.
 */
const api = useResourceApi();
const { get, send } = api;
const blocksBase = '/api/v1/content-blocks';
const pagesBase = '/api/v1/content-pages';

async function pageWithAdvantages(titles: string[]) {
  return insertContentPage(api.context.database.db, {
    blocks: titles.map((title) => ({ section: 'advantages' as const, title_ua: title, title_ru: `${title} ru` })),
  });
}

async function blockIds(pageId: number, section: string) {
  const rows = await api.context.database.rows<{ id: number; title_ua: string }>(
    sql`select id, title_ua from content_blocks where page_id = ${pageId} and section = ${section} and deleted_at is null order by "order", id`,
  );
  return rows;
}

const actions = (resource: string, id: number) =>
  api.context.database.rows<{ action: string; changes: Record<string, unknown> | null }>(
    sql`select action, changes from action_log where resource = ${resource} and record_id = ${id} order by id`,
  );

describe('content pages and their blocks through the back office API', () => {
  beforeEach(() => api.context.actAs(roles.administrator));

  test('a page’s texts are edited at its version and logged; pages are not added over the API', async () => {
    const page = await pageWithAdvantages([]);
    const edited = await send('PATCH', `${pagesBase}/${page.id}`, { title_ua: 'Про нас', intro_ru: 'Вступление', version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title_ua: 'Про нас', intro_ru: 'Вступление', version: 2 });
    expect((await send('PATCH', `${pagesBase}/${page.id}`, { title_ua: 'Застаріле', version: 1 })).status).toBe(409);
    expect((await send('POST', pagesBase, { slug: 'new-page', title_ua: 'Нова', title_ru: 'Новая' })).status).toBe(405);
    expect((await actions('content-pages', page.id)).map((line) => line.action)).toEqual(['update']);
  });

  test('a block added without an order goes last in its section; edited with rich text at its version; removed to the trash', async () => {
    const page = await pageWithAdvantages(['Перша', 'Друга']);
    const created = await send('POST', blocksBase, {
      page_id: page.id,
      section: 'advantages',
      title_ua: 'Третя',
      title_ru: 'Третья',
      text_ua: documentOfText('Текст.'),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ order: 2, version: 1 });
    // The first of another section starts its own count.
    const other = await send('POST', blocksBase, { page_id: page.id, section: 'opportunities', title_ua: 'Можливість', title_ru: 'Возможность' });
    expect(other.body.data.order).toBe(0);

    const text = {
      type: 'doc',
      content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'пункт' }] }] }] }],
    };
    const edited = await send('PATCH', `${blocksBase}/${id}`, { text_ru: text, version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body.data.text_ru).toEqual(text);
    expect((await send('PATCH', `${blocksBase}/${id}`, { title_ua: 'Застаріле', version: 1 })).status).toBe(409);
    const hostile = await send('PATCH', `${blocksBase}/${id}`, { text_ua: '<script>alert(1)</script>' });
    expect(hostile.status).toBe(422);
    expect((await send('POST', blocksBase, { page_id: page.id, section: 'gallery', title_ua: 'x', title_ru: 'x' })).status).toBe(422);

    expect((await send('DELETE', `${blocksBase}/${id}`)).status).toBe(204);
    expect((await blockIds(page.id, 'advantages')).map((row) => row.title_ua)).toEqual(['Перша', 'Друга']);
    expect((await actions('content-blocks', id)).map((line) => line.action)).toEqual(['create', 'update', 'delete']);
  });

  test('a section is reordered in one call: renumbered, the page’s version raised, the order before and after logged, the public page follows', async () => {
    const page = await pageWithAdvantages(['А', 'Б', 'В']);
    await send('POST', blocksBase, { page_id: page.id, section: 'opportunities', title_ua: 'Інша секція', title_ru: 'Другая секция' });
    const [a, b, c] = await blockIds(page.id, 'advantages');
    const answer = await send('PUT', `${pagesBase}/${page.id}/blocks/order`, { section: 'advantages', ids: [c.id, a.id, b.id], version: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ page_id: page.id, section: 'advantages', ids: [c.id, a.id, b.id], version: 2 });
    expect((await blockIds(page.id, 'advantages')).map((row) => row.title_ua)).toEqual(['В', 'А', 'Б']);
    expect((await blockIds(page.id, 'opportunities')).map((row) => row.title_ua)).toEqual(['Інша секція']);
    const [line] = (await actions('content-pages', page.id)).filter((entry) => entry.action === 'reorder');
    expect(line.changes).toEqual({ 'blocks.advantages': { before: [a.id, b.id, c.id], after: [c.id, a.id, b.id] } });

    const shown = await api.context.services.content.contentPage({ slug: page.slug, locale: 'ru' });
    expect(shown?.sections.find((group) => group.section === 'advantages')?.blocks.map((block) => block.title)).toEqual(['В ru', 'А ru', 'Б ru']);

    // The page's form adopts the new version, so its next save is not refused by the reorder.
    expect((await send('PATCH', `${pagesBase}/${page.id}`, { title_ua: 'Після', version: 2 })).status).toBe(200);
  });

  test('a reorder is refused when stale, when it does not name exactly the section’s blocks, or names one twice; nothing moves', async () => {
    const page = await pageWithAdvantages(['А', 'Б', 'В']);
    const [a, b, c] = await blockIds(page.id, 'advantages');
    const order = (ids: number[], version?: number) =>
      send('PUT', `${pagesBase}/${page.id}/blocks/order`, { section: 'advantages', ids, ...(version && { version }) });
    expect((await order([b.id, a.id, c.id], 1)).status).toBe(200);
    const stale = await order([c.id, b.id, a.id], 1);
    expect(stale.status).toBe(409);
    expect(stale.body.errors).toHaveProperty('version');
    // A block added since the list was read: the order sent is not the whole section's.
    expect((await order([a.id, b.id], 2)).status).toBe(409);
    const foreign = await pageWithAdvantages(['Чужий']);
    const [stranger] = await blockIds(foreign.id, 'advantages');
    expect((await order([a.id, b.id, stranger.id], 2)).status).toBe(409);
    expect((await order([a.id, a.id, b.id], 2)).status).toBe(422);
    expect((await send('PUT', `${pagesBase}/${page.id}/blocks/order`, { section: 'nope', ids: [a.id] })).status).toBe(422);
    expect((await send('PUT', `${pagesBase}/999999/blocks/order`, { section: 'advantages', ids: [a.id] })).status).toBe(404);
    expect((await blockIds(page.id, 'advantages')).map((row) => row.title_ua)).toEqual(['Б', 'А', 'В']);
  });

  test('reordering needs the blocks’ update permission', async () => {
    const page = await pageWithAdvantages(['А']);
    const [a] = await blockIds(page.id, 'advantages');
    const body = { section: 'advantages', ids: [a.id] };
    api.context.actAs(null);
    expect((await send('PUT', `${pagesBase}/${page.id}/blocks/order`, body)).status).toBe(401);
    api.context.actAs(roles.staffWith(['content-blocks.read']));
    expect((await send('PUT', `${pagesBase}/${page.id}/blocks/order`, body)).status).toBe(403);
    api.context.actAs(roles.staffWith(['content-blocks.update']));
    expect((await send('PUT', `${pagesBase}/${page.id}/blocks/order`, body)).status).toBe(200);
  });

  test('staff see a page’s inactive blocks; visitors read only live ones', async () => {
    const page = await insertContentPage(api.context.database.db, {
      blocks: [
        { section: 'steps', title_ua: 'Пункт 1', title_ru: 'Пункт 1' },
        { section: 'steps', title_ua: 'Чернетка', title_ru: 'Черновик', status: 'inactive' },
      ],
    });
    const staff = await get(`${blocksBase}?filters[page_id][$eq]=${page.id}&sort=order:asc`);
    expect(staff.body.data.map((row: { title_ua: string }) => row.title_ua)).toEqual(['Пункт 1', 'Чернетка']);
    api.context.actAs(null);
    const visitor = await get(`${blocksBase}?filters[page_id][$eq]=${page.id}`);
    expect(visitor.body.data.map((row: { title: string }) => row.title)).toEqual(['Пункт 1']);
  });
});
