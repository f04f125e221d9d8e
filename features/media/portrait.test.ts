import { describe, expect, it } from 'vitest';
import { portraitSeed, renderPortrait } from './portrait.ts';

describe('renderPortrait', () => {
  it('draws the same picture for the same seed and different ones for different seeds', () => {
    expect(renderPortrait('f-abc123')).toBe(renderPortrait('f-abc123'));
    expect(renderPortrait('f-abc123')).not.toBe(renderPortrait('m-abc124'));
    expect(renderPortrait('m-1')).toMatch(/^<svg [^>]*viewBox="0 0 200 200"[\s\S]*<\/svg>$/);
  });

  it('accepts only its own file names', () => {
    expect(portraitSeed('m-0a9z.svg')).toBe('m-0a9z');
    expect(portraitSeed('x-1.svg')).toBeNull();
    expect(portraitSeed('../m-1.svg')).toBeNull();
    expect(portraitSeed('m-1.svg.png')).toBeNull();
  });
});

describe('GET /media/portraits/:file', () => {
  it('serves the SVG with long caching and refuses other names', async () => {
    const { default: Fastify } = await import('fastify');
    const { portraitRoutes } = await import('./portrait-route.ts');
    const app = Fastify();
    await app.register(portraitRoutes);
    const ok = await app.inject('/media/portraits/m-abc.svg');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.headers['cache-control']).toContain('immutable');
    expect(ok.body).toBe(renderPortrait('m-abc'));
    expect((await app.inject('/media/portraits/evil.svg')).statusCode).toBe(404);
    await app.close();
  });
});
