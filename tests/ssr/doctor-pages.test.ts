import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canonicalOf, SSR_ORIGIN, startSsrServer, type SsrServer } from './ssr-server.ts';
import { insertCatalogFixture } from '../support/factories/catalog.ts';
import { createQuestion, createReview } from '../support/factories.ts';

/** The doctor listing and profile (docs/decisions/110) through the real server and production build. */
let server: SsrServer;
const ORIGIN = SSR_ORIGIN;

beforeAll(async () => {
  server = await startSsrServer(async (database) => {
    const fixture = await insertCatalogFixture(database.db);
    const olena = fixture.doctors.olena;
    await createReview(database.db, {
      doctor: olena,
      rating: 5,
      status: 'published',
      author_name: 'Ірина',
      text: 'Уважний лікар, усе пояснила.',
      published_at: new Date(),
    });
    await createReview(database.db, {
      doctor: olena,
      rating: 4,
      status: 'published',
      author_name: 'Петро',
      text: 'Добре, але довго чекав.',
      published_at: new Date(),
    });
    await createQuestion(database.db, { doctor: olena });
  });
}, 240_000);

afterAll(() => server?.close());

const page = (url: string) => server.page(url);

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as { '@type': string; [key: string]: unknown },
  );
/** The doctors of a listing's cards, by the profile links of their headings. */
const cardsOf = (html: string) => [...html.matchAll(/<h[23][^>]*><a href="(?:\/ru)?\/doctor\/([^"/?#\s>]+)"/g)].map((match) => match[1]);

describe('/doctors segments', () => {
  it('/doctors lists every active doctor, 200, cacheable by a CDN', async () => {
    const { status, html, headers } = await page('/doctors');
    expect(status).toBe(200);
    expect(cardsOf(html).sort()).toEqual(['koval-ivan', 'melnyk-oksana', 'petrenko-olena']);
    expect(headers['cache-control']).toBe('public, no-cache');
    expect(html).toContain('Знайдено 3 лікарі');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/doctors`);
  });

  it("sends the cards' fields and the filter choices once, as markup, not again for hydration; a client navigation gets them as data", async () => {
    const { html } = await page('/doctors');
    const data = [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext\.streamController[\s\S]*?)<\/script>/g)].map((match) => match[1]).join('');
    expect(data).toContain('loaderData');
    for (const slug of cardsOf(html)) expect(data).not.toContain(slug);
    // The filter panel's choices likewise: "stomatolog" is a specialization of the panel only (not of the footer).
    expect(html).toContain('href="/doctors/stomatolog');
    expect(data).not.toContain('stomatolog');
    const navigation = await page('/doctors.data');
    expect(navigation.status).toBe(200);
    for (const slug of cardsOf(html)) expect(navigation.html).toContain(slug);
    expect(navigation.html).toContain('stomatolog');
  });

  it('/doctors/kyiv/kardiolog narrows to the city and specialization, with the SEO heading', async () => {
    const { status, html } = await page('/doctors/kyiv/kardiolog');
    expect(status).toBe(200);
    expect(cardsOf(html).sort()).toEqual(['koval-ivan', 'petrenko-olena']);
    expect(html).toMatch(/<h1[^>]*>Кардіолог у[^<]*<\/h1>/);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/doctors/kyiv/kardiolog`);
    const breadcrumbs = jsonLd(html).find((node) => node['@type'] === 'BreadcrumbList');
    expect(breadcrumbs).toBeDefined();
  });

  it.each([
    ['/doctors/kardiolog/kyiv', '/doctors/kyiv/kardiolog'],
    ['/doctors/KYIV?sort=price', '/doctors/kyiv?sort=price'],
    ['/ru/doctors/kardiolog/lviv', '/ru/doctors/lviv/kardiolog'],
  ])('%s answers 301 to the canonical %s', async (url, target) => {
    const { status, headers } = await page(url);
    expect(status).toBe(301);
    expect(headers.location).toBe(target);
  });

  it.each(['/doctors/no-such-thing', '/doctors/kyiv/lviv', '/ru/doctors/kyiv/kardiolog/x/y/z/w'])('%s is the 404 screen', async (url) => {
    const { status, html } = await page(url);
    expect(status).toBe(404);
    expect(html).toMatch(/<title>404 - /);
  });

  it('a page past the last one is a 404', async () => {
    expect((await page('/doctors?page=9')).status).toBe(404);
  });
});

describe('/doctors filters and sort', () => {
  it('the query is applied and reflected in the form; canonical drops it', async () => {
    const { status, html } = await page('/doctors?experience_min=10&sort=experience');
    expect(status).toBe(200);
    expect(cardsOf(html)).toEqual(['melnyk-oksana', 'petrenko-olena']);
    expect(html).toMatch(/<option value="experience" selected="">/);
    expect(html).toMatch(/<option value="10" selected="">/);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/doctors`);
  });

  it('an empty result shows the empty state and is not indexed', async () => {
    const { html } = await page('/doctors?rating_min=5');
    expect(cardsOf(html)).toEqual([]);
    expect(html).toContain('За цими умовами лікарів не знайдено.');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('bad values fall back to defaults instead of failing', async () => {
    const { status, html } = await page('/doctors?sort=nope&price_max=abc');
    expect(status).toBe(200);
    expect(cardsOf(html)).toHaveLength(3);
  });

  it('/ru/doctors is Russian with Russian plurals', async () => {
    const { status, html } = await page('/ru/doctors/kyiv');
    expect(status).toBe(200);
    expect(html).toContain('Найдено 2 врача');
    expect(html).toContain('Петренко Елена');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/ru/doctors/kyiv`);
  });
});

describe('/doctor/:slug', () => {
  it('renders the profile with reviews, Q&A and forms, and parseable JSON-LD', async () => {
    const { status, html, headers } = await page('/doctor/petrenko-olena');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, no-cache');
    expect(html).toMatch(/<h1[^>]*>Петренко Олена/);
    expect(html).toContain('id="booking"');
    expect(html).toContain('Уважний лікар, усе пояснила.');
    expect(html).toContain('Чи приймаєте ви дітей?');
    expect(html).toContain('name="rating"');
    expect(html).toContain('name="website"');
    const types = jsonLd(html).map((node) => node['@type']);
    expect(types).toEqual(expect.arrayContaining(['Physician', 'BreadcrumbList', 'FAQPage']));
    const physician = jsonLd(html).find((node) => node['@type'] === 'Physician');
    expect(physician?.url).toBe(`${ORIGIN}/doctor/petrenko-olena`);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/doctor/petrenko-olena`);
  });

  it('has no FAQPage without answered questions, and speaks Russian under /ru', async () => {
    const { status, html } = await page('/ru/doctor/koval-ivan');
    expect(status).toBe(200);
    expect(html).toContain('Коваль Иван');
    expect(jsonLd(html).map((node) => node['@type'])).not.toContain('FAQPage');
  });

  it('an unknown slug is the 404 screen', async () => {
    const { status } = await page('/doctor/nobody-here');
    expect(status).toBe(404);
  });

  it("lets a page's render go once it is sent: the timer that would abort it is cleared (docs/decisions/312)", async () => {
    // `streamTimeout` + 1 s (app/entry.server.tsx): a timer left running keeps the render it would abort.
    const abortAfterMs = 6_000;
    const set = vi.spyOn(globalThis, 'setTimeout');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    try {
      for (const url of ['/doctor/petrenko-olena', '/ru/doctor/koval-ivan', '/doctors']) expect((await page(url)).status).toBe(200);
      const started = set.mock.calls.flatMap(([, ms], index) => (ms === abortAfterMs ? [set.mock.results[index].value as unknown] : []));
      expect(started.length).toBeGreaterThanOrEqual(3);
      const cleared = new Set(clear.mock.calls.map(([timer]) => timer as unknown));
      expect(started.filter((timer) => !cleared.has(timer))).toEqual([]);
    } finally {
      set.mockRestore();
      clear.mockRestore();
    }
  });
});
