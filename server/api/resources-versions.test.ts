import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { support_requests } from '../../db/schema/index.ts';
import { base, specialization, useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/**
 * Lost updates are refused (docs/decisions/192): a save naming a version the record no longer has answers 409
 * in the API's error envelope, `{message, errors}` plus the record as it is now (`current`, docs/decisions/213),
 * and changes nothing.
 */
const api = useResourceApi();
const { get, send, reset } = api;

async function idOf(code: string): Promise<number> {
  const { body } = await get(`${base}?filters[code]=${code}`);
  return body.data[0].id;
}

describe('record versions over the generic routes', () => {
  beforeAll(reset);
  beforeEach(() => api.context.actAs(roles.administrator));

  test('every answer of a record carries its version; a save at it raises it by one', async () => {
    const id = await idOf('alpha');
    expect((await get(`${base}/${id}`)).body.data.version).toBe(1);
    expect((await get(`${base}?filters[code]=alpha`)).body.data[0].version).toBe(1);
    const saved = await send('PUT', `${base}/${id}`, specialization('alpha', { name_ua: 'Алергологія нова', version: 1 }));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name_ua: 'Алергологія нова', version: 2 });
    const patched = await send('PATCH', `${base}/${id}`, { is_footer: false, version: 2 });
    expect(patched.body.data.version).toBe(3);
  });

  test('a save at an old version answers 409 in the caller language, names the version, and changes nothing', async () => {
    const id = await idOf('beta');
    expect((await send('PATCH', `${base}/${id}`, { name_ua: 'Перша правка', version: 1 })).status).toBe(200);
    for (const locale of ['ua', 'ru'] as const) {
      const stale = await send('PUT', `${base}/${id}`, specialization('beta', { name_ua: 'Друга правка', version: 1 }), { 'accept-language': locale });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(translate(locale, 'admin.record.changed'));
      // docs/decisions/213: the record as it is now, exactly as a GET in the caller's language answers it.
      const now = (await get(`${base}/${id}`, { 'accept-language': locale })).body.data;
      expect(stale.body).toEqual({
        message: translate(locale, 'admin.record.changed'),
        errors: { version: [translate(locale, 'admin.record.changed')] },
        current: now,
      });
    }
    expect(translate('ru', 'admin.record.changed')).not.toBe(translate('ua', 'admin.record.changed'));
    expect((await get(`${base}/${id}`)).body.data).toMatchObject({ name_ua: 'Перша правка', version: 2 });
    // An empty PATCH at an old version is just as stale; a missing record stays 404.
    expect((await send('PATCH', `${base}/${id}`, { version: 1 })).status).toBe(409);
    expect((await send('PATCH', `${base}/${id}`, { version: 2 })).status).toBe(200);
    expect((await send('PATCH', `${base}/999999`, { is_footer: true, version: 1 })).status).toBe(404);
  });

  test('a save without a version overwrites as before, and still raises the version', async () => {
    const id = await idOf('gamma');
    const first = await send('PATCH', `${base}/${id}`, { order: 30 });
    const second = await send('PATCH', `${base}/${id}`, { order: 31 });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data).toMatchObject({ order: 31, version: first.body.data.version + 1 });
  });

  test('a version is checked, never written: a bad one is 422, a create does not take one', async () => {
    const id = await idOf('delta');
    for (const version of [0, -1, 1.5, '1', null]) {
      const answer = await send('PATCH', `${base}/${id}`, { version });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['version']);
    }
    const created = await send('POST', base, specialization('kappa', { version: 7 }));
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.errors)).toEqual(['version']);
  });

  test('batch-update: one stale item refuses the whole batch, naming the item', async () => {
    const [alpha, epsilon] = [await idOf('alpha'), await idOf('epsilon')];
    const current = (await get(`${base}/${alpha}`)).body.data.version;
    const answer = await send('POST', `${base}/batch-update`, {
      items: [
        { id: alpha, order: 11, version: current },
        { id: epsilon, order: 55, version: 99 },
      ],
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: translate('ua', 'admin.record.changed'), errors: { 'items.1.version': [translate('ua', 'admin.record.changed')] } });
    expect((await get(`${base}/${alpha}`)).body.data).toMatchObject({ order: 1, version: current });
    const saved = await send('POST', `${base}/batch-update`, {
      items: [
        { id: alpha, order: 11, version: current },
        { id: epsilon, order: 55 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.map((record: { version: number }) => record.version)).toEqual([current + 1, 2]);
  });

  test('a change made outside the generic routes raises the version too, so a form read before it is stale', async () => {
    const id = await idOf('epsilon');
    const { version } = (await get(`${base}/${id}`)).body.data;
    await api.context.database.db.execute(sql`update specializations set icon = '/i/other.svg' where id = ${id}`);
    const stale = await send('PATCH', `${base}/${id}`, { icon: '/i/mine.svg', version });
    expect(stale.status).toBe(409);
    expect((await get(`${base}/${id}`)).body.data).toMatchObject({ icon: '/i/other.svg', version: version + 1 });
  });

  test('resources with server rules (support requests) refuse a stale save before judging it', async () => {
    const [request] = await api.context.database.db
      .insert(support_requests)
      .values({ name: 'Олена', email: 'olena@example.com', message: 'Питання' })
      .returning({ id: support_requests.id });
    const url = '/api/v1/support/' + request.id;
    expect((await send('PATCH', url, { question: 'Як записатися?', version: 1 })).status).toBe(200);
    const stale = await send('PATCH', url, { question: 'Інше питання', version: 1 });
    expect(stale.status).toBe(409);
    expect((await get(url)).body.data).toMatchObject({ id: request.id, question: 'Як записатися?', version: 2 });
  });

  test('the answer of a save carries the version as stored once the hooks after the commit ran, so the next save passes', async () => {
    const [request] = await api.context.database.db
      .insert(support_requests)
      .values({ name: 'Петро', email: 'petro@example.com', message: 'Питання' })
      .returning({ id: support_requests.id });
    const url = '/api/v1/support/' + request.id;
    // Completing with an answer e-mails it after the commit, which stamps answered_at: another update.
    const completed = await send('PATCH', url, { status: 'completed', answer: 'Відповідь', version: 1 });
    expect(completed.status).toBe(200);
    const stored = (await get(url)).body.data;
    expect(stored.answered_at).not.toBeNull();
    expect(completed.body.data).toMatchObject({ version: stored.version, answered_at: stored.answered_at });
    expect((await send('PATCH', url, { question: 'Уточнення', version: completed.body.data.version })).status).toBe(200);
  });
});
