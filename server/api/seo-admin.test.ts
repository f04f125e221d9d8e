import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { documentOfText } from '../../contracts/rich-text.ts';
import { seo_filtered_pages, seo_patterns } from '../../db/schema/index.ts';
import { createSeoService } from '../../features/seo/seo-service.ts';
import { insertCatalogFixture } from '../../tests/support/factories/catalog.ts';
import { useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/**
 * The SEO editors' API (docs/decisions/287): SPEC §5's "value already exists" for a taken url, versions and the
 * action log as every resource, and a save the sitemap and every app instance follow at once (the public
 * listing's HTML: tests/ssr/seo-listing.test.ts).
 */
const api = useResourceApi();
const { get, send } = api;
const pages = '/api/v1/seo/filtered-pages';
const patterns = '/api/v1/seo/filtered-page-patterns';

const page = (url: string, extra: Record<string, unknown> = {}) => ({ name: `Сторінка ${url}`, type: 'doctors', url, ...extra });
const listingsXml = async () => (await api.context.app.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' })).body;

beforeAll(async () => {
  await insertCatalogFixture(api.context.database.db);
});

beforeEach(async () => {
  api.context.actAs(roles.administrator);
  await api.context.database.db.delete(seo_filtered_pages);
  await api.context.database.db.delete(seo_patterns);
  api.context.services.seo.invalidate();
});

describe('a filtered page and a pattern through the back office API', () => {
  test('a filtered page is added with every field in both languages, edited at its version and logged', async () => {
    const created = await send(
      'POST',
      pages,
      page('/doctors/kyiv/kardiolog/', {
        is_index: false,
        is_redirect: false,
        status: 'active',
        h1_ua: 'Кардіологи Києва',
        h1_ru: 'Кардиологи Киева',
        meta_title_ua: 'Кардіолог у Києві',
        meta_title_ru: 'Кардиолог в Киеве',
        meta_description_ua: 'Опис',
        meta_description_ru: 'Описание',
        meta_keywords_ua: 'кардіолог',
        meta_keywords_ru: 'кардиолог',
        text_ua: documentOfText('Перший абзац.\n\nДругий абзац.'),
        text_ru: documentOfText('Абзац.'),
        city_ids: [1],
        specialization_ids: [1],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    // Stored as the page answers it: no trailing slash.
    expect(created.body.data).toMatchObject({ url: '/doctors/kyiv/kardiolog', is_index: false, h1_ru: 'Кардиологи Киева', city_ids: [1], version: 1 });
    expect((await send('PATCH', `${pages}/${id}`, { h1_ua: 'Нове', version: 1 })).status).toBe(200);
    expect((await send('PATCH', `${pages}/${id}`, { h1_ua: 'Застаріле', version: 1 })).status).toBe(409);
    const log = await api.context.database.rows<{ action: string }>(
      sql`select action from action_log where resource = 'seo/filtered-pages' and record_id = ${id} order by id`,
    );
    expect(log.map((line) => line.action)).toEqual(['create', 'update']);
  });

  test.each([
    ['filtered page', pages, '/doctors/kyiv', '/doctors/kyiv/'],
    ['pattern', patterns, '/doctors/{city}', '/doctors/{city}'],
  ])('a %s url another one holds is refused with "value already exists", in the caller\'s language', async (_, base, first, second) => {
    expect((await send('POST', base, page(first))).status).toBe(201);
    for (const locale of ['ua', 'ru'] as const) {
      const taken = await send('POST', base, page(second), { 'accept-language': locale });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ url: [translate(locale, 'admin.seo.url.exists')] });
    }
    expect(translate('ua', 'admin.seo.url.exists')).toBe('Таке значення вже існує');
    // Editing another record onto it is refused too; a record keeps its own url on an edit.
    const other = await send('POST', base, page(`${first}/other`));
    expect((await send('PATCH', `${base}/${other.body.data.id}`, { url: first })).body.errors).toEqual({ url: [translate('ua', 'admin.seo.url.exists')] });
    expect((await send('PATCH', `${base}/${other.body.data.id}`, { url: `${first}/other`, name: 'Інша' })).status).toBe(200);
  });

  test('two staff saving the same new url at once get one record and one refusal', async () => {
    const answers = await Promise.all([send('POST', pages, page('/doctors/lviv')), send('POST', pages, page('/doctors/lviv'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  test('a filtered page that redirects needs the address it redirects to', async () => {
    const refused = await send('POST', pages, page('/doctors/odesa', { is_redirect: true }));
    expect(refused.body.errors).toEqual({ redirect_url: [translate('ua', 'validation.required')] });
    expect((await send('POST', pages, page('/doctors/odesa', { is_redirect: true, redirect_url: '/doctors/kyiv' }))).status).toBe(201);
  });

  test('a url that is not a site path, and an unknown type, are refused', async () => {
    const refused = await send('POST', pages, page('https://example.com/doctors', { type: 'blogs' }));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['type', 'url']);
  });
});

describe('a save reaches what the site serves on the next request', () => {
  test("the sitemap follows a filtered page's is_index", async () => {
    expect(await listingsXml()).toContain('/doctors/kyiv/kardiolog<');
    const created = await send('POST', pages, page('/doctors/kyiv/kardiolog', { is_index: false }));
    expect(await listingsXml()).not.toContain('/doctors/kyiv/kardiolog<');
    expect((await send('PATCH', `${pages}/${created.body.data.id}`, { is_index: true })).status).toBe(200);
    expect(await listingsXml()).toContain('/doctors/kyiv/kardiolog<');
    expect((await send('DELETE', `${pages}/${created.body.data.id}`)).status).toBe(204);
    expect((await send('POST', patterns, page('/doctors/{city}/{specialization}', { is_index: false }))).status).toBe(201);
    expect(await listingsXml()).not.toContain('/doctors/kyiv/kardiolog<');
  });

  test('another app instance hears of a saved pattern and reads its texts anew', async () => {
    const { database } = api.context;
    const otherInstance = createSeoService(database.db, { listen: (channel, handler) => database.listen(channel, handler) });
    expect(await otherInstance.patterns()).toEqual([]);
    const created = await send('POST', patterns, page('/doctors/{city}', { h1_ua: '{specialization_doctor} {city_locative}' }));
    expect(created.status).toBe(201);
    await vi.waitFor(async () => expect((await otherInstance.patterns()).map((row) => row.url)).toEqual(['/doctors/{city}']), { timeout: 5_000 });
    await otherInstance.close();
  });

  test("the text above the footer is the editor's document: a link a visitor must not follow or HTML as a string is refused", async () => {
    const hostile = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'клік', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }],
    };
    const refused = await send('POST', pages, page('/doctors/kyiv/hostile', { text_ua: hostile }));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).join()).toMatch(/text_ua/);
    expect((await send('POST', '/api/v1/seo/texts', { page: 'blogs', text_ua: '<p onclick="x()">Текст</p>' })).status).toBe(422);
  });

  test("a fixed page's SEO text is edited on its own screen", async () => {
    const created = await send('POST', '/api/v1/seo/texts', {
      page: 'blogs',
      text_ua: documentOfText('Текст'),
      text_ru: documentOfText('Текст'),
      h1_ua: 'Блог лікарів',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const seo = await api.context.services.seo.fixedPageSeo({ page: 'blogs', locale: 'ua' });
    expect(seo.h1).toBe('Блог лікарів');
    expect((await send('PATCH', `/api/v1/seo/texts/${created.body.data.id}`, { h1_ua: 'Блог' })).status).toBe(200);
    expect((await api.context.services.seo.fixedPageSeo({ page: 'blogs', locale: 'ua' })).h1).toBe('Блог');
    expect((await get('/api/v1/seo/texts?filters[page][$eq]=blogs')).body.meta.total).toBe(1);
  });
});
