import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../contracts/cookies.ts';
import { ROOT } from '../../scripts/build.ts';
import { buildServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createServices } from '../../features/services.ts';
import { LOADER_PATH } from '../../app/paint-first.server.ts';
import { linkHref, SSR_ORIGIN, startSsrServer, type SsrServer } from './ssr-server.ts';
import { insertCatalogFixture } from '../support/factories/catalog.ts';

/**
 * The public pages through the real server: the production build of the app, Fastify, React Router
 * SSR and a test database holding a small catalogue.
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

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const body = (html: string) => html.slice(html.indexOf('<body'));

describe('home pages', () => {
  it('/ is the Ukrainian home page with real data, rendered on the server', async () => {
    const { status, html, headers } = await page('/');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/html');
    expect(htmlLang(html)).toBe('uk');
    expect(html).toContain('Знайдіть свого лікаря');
    expect(html).toContain('Кардіологія');
    expect(html).toContain('Петренко Олена');
    expect(html).toContain('Медик Київ');
    expect(html).toContain('Пн–Пт 8:00–20:00, Сб–Нд 9:00–20:00');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/`);
    expect(linkHref(html, 'alternate', 'uk')).toBe(`${ORIGIN}/`);
    expect(linkHref(html, 'alternate', 'ru')).toBe(`${ORIGIN}/ru`);
    expect(linkHref(html, 'alternate', 'x-default')).toBe(`${ORIGIN}/`);
  });

  it('/ru is the same page in Russian', async () => {
    const { status, html } = await page('/ru');
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe('ru');
    expect(html).toContain('Найдите своего врача');
    expect(html).toContain('Кардиология');
    expect(html).toContain('Петренко Елена');
    expect(html).not.toContain('Петренко Олена');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/ru`);
    expect(linkHref(html, 'alternate', 'uk')).toBe(`${ORIGIN}/`);
  });

  it('/kyiv is the city home with the city selected and only its doctors', async () => {
    const { status, html } = await page('/kyiv?page=2&sort=x');
    expect(status).toBe(200);
    expect(html).toContain('Знайдіть свого лікаря: Київ');
    expect(html).toContain('Петренко Олена');
    expect(html).not.toContain('Мельник Оксана');
    expect(html).toMatch(/<option value="kyiv" selected="">Київ<\/option>/);
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/kyiv?page=2`);
    expect(linkHref(html, 'alternate', 'ru')).toBe(`${ORIGIN}/ru/kyiv?page=2`);
  });

  it('/KYIV is sent to the lower-case city page', async () => {
    const { status, headers } = await page('/KYIV?page=2');
    expect(status).toBe(301);
    expect(headers.location).toBe('/kyiv?page=2');
    const ru = await page('/ru/Lviv');
    expect(ru.status).toBe(301);
    expect(ru.headers.location).toBe('/ru/lviv');
  });

  it('/ru/lviv is the Russian city home', async () => {
    const { status, html } = await page('/ru/lviv');
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe('ru');
    expect(html).toContain('Мельник Оксана');
    expect(html).toContain('<title>Врачи и клиники, Львов: запись онлайн | Vizyt</title>');
  });
});

describe('error screens', () => {
  it.each(['/no-such-city', '/a/b/c', '/ru/no-such-city'])('%s is the 404 screen with status 404', async (url) => {
    const { status, html } = await page(url);
    expect(status).toBe(404);
    expect(html).toContain(url.startsWith('/ru') ? 'Страница не найдена' : 'Сторінку не знайдено');
    expect(html).toMatch(/<title>404 - /);
    const home = url.startsWith('/ru') ? '/ru' : '/';
    const button = html.match(/<a [^>]*>/g)?.find((tag) => tag.includes('mantine-Button-root'));
    expect(button).toMatch(new RegExp(`href="${home}"`));
  });

  it.each(['/?a=1&&b=2', '/?foo', '/kyiv?page=2&', '/no-such-city?x'])('%s answers a plain 404 Not Found', async (url) => {
    const { status, html, headers } = await page(url);
    expect(status).toBe(404);
    expect(html).toBe('Not Found');
    expect(headers['content-type']).toContain('text/plain');
  });
});

describe('valid HTML', () => {
  it.each(['/', '/ru/kyiv', '/no-such-city'])('%s has no <style> inside <body> and one <main>', async (url) => {
    const { html } = await page(url);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(body(html)).not.toMatch(/<style[\s>]/);
    expect(html.match(/<main[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<a href="#main" class="vz-skip-link">');
  });

  it.each(['/', '/doctors', '/med-centers'])('%s is whole HTML in reading order, its scripts loading after the first paint', async (url) => {
    const { html } = await page(url);
    // No Suspense boundary moved to the end behind a revealing script (docs/decisions/165).
    expect(html).not.toMatch(/<template id="?B:|\$RC\(|<div hidden id="?S:/);
    expect(html.indexOf('<footer')).toBeGreaterThan(html.indexOf('<main'));
    // No module preloads competing with the stylesheets; the route-module script waits for the loader.
    expect(html).not.toMatch(/<link[^>]*rel="?modulepreload/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toMatch(/<script[^>]*type="text\/x-vz-deferred"[^>]*>[\s\S]*?import\("\/assets\/entry\.client-[^"]+\.js"\)/);
    expect(html).toMatch(/<script src="\/assets\/wake\.[\w-]+\.js" defer data-entry="\/assets\/entry\.client-[^"]+\.js"/);
  });

  it.each([
    ['/', 'intent'],
    ['/ru/doctors', 'intent'],
    ['/med-centers', 'intent'],
    ['/blogs', 'intent'],
    ['/promotions', 'intent'],
    ['/no-such-page', 'paint'],
    ['/support', 'paint'],
    ['/registration', 'paint'],
    ['/compare', 'paint'],
  ])('%s starts its scripts at %s (docs/decisions/166)', async (url, wake) => {
    const { html } = await page(url);
    // Only a page to read waits for the visitor's activity and prefetches its files meanwhile: the loader
    // (one file for every page) reads which from its element.
    expect(html).toMatch(
      new RegExp(`<script src="${LOADER_PATH}" defer data-entry="/assets/entry\\.client-[\\w-]+\\.js" data-chunks="[^"]+" data-wake="${wake}"></script>`),
    );
  });

  it('an anonymous visitor gets pages to read without the opener policy, a signed-in one and other pages with it', async () => {
    const policy = async (url: string, headers?: Record<string, string>) => (await server.page(url, headers)).headers['cross-origin-opener-policy'];
    expect(await policy('/doctors')).toBe('unsafe-none');
    expect(await policy('/ru')).toBe('unsafe-none');
    expect(await policy('/doctors', { cookie: `a=b; ${SIGNED_IN_HINT_COOKIE}=1` })).toBe('same-origin');
    expect(await policy('/support')).toBe('same-origin');
    expect(await policy('/no-such-page')).toBe('same-origin');
  });

  it('loads the tag manager only when configured', async () => {
    expect((await page('/')).html).not.toContain('googletagmanager');
    const build = (await import(pathToFileURL(join(ROOT, 'build/server/index.js')).href)) as ServerBuild;
    const config = { ...readConfig({}), gtmId: 'GTM-TEST1' };
    const withTags = await buildServer({ config, services: createServices(server.database), getBuild: async () => build });
    const html = (await withTags.inject({ method: 'GET', url: '/' })).body;
    await withTags.close();
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<script async="" src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST1">');
  });
});
