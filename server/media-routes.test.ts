import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { INSTITUTION_TYPES } from '../db/demo-data/dictionaries.ts';
import { renderPortrait } from '../features/media/portrait.ts';
import { mediaRoutes } from './media-routes.ts';

// The drawn images never reach the database; uploads are proven against one in server/api/uploads.test.ts.
const app = Fastify();
beforeAll(async () => {
  await app.register(mediaRoutes, { db: {} as Db });
});
afterAll(() => app.close());

describe('GET /media/portraits/:file', () => {
  it('serves the SVG with long caching and refuses other names', async () => {
    const ok = await app.inject('/media/portraits/m-abc.svg');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.headers['cache-control']).toContain('immutable');
    expect(ok.body).toBe(renderPortrait('m-abc'));
    expect((await app.inject('/media/portraits/evil.svg')).statusCode).toBe(404);
  });
});

describe('GET /media/icons/:file', () => {
  it('serves a known icon as SVG and refuses unknown or odd names', async () => {
    const ok = await app.inject('/media/icons/stethoscope.svg');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(ok.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const url of ['/media/icons/no-such-icon.svg', '/media/icons/..%2Fsecret.svg', '/media/icons/Stethoscope.svg']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });
});

describe('demo images', () => {
  it('serves every picture the seed names, and 404 for anything else', async () => {
    const urls = [
      ...Array.from({ length: 8 }, (_, i) => `/images/blog/${i + 1}.webp`),
      ...Array.from({ length: 6 }, (_, i) => `/images/promotions/${i + 1}.webp`),
      ...INSTITUTION_TYPES.map((type) => `/images/institution-types/${type.code}.svg`),
    ];
    for (const url of urls) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toMatch(/^<svg/);
    }
    for (const url of ['/images/blog/0.webp', '/images/blog/x.webp', '/images/institution-types/spa.svg', '/images/other/1.webp']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });
});

describe('favicon', () => {
  it('is served as SVG', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
});
