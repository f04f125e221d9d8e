import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { iconComponentName, iconRoutes } from './icon-route.ts';

describe('specialization icons', () => {
  it('maps kebab-case names to icon components', () => {
    expect(iconComponentName('stethoscope')).toBe('IconStethoscope');
    expect(iconComponentName('baby-bottle')).toBe('IconBabyBottle');
  });

  it('serves a known icon as SVG and refuses unknown or odd names', async () => {
    const app = Fastify();
    await app.register(iconRoutes);
    const ok = await app.inject('/media/icons/stethoscope.svg');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await app.inject('/media/icons/no-such-icon.svg')).statusCode).toBe(404);
    expect((await app.inject('/media/icons/..%2Fsecret.svg')).statusCode).toBe(404);
    expect((await app.inject('/media/icons/Stethoscope.svg')).statusCode).toBe(404);
    await app.close();
  });

  it('has every icon the demo specializations use', async () => {
    const { SPECIALIZATIONS } = await import('../../db/seed/data/specializations.ts');
    const { renderIconSvg } = await import('./icon-route.ts');
    const missing: string[] = [];
    for (const entry of SPECIALIZATIONS) if (!(await renderIconSvg(entry.icon))) missing.push(entry.icon);
    expect(missing).toEqual([]);
  });
});
