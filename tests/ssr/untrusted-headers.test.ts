import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture } from '../support/factories/catalog.ts';
import { createServices } from '../../features/services.ts';
import { ROOT } from '../../scripts/build.ts';
import { buildServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { hostileString } from '../fuzz/hostile-values.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import { canonicalOf, ensureProductionBuild } from './ssr-server.ts';

/**
 * Pages without PUBLIC_ORIGIN, where links come from the request: forwarded headers from anyone but a
 * configured proxy change nothing, a malformed Host or scheme is a 400, and no query or path makes a page
 * answer 5xx (docs/decisions/171).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 171_2026);
let database: TestDatabase;
let direct: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  await ensureProductionBuild();
  const build = (await import(pathToFileURL(join(ROOT, 'build/server/index.js')).href)) as ServerBuild;
  database = await createTestDatabase();
  await insertCatalogFixture(database.db);
  const services = createServices(database);
  direct = await buildServer({ config: readConfig({}), services, getBuild: async () => build });
  proxied = await buildServer({ config: readConfig({ TRUST_PROXY: '127.0.0.1' }), services, getBuild: async () => build });
}, 240_000);

afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await database?.dispose();
});

describe('links on pages', () => {
  it("come from the Host the server answered on, not from anyone's X-Forwarded-Host", async () => {
    const headers = { host: 'vizyt.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const page = await direct.inject({ method: 'GET', url: '/doctors', headers });
    expect(page.statusCode).toBe(200);
    expect(canonicalOf(page.body)).toBe('http://vizyt.test/doctors');
    expect(page.body).not.toContain('evil.example');
    const behindProxy = await proxied.inject({ method: 'GET', url: '/doctors', headers });
    expect(canonicalOf(behindProxy.body)).toBe('https://evil.example/doctors');
  });

  it('keep a path that looks like another host a path', async () => {
    const page = await direct.inject({ method: 'GET', url: '//evil.example/doctors', headers: { host: 'vizyt.test' } });
    expect(page.statusCode).toBeLessThan(500);
    expect(canonicalOf(page.body)).toBe('http://vizyt.test//evil.example/doctors');
    expect(page.body).not.toMatch(/(href|content|src)=["']?(https?:)?\/\/evil\.example/);
  });
});

describe('malformed requests to pages', () => {
  it.each([{ host: 'a%b' }, { host: 'evil.example:99999' }])('a Host like %j is a 400, not a 500', async (headers) => {
    const page = await direct.inject({ method: 'GET', url: '/doctors', headers });
    expect(page.statusCode).toBe(400);
  });

  it('an X-Forwarded-Proto of gopher from the configured proxy is a 400; from anyone else it is ignored', async () => {
    const headers = { 'x-forwarded-proto': 'gopher' };
    expect((await proxied.inject({ method: 'GET', url: '/doctors', headers })).statusCode).toBe(400);
    expect((await direct.inject({ method: 'GET', url: '/doctors', headers })).statusCode).toBe(200);
  });

  it(`never answer 5xx to hostile paths and query strings (seed ${SEED})`, async () => {
    const pages = [
      '/',
      '/doctors',
      '/doctors/kyiv/kardiolog',
      '/doctor/petrenko-olena',
      '/med-centers',
      '/med-centers/kliniky/kyiv',
      '/clinic/medyk-kyiv',
      '/search',
      '/blogs',
      '/promotions',
      '/directory-diseases',
      '/ru/doctors/kyiv',
      '/kyiv',
    ];
    const keys = [
      'page',
      'sort',
      'q',
      'city',
      'type',
      'view',
      'experience_min',
      'rating_min',
      'price_max',
      'category',
      'tag',
      'specialization',
      'feature',
      'date',
    ];
    const request = fc.record({
      page: fc.constantFrom(...pages),
      segment: fc.option(
        hostileString.map((text) => encodeURIComponent(text.slice(0, 100).replace(/[\ud800-\udfff]/g, ''))),
        { freq: 3 },
      ),
      query: fc.array(fc.tuple(fc.constantFrom(...keys), hostileString), { maxLength: 4 }),
    });
    let failure = '';
    await fc
      .assert(
        fc.asyncProperty(request, async ({ page, segment, query }) => {
          const search = new URLSearchParams(query.map(([key, value]) => [key, value.replace(/[\ud800-\udfff]/g, '')])).toString();
          const url = `${page}${segment === null ? '' : `/${segment}`}${search ? `?${search}` : ''}`;
          const response = await direct.inject({ method: 'GET', url });
          if (response.statusCode >= 500) failure = `${response.statusCode} for ${url.slice(0, 500)}`;
          return response.statusCode < 500;
        }),
        { seed: SEED, numRuns: 200, endOnFailure: true },
      )
      .catch(() => {
        throw new Error(`${failure}\nReplay: FUZZ_SEED=${SEED}`);
      });
  }, 120_000);
});
