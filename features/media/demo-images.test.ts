import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { INSTITUTION_TYPES } from '../../db/seed/data/dictionaries.ts';
import { demoImageRoutes } from './demo-image-route.ts';
import { renderBlogCover, renderPromotionBanner } from './demo-images.ts';

describe('demo images', () => {
  it('draws the same picture for the same name, and different ones for different names', () => {
    expect(renderBlogCover(3)).toBe(renderBlogCover(3));
    expect(renderBlogCover(3)).not.toBe(renderBlogCover(4));
    expect(renderPromotionBanner(1)).not.toBe(renderBlogCover(1));
    expect(renderBlogCover(1)).toMatch(/^<svg [^>]*viewBox="0 0 1200 675"[\s\S]*<\/svg>$/);
  });

  it('serves every picture the seed names, and 404 for anything else', async () => {
    const app = Fastify();
    await app.register(demoImageRoutes);
    const urls = [
      ...Array.from({ length: 8 }, (_, i) => `/images/blog/${i + 1}.webp`),
      ...Array.from({ length: 6 }, (_, i) => `/images/promotions/${i + 1}.webp`),
      ...INSTITUTION_TYPES.map((type) => `/images/institution-types/${type.code}.svg`),
    ];
    for (const url of urls) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body).toMatch(/^<svg/);
    }
    for (const url of ['/images/blog/0.webp', '/images/blog/x.webp', '/images/institution-types/spa.svg', '/images/other/1.webp']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
    await app.close();
  });
});

describe('favicon', () => {
  it('is served as SVG', async () => {
    const { faviconRoute } = await import('./favicon-route.ts');
    const app = Fastify();
    await app.register(faviconRoute);
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    await app.close();
  });
});
