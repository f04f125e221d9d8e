import { beforeEach, describe, expect, test, vi } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { redirects } from '../../db/schema/index.ts';
import { createRedirectsService } from '../../features/redirects/redirects.ts';
import { roles, useApiTestContext } from './testing.ts';

/** SPEC §7 redirect lookup: redirects written through the back-office API answer the very next request. */
const api = useApiTestContext();
const base = '/api/v1/seo/redirects';

async function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await api.context.app.inject({ method, url, payload: payload as never, headers });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}
const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') => api.context.app.inject({ method, url });
const create = async (source_path: string, target: string, extra: Record<string, unknown> = {}) => {
  const answer = await send('POST', base, { source_path, target, ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; version: number; source_path: string };
};

beforeEach(async () => {
  api.context.actAs(roles.administrator);
  await api.context.database.db.delete(redirects);
  api.context.services.redirects.forget();
});

describe('a redirect created through the API', () => {
  test('answers 301 with its Location on the next request, query kept, whatever the case and trailing slash', async () => {
    expect((await visit('/old-page')).statusCode).toBe(404);
    const created = await create('/Old-Page/', '/doctors');
    expect(created.source_path).toBe('/old-page');
    const answer = await visit('/OLD-page/?page=2&sort=rating');
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/doctors?page=2&sort=rating');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect((await visit('/old-page', 'HEAD')).statusCode).toBe(301);
  });

  test('a change, a switch-off, a trash and a restore take effect at once', async () => {
    const { id } = await create('/ru/old', '/ru/blogs');
    expect((await visit('/ru/old')).headers.location).toBe('/ru/blogs');
    expect((await send('PATCH', `${base}/${id}`, { target: 'https://example.com/new', http_status: '302' })).status).toBe(200);
    const changed = await visit('/ru/old?x=1');
    expect([changed.statusCode, changed.headers.location, changed.headers['cache-control']]).toEqual([302, 'https://example.com/new', 'no-store']);
    expect((await send('PATCH', `${base}/${id}`, { is_active: false })).status).toBe(200);
    expect((await visit('/ru/old')).statusCode).toBe(404);
    expect((await send('PATCH', `${base}/${id}`, { is_active: true })).status).toBe(200);
    expect((await send('DELETE', `${base}/${id}`)).status).toBe(204);
    expect((await visit('/ru/old')).statusCode).toBe(404);
    expect((await send('PATCH', `${base}/${id}/restore`)).status).toBe(200);
    expect((await visit('/ru/old')).statusCode).toBe(302);
  });

  test("a client navigation's data request answers the router's redirect, without its _routes parameter", async () => {
    await create('/old', '/med-centers');
    const answer = await visit('/old.data?page=3&_routes=root,ua:layout-main');
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['x-remix-redirect']).toBe('/med-centers?page=3');
    expect(answer.headers['x-remix-status']).toBe('301');
    expect(answer.headers['x-remix-reload-document']).toBeUndefined();
    await create('/away', 'https://example.com/');
    expect((await visit('/away.data')).headers['x-remix-reload-document']).toBe('true');
  });

  test('a chain is followed in one hop; a Cyrillic target is percent-encoded', async () => {
    await create('/a', '/b');
    await create('/b', '/лікарі');
    expect((await visit('/a')).headers.location).toBe('/%D0%BB%D1%96%D0%BA%D0%B0%D1%80%D1%96');
  });

  test('/api, files and other methods are never redirected', async () => {
    expect((await send('POST', base, { source_path: '/api/v1/handbooks', target: '/doctors' })).body.errors).toEqual({
      source_path: [translate('ua', 'redirects.source.reserved')],
    });
    await api.context.database.db.insert(redirects).values([
      { source_path: '/api/v1/handbooks', target: '/doctors' },
      { source_path: '/robots.txt', target: '/' },
    ]);
    api.context.services.redirects.forget();
    expect((await visit('/api/v1/handbooks')).statusCode).toBe(200);
    expect((await visit('/robots.txt')).statusCode).not.toBe(301);
    await create('/form', '/support');
    expect((await api.context.app.inject({ method: 'POST', url: '/form' })).statusCode).not.toBe(301);
  });
});

describe('what the API refuses', () => {
  test("a loop (A→A, A→B with B→A, longer chains), in the caller's language, with the chain", async () => {
    const self = await send('POST', base, { source_path: '/a', target: '/A/' }, { 'accept-language': 'ru' });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ target: [translate('ru', 'redirects.loop', { chain: '/a → /a' })] });
    await create('/a', '/b');
    await create('/b', '/c');
    const back = await send('POST', base, { source_path: '/c', target: '/a?x=1' });
    expect(back.body.errors.target).toEqual([translate('ua', 'redirects.loop', { chain: '/c → /a → /b → /c' })]);
    expect(back.body.message).toBe(translate('ua', 'redirects.loop', { chain: '/c → /a → /b → /c' }));
    expect((await visit('/c')).statusCode).toBe(404);
  });

  test("a loop through the site's own full address", async () => {
    // The services' site origin in tests is the local one (features/services.ts).
    await create('/d', 'http://localhost:3000/e');
    const back = await send('POST', base, { source_path: '/e', target: '/d' });
    expect(back.status).toBe(422);
    expect(back.body.errors.target).toEqual([translate('ua', 'redirects.loop', { chain: '/e → /d → /e' })]);
    await create('/e', 'https://elsewhere.example/e');
    expect((await visit('/d')).headers.location).toBe('https://elsewhere.example/e');
  });

  test('an edit, a switch-on or a restore that would close a loop', async () => {
    const first = await create('/x', '/y');
    const second = await create('/y', '/z', { is_active: false });
    expect((await send('PATCH', `${base}/${second.id}`, { target: '/x' })).status).toBe(200);
    expect((await send('PATCH', `${base}/${second.id}`, { is_active: true })).status).toBe(422);
    expect((await send('DELETE', `${base}/${first.id}`)).status).toBe(204);
    expect((await send('PATCH', `${base}/${second.id}`, { is_active: true })).status).toBe(200);
    expect((await send('PATCH', `${base}/${first.id}/restore`)).status).toBe(422);
  });

  test('a second live redirect of the same path, and targets that are no address', async () => {
    await create('/same', '/doctors');
    expect((await send('POST', base, { source_path: '/SAME/', target: '/blogs' })).body.errors).toEqual({ source_path: [translate('ua', 'validation.taken')] });
    expect((await send('POST', base, { source_path: '/q', target: 'javascript:alert(1)' })).body.errors).toEqual({
      target: [translate('ua', 'redirects.target.invalid')],
    });
    expect((await send('POST', base, { source_path: '/q', target: '/doctors', http_status: '307' })).status).toBe(422);
  });

  test('only staff with the right write redirects', async () => {
    api.context.actAs(roles.staffWith(['seo.redirects.read']));
    expect((await send('POST', base, { source_path: '/p', target: '/doctors' })).status).toBe(403);
    api.context.actAs(roles.patient);
    expect((await send('POST', base, { source_path: '/p', target: '/doctors' })).status).toBe(403);
  });
});

describe('another app instance over the same database', () => {
  test('hears of a change and answers with it, however long its cache would have lasted', async () => {
    const other = createRedirectsService(api.context.database, { ttlMs: 3_600_000 });
    try {
      expect(await other.lookup('/moved', '')).toBeNull();
      const { id } = await create('/moved', '/doctors');
      await vi.waitFor(async () => expect(await other.lookup('/moved', '')).toEqual({ location: '/doctors', status: '301' }), { timeout: 5_000, interval: 20 });
      await send('PATCH', `${base}/${id}`, { target: '/blogs' });
      await vi.waitFor(async () => expect((await other.lookup('/moved', ''))?.location).toBe('/blogs'), { timeout: 5_000, interval: 20 });
    } finally {
      await other.close();
    }
  });
});
