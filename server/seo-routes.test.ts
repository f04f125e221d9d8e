import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../app/i18n/catalogs.ts';
import type { Locale } from '../contracts/locale.ts';
import { seedDemoData } from '../seed/index.ts';
import type { ListingFilters } from '../features/seo/listing-filters.ts';
import { createSeoService } from '../features/seo/seo-service.ts';
import { createServices } from '../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { buildServer } from './app.ts';
import { readConfig } from './config.ts';

let database: TestDatabase;
let app: FastifyInstance;
let withOrigin: FastifyInstance;
/** Requests that reached the React Router catch-all. */
let pageRequests = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { seed: 7, scale: 0.02, today: new Date() });
  const services = createServices(database);
  // A page build that only counts: these routes must answer before the catch-all is ever asked.
  const getBuild = async () => {
    pageRequests += 1;
    throw new Error('the React Router catch-all was reached');
  };
  // Behind a proxy on this machine, which tells the scheme the visitor used (docs/decisions/171).
  app = await buildServer({ config: readConfig({ TRUST_PROXY: '127.0.0.1' }), services, getBuild });
  withOrigin = await buildServer({ config: readConfig({ PUBLIC_ORIGIN: 'https://vizyt.com.ua/' }), services, getBuild });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await withOrigin?.close();
  await database?.dispose();
});

const get = (url: string, headers: Record<string, string> = { host: 'vizyt.test' }, server = app) => server.inject({ method: 'GET', url, headers });

describe('robots.txt', () => {
  it('is plain text, cacheable, and names the sitemap on the request origin or PUBLIC_ORIGIN', async () => {
    const response = await get('/robots.txt', { host: 'vizyt.test', 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('Disallow: /ru/admins\n');
    expect(response.body).toContain('Sitemap: https://vizyt.test/sitemap.xml');
    expect((await get('/robots.txt', { host: 'vizyt.test' }, withOrigin)).body).toContain('Sitemap: https://vizyt.com.ua/sitemap.xml');
  });

  it('refuses a malformed Host instead of putting it into a URL', async () => {
    const response = await get('/robots.txt', { host: 'evil.example/<x>' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('evil.example');
  });
});

describe('sitemaps over the demo data', () => {
  it('index every child, and every child is a cacheable XML urlset in both languages', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]));
    expect(children.map((url) => url.pathname)).toEqual(
      expect.arrayContaining([
        '/sitemaps/static.xml',
        '/sitemaps/listings-1.xml',
        '/sitemaps/doctors-1.xml',
        '/sitemaps/clinics-1.xml',
        '/sitemaps/articles-1.xml',
        '/sitemaps/diseases-1.xml',
        '/sitemaps/promotions-1.xml',
      ]),
    );
    expect(children.every((url) => url.origin === 'http://vizyt.test')).toBe(true);
    for (const child of children) {
      const response = await get(child.pathname);
      expect(response.statusCode, child.pathname).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].replaceAll('&amp;', '&')).pathname);
      expect(locs.length, child.pathname).toBeGreaterThan(0);
      // Each page twice: Ukrainian, then Russian, with three alternates each.
      expect(locs.filter((path) => path === '/ru' || path.startsWith('/ru/'))).toHaveLength(locs.length / 2);
      expect(response.body.match(/<xhtml:link /g)).toHaveLength(locs.length * 3);
      expect(response.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
    expect(pageRequests).toBe(0);
  });

  it('leaves out trashed doctors and answers unknown children with 404, not with a page', async () => {
    const [doctor] = await database.rows<{ slug: string }>(sql`update doctors set deleted_at = now() where id = (select min(id) from doctors) returning slug`);
    const doctors = await get('/sitemaps/doctors-1.xml');
    expect(doctors.body).not.toContain(`/doctor/${doctor.slug}<`);
    for (const path of ['/sitemaps/doctors-99.xml', '/sitemaps/unknown.xml']) {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not Found');
    }
    expect((await app.inject({ method: 'HEAD', url: '/sitemap.xml' })).statusCode).toBe(200);
    expect(pageRequests).toBe(0);
    // Everything else still goes to the pages.
    await get('/about-us');
    expect(pageRequests).toBe(1);
  });
});

describe('listing meta with the site catalogs and the seeded patterns', () => {
  const seo = () => createSeoService(database.db);
  const t = (locale: Locale) => (key: string, params?: Record<string, string>) => translate(locale, key, params);

  /** A city and a specialization of the demo data: the meta of their listing does not depend on who works there today. */
  async function cityAndSpecialization(slug: string, code: string) {
    const [row] = await database.rows<{ city: ListingFilters['city'] & object; specialization: ListingFilters['specialization'] & object }>(sql`
      select json_build_object('id', c.id, 'slug', c.city_slug, 'name_ua', c.name_ua, 'name_ru', c.name_ru,
               'name_locative_ua', c.name_locative_ua, 'name_locative_ru', c.name_locative_ru) as city,
             json_build_object('id', s.id, 'slug', s.slug, 'name_ua', s.name_ua, 'name_ru', s.name_ru,
               'doctor_name_ua', s.doctor_name_ua, 'doctor_name_ru', s.doctor_name_ru) as specialization
      from cities c, specializations s
      where c.city_slug = ${slug} and s.code = ${code} limit 1`);
    if (!row) throw new Error(`the demo data has no city ${slug} or specialization ${code}`);
    return row;
  }

  it('read naturally in both languages', async () => {
    const { city, specialization } = await cityAndSpecialization('zhytomyr', 'dermatology');
    const listing = { kind: 'doctors' as const, path: `/doctors/zhytomyr/${specialization.slug}`, filters: { city, specialization } };
    expect(await seo().listingMeta({ ...listing, locale: 'ua', translate: t('ua') })).toMatchObject({
      h1: 'Дерматолог у Житомирі',
      title: 'Дерматолог у Житомирі: запис онлайн | Vizyt',
      description: 'Дерматолог у Житомирі — відгуки, ціни, запис на прийом онлайн.',
      is_index: true,
      source: 'pattern',
    });
    expect(await seo().listingMeta({ ...listing, locale: 'ru', translate: t('ru') })).toMatchObject({
      h1: 'Дерматолог в Житомире',
      title: 'Дерматолог в Житомире: запись онлайн | Vizyt',
    });
    const home = await seo().listingMeta({ kind: 'home', path: '/zhytomyr', filters: { city }, locale: 'ru', translate: t('ru') });
    expect(home.h1).toBe('Врачи и клиники в Житомире');
    const kyiv = await cityAndSpecialization('kyiv', 'general-practice');
    const filtered = await seo().listingMeta({
      kind: 'doctors',
      path: `/doctors/kyiv/${kyiv.specialization.slug}`,
      filters: kyiv,
      locale: 'ua',
      translate: t('ua'),
    });
    expect(filtered).toMatchObject({ h1: 'Терапевт у Києві', title: 'Терапевт у Києві: відгуки та запис онлайн', source: 'filtered_page' });
  });

  it('fall back to the built-in texts for combinations without a pattern', async () => {
    const { city } = await cityAndSpecialization('zhytomyr', 'dermatology');
    const clinics = await seo().listingMeta({
      kind: 'medical_institutions',
      path: '/med-centers/zhytomyr',
      filters: { city },
      locale: 'ua',
      translate: t('ua'),
    });
    expect(clinics).toMatchObject({
      h1: 'Медичні заклади у Житомирі',
      title: 'Медичні заклади у Житомирі — адреси, відгуки, ціни | Vizyt',
      source: 'default',
      is_index: true,
    });
    const everyone = await seo().listingMeta({ kind: 'doctors', path: '/doctors', filters: {}, locale: 'ru', translate: t('ru') });
    expect(everyone).toMatchObject({ h1: 'Врачи в Украине', keywords: 'врачи в украине, запись к врачу, отзывы, цены' });
  });
});

describe("the SEO editors' demo (seed/steps/demo-seo.ts)", () => {
  const t = (locale: Locale) => (key: string, params?: Record<string, string>) => translate(locale, key, params);

  it('a Kyiv filtered page has an h1 of its own, and a pattern names clinics of a city by a feature', async () => {
    const [page] = await database.rows<{ url: string }>(sql`select url from seo_filtered_pages where name = 'Демо: власний H1 сторінки фільтра'`);
    const [kyivSpecialization] = await database.rows<{ city: ListingFilters['city'] & object; specialization: ListingFilters['specialization'] & object }>(sql`
      select json_build_object('id', c.id, 'slug', c.city_slug, 'name_ua', c.name_ua, 'name_ru', c.name_ru,
               'name_locative_ua', c.name_locative_ua, 'name_locative_ru', c.name_locative_ru) as city,
             json_build_object('id', s.id, 'slug', s.slug, 'name_ua', s.name_ua, 'name_ru', s.name_ru,
               'doctor_name_ua', s.doctor_name_ua, 'doctor_name_ru', s.doctor_name_ru) as specialization
      from cities c, specializations s where c.city_slug = 'kyiv' and ${page.url} = '/doctors/kyiv/' || s.slug`);
    const seo = createSeoService(database.db);
    const filtered = await seo.listingMeta({ kind: 'doctors', path: page.url, filters: kyivSpecialization, locale: 'ua', translate: t('ua') });
    expect(filtered).toMatchObject({ h1: 'Перевірені лікарі Києва: запис без черг', source: 'filtered_page' });
    expect(filtered.description).toMatch(/^Лікарі у Києві з реальними відгуками/);

    const [parking] = await database.rows<{ id: number; slug: string; name_ua: string; name_ru: string }>(
      sql`select id, slug, name_ua, name_ru from institution_features where code = 'parking'`,
    );
    const clinics = await seo.listingMeta({
      kind: 'medical_institutions',
      path: `/med-centers/kyiv/${parking.slug}`,
      filters: { city: kyivSpecialization.city, institutionFeature: parking },
      locale: 'ru',
      translate: t('ru'),
    });
    expect(clinics).toMatchObject({ h1: 'Парковка: медицинские учреждения в Киеве', source: 'pattern', is_index: true });
  });
});
