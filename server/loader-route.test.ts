import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOADER_PATH, LOADER_SOURCE } from '../app/paint-first.server.ts';
import { loaderRoute } from './loader-route.ts';

const app = Fastify();
beforeAll(async () => {
  await app.register(loaderRoute);
});
afterAll(() => app.close());

describe("the pages' loader file", () => {
  it('is named by its text and kept for good', async () => {
    expect(LOADER_PATH).toMatch(/^\/assets\/wake\.[\w-]{12}\.js$/);
    const response = await app.inject(LOADER_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(LOADER_SOURCE);
    expect(() => new Function(response.body)).not.toThrow();
  });

  it("answers an earlier build's name with today's loader, not kept; anything else 404", async () => {
    const stale = await app.inject('/assets/wake.AAAAAAAAAAAA.js');
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.body).toBe(LOADER_SOURCE);
    for (const path of ['/assets/wake.x.css', '/assets/wake.a%2Fb.js']) expect((await app.inject(path)).statusCode).toBe(404);
  });
});
