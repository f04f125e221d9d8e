import { describe, expect, it } from 'vitest';
import { ApiError, RETRY_STATUSES, SERVER_ERROR_MESSAGE } from './client.ts';
import { clientWithAnswers, jsonResponse } from './test-support.ts';

const listBody = { data: [{ id: 1 }], meta: { current_page: 1, total_pages: 1, per_page: 50, total: 1 } };

describe('api client: requests', () => {
  it('sends JSON accept, cookies and the language, to the configured base address', async () => {
    const { client, calls } = clientWithAnswers([jsonResponse(200, { data: { id: 1 } })], { baseUrl: 'https://api.example/api/v1/' });
    await expect(client.get('/specializations/1')).resolves.toEqual({ data: { id: 1 } });
    const [{ url, init }] = calls();
    expect(url).toBe('https://api.example/api/v1/specializations/1');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Accept-Language': 'ua' });
  });

  it('builds bracket-style list queries with page 1 and limit 50 by default and drops empty filters', async () => {
    const { client, calls } = clientWithAnswers([jsonResponse(200, listBody)]);
    await client.list('specializations', {
      sort: 'name:asc',
      filters: { name: { $contains: 'кард' }, code: { $eq: '' }, status: { $in: [] }, is_footer: { $eq: false }, $or: [{ order: { $gt: 0 } }, {}] },
      populate: ['city'],
    });
    const url = decodeURIComponent(calls()[0].url);
    expect(url).toBe(
      '/api/v1/specializations?sort=name:asc&filters[name][$contains]=кард&filters[is_footer][$eq]=false&filters[$or][0][order][$gt]=0&populate[0]=city&page=1&limit=50',
    );
  });

  it('keeps the page and limit the caller gives', async () => {
    const { client, calls } = clientWithAnswers([jsonResponse(200, listBody)]);
    await client.list('languages', { page: 3, limit: 10, search: '  ' });
    expect(calls()[0].url).toBe('/api/v1/languages?page=3&limit=10');
  });

  it('asks for the whole list with skipPagination and the current locale', async () => {
    const { client, calls } = clientWithAnswers([jsonResponse(200, listBody)], { locale: () => 'ru' });
    await client.all('specializations', { sort: 'name:asc' });
    expect(calls()[0].url).toBe('/api/v1/specializations?sort=name%3Aasc&skipPagination=true');
    expect(calls()[0].init.headers).toMatchObject({ 'Accept-Language': 'ru' });
  });

  it('posts ids to batch-delete and batch-restore', async () => {
    const { client, calls } = clientWithAnswers([jsonResponse(200, {}), jsonResponse(200, {})]);
    await client.batchDelete('specializations', [1, 2]);
    await client.batchRestore('blog/articles', [3]);
    expect(calls().map(({ url, init }) => [url, init.method, init.body])).toEqual([
      ['/api/v1/specializations/batch-delete', 'POST', '{"ids":[1,2]}'],
      ['/api/v1/blog/articles/batch-restore', 'POST', '{"ids":[3]}'],
    ]);
    expect(calls()[0].init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a form as multipart, leaving its Content-Type (with the boundary) to the browser', async () => {
    const { client, calls } = clientWithAnswers([jsonResponse(201, { data: { id: 1 } })]);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'application/pdf' }), 'a.pdf');
    await client.post('video-consultations/1/files', form);
    const [{ init }] = calls();
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('batch-update and batch-create reject with the response body, or "Помилка сервера" without one', async () => {
    const body = { message: 'invalid', errors: { 'items.0.name_ua': ['required'] } };
    const { client } = clientWithAnswers([jsonResponse(422, body), new Response(null, { status: 500 }), jsonResponse(200, { data: [] })]);
    await expect(client.batchUpdate('languages', [{ id: 1 }])).rejects.toEqual(body);
    await expect(client.batchCreate('languages', [{}])).rejects.toThrow(SERVER_ERROR_MESSAGE);
    await expect(client.batchCreate('languages', [{ code: 'en' }])).resolves.toEqual({ data: [] });
  });

  it('answers 204 with undefined', async () => {
    const { client } = clientWithAnswers([jsonResponse(204)]);
    await expect(client.delete('specializations/1')).resolves.toBeUndefined();
  });
});

describe('api client: retries', () => {
  it.each([...RETRY_STATUSES])('retries a GET once on %i', async (status) => {
    const { client, fetchMock } = clientWithAnswers([jsonResponse(status, { message: 'x' }), jsonResponse(200, { data: 1 })]);
    await expect(client.get('cities')).resolves.toEqual({ data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries HEAD too, but only once', async () => {
    const { client, fetchMock } = clientWithAnswers([jsonResponse(503), jsonResponse(503)]);
    await expect(client.request('HEAD', 'cities')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s', async (method) => {
    const { client, fetchMock } = clientWithAnswers([jsonResponse(503), jsonResponse(200)]);
    await expect(client.request(method, 'languages/1', { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a GET on %i', async (status) => {
    const { client, fetchMock } = clientWithAnswers([jsonResponse(status, { message: 'x' }), jsonResponse(200)]);
    await expect(client.get('languages')).rejects.toMatchObject({ status });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits as long as Retry-After says, within a cap', async () => {
    const waits: number[] = [];
    const { client } = clientWithAnswers([jsonResponse(429, {}, { 'Retry-After': '2' }), jsonResponse(200, {})], {
      sleep: async (ms) => void waits.push(ms),
    });
    await client.get('languages');
    expect(waits).toEqual([2000]);
  });
});

describe('api client: what a form needs to wait', () => {
  it("hands a 429's Retry-After to the caller, so a form can count down", async () => {
    const { client } = clientWithAnswers([jsonResponse(429, { message: 'wait' }, { 'Retry-After': '30' })]);
    await expect(client.post('auth/patients/login', {}, { expected: [429] })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 30 });
  });

  it('has nothing to wait for on other failures', async () => {
    const { client } = clientWithAnswers([jsonResponse(401, { message: 'no' }, { 'Retry-After': '30' })]);
    const error = await client.post('auth/patients/login', {}, { expected: [401] }).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBeUndefined();
  });
});

describe('api client: per-status behaviour (SPEC §8)', () => {
  it('401 clears the session and goes to the login of the current area, keeping the locale', async () => {
    const { client, effects } = clientWithAnswers([jsonResponse(401, { message: 'no' })], { pathname: () => '/ru/admins/handbooks/languages' });
    await expect(client.get('auth/me')).rejects.toMatchObject({ status: 401 });
    expect(effects.clearSession).toHaveBeenCalledOnce();
    expect(effects.navigate).toHaveBeenCalledWith('/ru/admins/login');
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it.each([
    ['/partners/doctors', '/partners/login'],
    ['/patients/medical-card', '/patients/login'],
    ['/cabinet-doctor/video-consultations', '/cabinet-doctor/login'],
    ['/kyiv', '/'],
    ['/ru/kyiv', '/ru'],
  ])('401 on %s goes to %s', async (pathname, target) => {
    const { client, effects } = clientWithAnswers([jsonResponse(401)], { pathname: () => pathname });
    await expect(client.get('x')).rejects.toBeInstanceOf(ApiError);
    expect(effects.navigate).toHaveBeenCalledWith(target);
  });

  it('403 shows the lack.of.rights toast', async () => {
    const { client, effects } = clientWithAnswers([jsonResponse(403, { message: 'forbidden' })]);
    await expect(client.post('languages', {})).rejects.toMatchObject({ status: 403 });
    expect(effects.toast).toHaveBeenCalledWith('error', 'lack.of.rights');
  });

  it('422 reaches the caller with field errors and no toast', async () => {
    const { client, effects } = clientWithAnswers([jsonResponse(422, { message: 'invalid', errors: { code: ['taken'] } })]);
    const error = await client.post('languages', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ code: ['taken'] });
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it.each([500, 404, 400, 409])('%i shows the error.occured toast', async (status) => {
    const { client, effects } = clientWithAnswers([jsonResponse(status, { message: 'x' })]);
    await expect(client.post('languages', {})).rejects.toMatchObject({ status });
    expect(effects.toast).toHaveBeenCalledWith('error', 'error.occured');
  });

  it('502 in the default layout shows the full error page, elsewhere a toast', async () => {
    const outside = clientWithAnswers([jsonResponse(502)], { layout: () => 'default' });
    await expect(outside.client.post('x', {})).rejects.toMatchObject({ status: 502 });
    expect(outside.effects.showErrorPage).toHaveBeenCalledWith(502);
    expect(outside.effects.toast).not.toHaveBeenCalled();

    const admin = clientWithAnswers([jsonResponse(502)]);
    await expect(admin.client.post('x', {})).rejects.toMatchObject({ status: 502 });
    expect(admin.effects.showErrorPage).not.toHaveBeenCalled();
    expect(admin.effects.toast).toHaveBeenCalledWith('error', 'error.occured');
  });

  it('a network failure shows the error.occured toast', async () => {
    const { client, effects } = clientWithAnswers([new TypeError('Failed to fetch')]);
    await expect(client.post('x', {})).rejects.toMatchObject({ status: 0, reason: 'network' });
    expect(effects.toast).toHaveBeenCalledWith('error', 'error.occured');
  });

  it('an aborted call stays silent', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, effects } = clientWithAnswers([new DOMException('aborted', 'AbortError')]);
    await expect(client.get('x', { signal: controller.signal })).rejects.toMatchObject({ reason: 'aborted' });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('statuses the caller expects have no side effect', async () => {
    const { client, effects } = clientWithAnswers([jsonResponse(401, { message: 'Неправильний логін або пароль' })]);
    await expect(client.post('auth/admins/login', {}, { expected: [401, 403, 429] })).rejects.toMatchObject({
      message: 'Неправильний логін або пароль',
    });
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.clearSession).not.toHaveBeenCalled();
  });

  it('a non-JSON error body becomes the message', async () => {
    const { client } = clientWithAnswers([new Response('Bad Gateway', { status: 400 })]);
    await expect(client.post('x', {})).rejects.toMatchObject({ status: 400, message: 'Bad Gateway' });
  });
});
