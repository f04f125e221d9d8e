import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalOf, SSR_ORIGIN, startSsrServer, type SsrServer } from './ssr-server.ts';
import { insertCatalogFixture } from '../support/factories/catalog.ts';

/**
 * Clinic listing and profile, comparison and search through the real server (production build, Fastify,
 * React Router SSR) on the small test catalogue: statuses, redirects, canonical links, structured data,
 * caching headers, and what the HTML holds before any script runs (docs/decisions/120).
 */
let server: SsrServer;
const ORIGIN = SSR_ORIGIN;

beforeAll(async () => {
  server = await startSsrServer(async (database) => {
    await insertCatalogFixture(database.db);
  });
}, 240_000);

afterAll(() => server?.close());

const page = (url: string) => server.page(url);

const robots = (html: string) => /<meta name="robots" content="([^"]+)"\/>/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const parsed = JSON.parse(match[1]) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
const types = (html: string) => jsonLd(html).map((node) => node['@type']);

describe('/med-centers', () => {
  it('lists every clinic on the server with a CDN-cacheable answer', async () => {
    const { status, html, headers } = await page('/med-centers');
    expect(status).toBe(200);
    expect(html).toContain('Медик Київ');
    expect(html).toContain('Лаба Львів');
    expect(html).toContain('Знайдено закладів: 2');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/med-centers`);
    expect(headers['cache-control']).toMatch(/public/);
    expect(headers['cache-control']).toBe('public, no-cache');
    expect(types(html)).toContain('BreadcrumbList');
    // A type badge in its SPEC colours, and SPEC §9 hours for clinics that keep none.
    expect(html).toContain('background:#1A4B48');
    expect(html).toContain('Пн–Пт 8:00–20:00, Сб–Нд 9:00–20:00');
  });

  it('sends the filter choices once, as markup, not again for hydration; a client navigation gets them as data', async () => {
    const { html } = await page('/med-centers');
    const data = [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext\.streamController[\s\S]*?)<\/script>/g)].map((match) => match[1]).join('');
    expect(data).toContain('loaderData');
    // "stomatolog" is a specialization of the filter form only (not of the footer).
    expect(html).toContain('<option value="stomatolog">');
    expect(data).not.toContain('stomatolog');
    expect((await page('/med-centers.data')).html).toContain('stomatolog');
  });

  it('filters by type segment and keeps one URL per filter combination', async () => {
    const clinics = await page('/med-centers/kliniky');
    expect(clinics.status).toBe(200);
    expect(clinics.html).toContain('Медик Київ');
    expect(clinics.html).not.toContain('Лаба Львів');

    const reordered = await page('/med-centers/kliniky/kyiv?sort=name');
    expect(reordered.status).toBe(301);
    expect(reordered.headers.location).toBe('/med-centers/kyiv/kliniky?sort=name');
    const capitals = await page('/ru/med-centers/KYIV');
    expect(capitals.status).toBe(301);
    expect(capitals.headers.location).toBe('/ru/med-centers/kyiv');
  });

  it('turns the filter form into the canonical path', async () => {
    const { status, headers } = await page('/med-centers/kyiv?type=laboratorii&city=lviv&feature=&specialization=&sort=name');
    expect(status).toBe(302);
    expect(headers.location).toBe('/med-centers/lviv/laboratorii?sort=name');
  });

  it('answers 404 for unknown segments and pages past the end', async () => {
    expect((await page('/med-centers/nowhere')).status).toBe(404);
    expect((await page('/med-centers/kyiv/lviv')).status).toBe(404);
    expect((await page('/med-centers?page=9')).status).toBe(404);
  });

  it('renders in Russian under /ru', async () => {
    const { status, html } = await page('/ru/med-centers/kyiv');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain('Медик Киев');
    expect(html).not.toContain('Лаба Львов');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/ru/med-centers/kyiv`);
  });

  it('the map view sends a placeholder and the places as text, never Leaflet', async () => {
    const { status, html } = await page('/med-centers?view=map');
    expect(status).toBe(200);
    expect(html).toContain('data-map-markers="2"');
    expect(html).toContain('href="/clinic/medyk-kyiv"');
    expect(html).toContain('Пропустити карту');
    expect(html).not.toContain('leaflet-container');
    // The view is not a page of its own.
    expect(canonicalOf(html)).toBe(`${ORIGIN}/med-centers`);
  });
});

describe('/clinic/{slug}', () => {
  it('shows the profile with structured data', async () => {
    const { status, html, headers } = await page('/clinic/medyk-kyiv');
    expect(status).toBe(200);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/clinic/medyk-kyiv`);
    expect(headers['cache-control']).toMatch(/public/);
    expect(html).toContain('<h1');
    expect(html).toContain('вул. Хрещатик, 1');
    expect(html).toContain('href="/doctor/petrenko-olena');
    expect(html).toContain('Пн–Пт 8:00–20:00, Сб–Нд 9:00–20:00');
    expect(html).toContain('name="website"');
    const nodes = jsonLd(html);
    const clinic = nodes.find((node) => node['@type'] === 'MedicalClinic');
    expect(clinic?.name).toBe('Медик Київ');
    expect(clinic?.url).toBe(`${ORIGIN}/clinic/medyk-kyiv`);
    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(['Головна', 'Медичні заклади', 'Клініки', 'Медик Київ']);
  });

  it('is 404 for an unknown clinic and Russian under /ru', async () => {
    expect((await page('/clinic/no-such-clinic')).status).toBe(404);
    const ru = await page('/ru/clinic/laba-lviv');
    expect(ru.status).toBe(200);
    expect(ru.html).toContain('Лаба Львов');
    expect(types(ru.html)).toContain('DiagnosticLab');
  });
});

describe('/compare', () => {
  it.each(['/compare', '/compare/doctors', '/compare/medical-institutions', '/ru/compare/medical-institutions'])('%s is a noindex frame', async (url) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(robots(html)).toBe('noindex, follow');
  });
});

describe('/search', () => {
  it.each(['кардиолог', 'кардіолог', 'кардеолог'])('finds the specialization and its doctors for "%s"', async (query) => {
    const { status, html } = await page(`/search?q=${encodeURIComponent(query)}`);
    expect(status).toBe(200);
    expect(robots(html)).toBe('noindex, follow');
    expect(html).toContain('href="/doctors/kardiolog');
    expect(html).toContain('Петренко Олена');
  });

  it('says when nothing matches, in Russian too', async () => {
    const { html } = await page('/ru/search?q=zzzzqqq');
    expect(html).toContain('ничего не найдено');
  });

  it('the home page search box goes to /search', async () => {
    const { html } = await page('/');
    expect(html).toMatch(/<form[^>]*action="\/search"[\s>]/);
    expect(html).toContain('name="q"');
    expect(html).toContain('href="/support#emergency"');
    expect(html).toContain('href="/med-centers/kliniky"');
  });
});
