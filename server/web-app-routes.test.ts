import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../app/i18n/catalogs.ts';
import { APP_ICONS } from '../contracts/web-app.ts';
import { webAppRoutes } from './web-app-routes.ts';

const app = Fastify();
beforeAll(async () => {
  await app.register(webAppRoutes);
});
afterAll(() => app.close());

describe('the web app manifest', () => {
  it.each([
    ['/manifest.webmanifest', 'ua', 'uk', '/'],
    ['/ru/manifest.webmanifest', 'ru', 'ru', '/ru'],
  ] as const)('%s names the app in its language, its own id, start page and scope', async (url, locale, lang, home) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=3600/);
    const manifest = response.json();
    expect(manifest).toMatchObject({
      id: home,
      start_url: home,
      scope: home,
      lang,
      dir: 'ltr',
      display: 'standalone',
      name: translate(locale, 'install.app.name'),
      short_name: translate(locale, 'install.app.short_name'),
      theme_color: '#1A4B48',
      background_color: '#FFFFFF',
    });
    const prefix = locale === 'ru' ? '/ru' : '';
    expect(manifest.shortcuts).toEqual([
      { name: translate(locale, 'install.shortcut.doctors'), url: `${prefix}/doctors` },
      { name: translate(locale, 'install.shortcut.appointments'), url: `${prefix}/patients/appointment` },
    ]);
    const purposes = (manifest.icons as { sizes: string; purpose: string }[]).map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  });
});

describe('the app icons', () => {
  it.each(APP_ICONS.map((icon) => [icon.path, icon.size, icon.shape] as const))('%s is a %d px PNG (%s)', async (path, size, shape) => {
    const response = await app.inject(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const image = sharp(response.rawPayload);
    const meta = await image.metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    // The corner pixel: transparent on the rounded tile, brand green where a platform's mask or iOS cuts it.
    const { data } = await image.clone().extract({ left: 0, top: 0, width: 1, height: 1 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual(shape === 'any' ? [0, 0, 0, 0] : [0x1a, 0x4b, 0x48, 255]);
  });
});
