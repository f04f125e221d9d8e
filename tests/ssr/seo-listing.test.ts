import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/build.ts';
import { buildServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { roles } from '../../server/api/testing.ts';
import { cities } from '../../db/schema/index.ts';
import { createServices } from '../../features/services.ts';
import { insertCatalogFixture } from '../support/factories/catalog.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import { canonicalOf, ensureProductionBuild, SSR_ORIGIN } from './ssr-server.ts';

/**
 * A filtered page edited in the back office (docs/decisions/287) and the public listing it describes, through the
 * real server and production build: the next request after a save shows the new h1, meta description, robots and
 * text, in each language; the canonical link stays the listing's own address.
 */
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  await ensureProductionBuild();
  const build = (await import(pathToFileURL(join(ROOT, 'build/server/index.js')).href)) as ServerBuild;
  database = await createTestDatabase();
  await insertCatalogFixture(database.db);
  await database.db.update(cities).set({ name_locative_ua: 'у Києві', name_locative_ru: 'в Киеве' }).where(eq(cities.city_slug, 'kyiv'));
  app = await buildServer({ config: { ...readConfig({}), publicOrigin: SSR_ORIGIN }, services: createServices(database), getBuild: async () => build });
  // API calls below are the administrator's; page requests carry no session cookie and are a visitor's.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) request.sessionUser = roles.administrator;
  });
  await app.ready();
}, 240_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
const send = async (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) => {
  const response = await app.inject({ method, url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { data: { id: number; version: number } };
};

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
const robots = (html: string) => /<meta name="robots" content="([^"]*)"\/>/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** A text as the editor writes it: a variable in a bold run, a link, and markup typed as text. */
const footerText = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Лікарі ' },
        { type: 'text', text: '{city_locative}', marks: [{ type: 'bold' }] },
        { type: 'text', text: ': ' },
        { type: 'text', text: 'усі лікарі', marks: [{ type: 'link', attrs: { href: '/doctors' } }] },
        { type: 'text', text: '.' },
      ],
    },
    { type: 'paragraph', content: [{ type: 'text', text: '<b>Другий</b> абзац.' }] },
  ],
};

describe('a filtered page saved in the back office', () => {
  it("changes the listing's h1, meta description and robots on the next request, in both languages", async () => {
    const before = await page('/doctors/kyiv/kardiolog');
    expect(h1(before)).toMatch(/^Кардіолог у/);
    expect(robots(before)).not.toBe('noindex, follow');

    const created = await send('POST', '/api/v1/seo/filtered-pages', {
      name: 'Кардіологи Києва',
      type: 'doctors',
      url: '/doctors/kyiv/kardiolog/',
      h1_ua: 'Найкращі кардіологи Києва',
      h1_ru: 'Лучшие кардиологи Киева',
      meta_description_ua: 'Запис до кардіолога {city_locative} онлайн.',
      meta_description_ru: 'Запись к кардиологу {city_locative} онлайн.',
      meta_title_ua: 'Кардіолог {city_locative}: ціни',
      text_ua: footerText,
    });
    const first = await page('/doctors/kyiv/kardiolog');
    expect(h1(first)).toBe('Найкращі кардіологи Києва');
    expect(description(first)).toBe('Запис до кардіолога у Києві онлайн.');
    expect(title(first)).toBe('Кардіолог у Києві: ціни');
    expect(canonicalOf(first)).toBe(`${SSR_ORIGIN}/doctors/kyiv/kardiolog`);
    // The text above the footer is the editor's document, its variables filled: markup typed into it is shown as
    // text, never run as HTML; a mark and a link are the page's own elements.
    expect(first).toMatch(/<p>Лікарі <strong>у Києві<\/strong>: <a href="\/doctors"[^>]*>усі лікарі<\/a>.<\/p><p>&lt;b&gt;Другий&lt;\/b&gt; абзац.<\/p>/);
    const russian = await page('/ru/doctors/kyiv/kardiolog');
    expect(h1(russian)).toBe('Лучшие кардиологи Киева');
    expect(description(russian)).toBe('Запись к кардиологу в Киеве онлайн.');
    expect(canonicalOf(russian)).toBe(`${SSR_ORIGIN}/ru/doctors/kyiv/kardiolog`);

    await send('PATCH', `/api/v1/seo/filtered-pages/${created.data.id}`, {
      h1_ua: 'Кардіологи столиці',
      meta_description_ua: 'Новий опис.',
      is_index: false,
      version: created.data.version,
    });
    const next = await page('/doctors/kyiv/kardiolog');
    expect(h1(next)).toBe('Кардіологи столиці');
    expect(description(next)).toBe('Новий опис.');
    expect(robots(next)).toBe('noindex, follow');
    expect(canonicalOf(next)).toBe(`${SSR_ORIGIN}/doctors/kyiv/kardiolog`);
  });

  it('a pattern fills every listing of its variables, on the next request too', async () => {
    expect(h1(await page('/med-centers/lviv'))).not.toBe('Медичні заклади у Львові — шаблон');
    await send('POST', '/api/v1/seo/filtered-page-patterns', {
      name: 'Заклади міста',
      type: 'medical_institutions',
      url: '/med-centers/{city}',
      h1_ua: 'Медичні заклади {city_locative} — шаблон',
    });
    // The fixture's Lviv has no locative form: the catalog's phrase stands in, as in the preview.
    expect(h1(await page('/med-centers/lviv'))).toBe('Медичні заклади у місті Львів — шаблон');
  });
});

describe('the home pages follow their SEO texts and the home pattern (docs/decisions/290)', () => {
  it("shows a city home's pattern and the country home's own text on the next request, in both languages", async () => {
    const before = await page('/kyiv');
    expect(title(before)).not.toContain('без черг');
    await send('POST', '/api/v1/seo/filtered-page-patterns', {
      name: 'Головна міста',
      type: 'home',
      url: '/{city}',
      meta_title_ua: 'Лікарі {city_locative} без черг',
      meta_title_ru: 'Врачи {city_locative} без очередей',
      meta_description_ua: 'Запис {city_locative}.',
      text_ua: footerText,
    });
    await send('POST', '/api/v1/seo/texts', {
      page: 'home',
      h1_ua: 'Лікар поруч',
      h1_ru: 'Врач рядом',
      text_ru: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'О Vizyt' }] }] },
    });

    const kyiv = await page('/kyiv');
    expect(title(kyiv)).toBe('Лікарі у Києві без черг');
    expect(description(kyiv)).toBe('Запис у Києві.');
    // The country's own text is not a city's: the city keeps its built-in h1.
    expect(h1(kyiv)).toMatch(/Київ/);
    expect(kyiv).toMatch(/<p>Лікарі <strong>у Києві<\/strong>: <a href="\/doctors"[^>]*>усі лікарі<\/a>.<\/p>/);
    const russianKyiv = await page('/ru/kyiv');
    expect(title(russianKyiv)).toBe('Врачи в Киеве без очередей');
    expect(russianKyiv).not.toContain('усі лікарі');

    const home = await page('/');
    expect(h1(home)).toBe('Лікар поруч');
    expect(h1(await page('/ru'))).toBe('Врач рядом');
    expect(await page('/ru')).toContain('<p>О Vizyt</p>');

    // A filtered page of the home URL wins and may keep it out of the index.
    await send('POST', '/api/v1/seo/filtered-pages', { name: 'Київ', type: 'home', url: '/kyiv', h1_ua: 'Київ: лікарі поруч', is_index: false });
    const filtered = await page('/kyiv');
    expect(h1(filtered)).toBe('Київ: лікарі поруч');
    expect(robots(filtered)).toBe('noindex, follow');
  });
});
