import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { users } from '../../db/schema/index.ts';
import { base, codes, specialization, useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/** The generic resource routes: writes, trash, batches and access per role (lists: resources.test.ts). */
const api = useResourceApi();
const { get, send, reset } = api;

describe('writes and validation', () => {
  beforeAll(reset);
  beforeEach(() => api.context.actAs(roles.administrator));

  test('POST creates (201), derives the slug, answers the record', async () => {
    const { status, body } = await send('POST', base, specialization('zeta', { name_ua: 'Ревматологія' }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ code: 'zeta', slug: 'revmatolohiia', name: 'Ревматологія', is_footer: false, deleted_at: null });
  });

  test('422 with per-field messages, in ua and in ru', async () => {
    for (const locale of ['ua', 'ru'] as const) {
      const { status, body } = await send('POST', base, { code: 'bad code!', name_ua: '', background_color: 'red', order: 1.5 }, { 'accept-language': locale });
      expect(status).toBe(422);
      expect(body.message).toBe(translate(locale, 'check.input.correction'));
      expect(body.errors).toEqual({
        code: [translate(locale, 'validation.code')],
        name_ua: [translate(locale, 'validation.required')],
        name_ru: [translate(locale, 'validation.required')],
        doctor_name_ua: [translate(locale, 'validation.required')],
        doctor_name_ru: [translate(locale, 'validation.required')],
        background_color: [translate(locale, 'validation.color')],
        order: [translate(locale, 'validation.integer')],
      });
    }
    expect(translate('ua', 'validation.required')).toBe('Поле є обовʼязковим');
    expect(translate('ru', 'validation.required')).not.toBe(translate('ua', 'validation.required'));
  });

  test('unknown body keys are refused on POST, PUT and PATCH', async () => {
    const created = await send('POST', base, specialization('eta', { id: 5, deleted_at: null, __proto__x: 1 }));
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.errors).sort()).toEqual(['__proto__x', 'deleted_at', 'id']);
    const [{ id }] = (await get(`${base}?filters[code]=alpha`)).body.data;
    expect((await send('PUT', `${base}/${id}`, specialization('alpha', { created_at: 'x' }))).body.errors).toEqual({
      created_at: [translate('ua', 'validation.unrecognized_key')],
    });
    expect((await send('PATCH', `${base}/${id}`, { password_hash: 'x' })).status).toBe(422);
  });

  test('PATCH changes only the fields sent; PUT requires the whole record', async () => {
    const [{ id }] = (await get(`${base}?filters[code]=beta`)).body.data;
    const patched = await send('PATCH', `${base}/${id}`, { is_footer: true });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ code: 'beta', is_footer: true, name_ua: 'Гастроентерологія' });
    expect((await send('PUT', `${base}/${id}`, { is_footer: false })).status).toBe(422);
    const put = await send('PUT', `${base}/${id}`, specialization('beta', { name_ua: 'Гастро' }));
    expect(put.body.data).toMatchObject({ name: 'Гастро', is_footer: true });
    expect((await send('PATCH', `${base}/999999`, { is_footer: true })).status).toBe(404);
    expect((await send('PATCH', `${base}/${id}`, {})).status).toBe(200);
  });

  test('a taken code or slug answers 422 validation.taken on that field', async () => {
    for (const locale of ['ua', 'ru'] as const) {
      const { status, body } = await send('POST', base, specialization('gamma'), { 'accept-language': locale });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ code: [translate(locale, 'validation.taken')] });
    }
    expect((await send('POST', base, specialization('theta', { slug: 'gamma' }))).body.errors).toEqual({ slug: [translate('ua', 'validation.taken')] });
  });

  test('bad JSON and a wrong content type are 400 with the error shape', async () => {
    const badJson = await api.context.app.inject({ method: 'POST', url: base, headers: { 'content-type': 'application/json' }, payload: '{"code":' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: translate('ua', 'error.bad_json') });
    const xml = await api.context.app.inject({ method: 'POST', url: base, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(400);
    expect(Object.keys(xml.json())).toEqual(['message']);
    const text = await api.context.app.inject({ method: 'POST', url: base, headers: { 'content-type': 'text/plain' }, payload: 'code=a' });
    expect(text.statusCode).toBe(400);
    const poisoned = await api.context.app.inject({
      method: 'POST',
      url: base,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  test('read-only resources refuse writes with 405 and say what their address takes', async () => {
    const response = await api.context.app.inject({ method: 'POST', url: '/api/v1/outbox-messages', payload: {} });
    expect(response.statusCode).toBe(405);
    expect(response.json().message).toBe(translate('ua', 'error.method_not_allowed'));
    expect(response.headers.allow).toBe('GET, HEAD');
    const batch = await api.context.app.inject({ method: 'POST', url: '/api/v1/outbox-messages/batch-create', payload: { items: [] } });
    expect([batch.statusCode, batch.headers.allow]).toEqual([405, '']);
  });
});

describe('trash', () => {
  beforeAll(reset);
  beforeEach(() => api.context.actAs(roles.administrator));

  test('DELETE moves to trash (204); list, GET and PATCH no longer see it; trashed=only does; restore brings it back', async () => {
    const [{ id }] = (await get(`${base}?filters[code]=delta`)).body.data;
    expect((await send('DELETE', `${base}/${id}`)).status).toBe(204);
    expect(codes((await get(base)).body)).not.toContain('delta');
    expect((await get(`${base}/${id}`)).status).toBe(404);
    expect((await send('PATCH', `${base}/${id}`, { order: 9 })).status).toBe(404);
    expect((await send('DELETE', `${base}/${id}`)).status).toBe(404);
    expect(codes((await get(`${base}?trashed=only`)).body)).toEqual(['delta']);
    expect((await get(`${base}?trashed=with`)).body.meta.total).toBe(5);
    expect((await get(`${base}/${id}?trashed=with`)).body.data.deleted_at).not.toBeNull();
    const restored = await send('PATCH', `${base}/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id, deleted_at: null });
    expect((await send('PATCH', `${base}/${id}/restore`)).status).toBe(404);
  });

  test('a trashed record frees its code; restoring it while the code is taken again is 422', async () => {
    const [{ id }] = (await get(`${base}?filters[code]=epsilon`)).body.data;
    await send('DELETE', `${base}/${id}`);
    expect((await send('POST', base, specialization('epsilon', { slug: 'epsilon-2' }))).status).toBe(201);
    const restore = await send('PATCH', `${base}/${id}/restore`);
    expect(restore.status).toBe(422);
    expect(restore.body.errors).toEqual({ code: [translate('ua', 'validation.taken')] });
  });
});

describe('batches are all or nothing', () => {
  beforeEach(async () => {
    await reset();
    api.context.actAs(roles.administrator);
  });
  const total = async () => (await get(`${base}?trashed=with`)).body.meta.total as number;
  const ids = async (...list: string[]) =>
    (await get(`${base}?filters[code][$in]=${list.join(',')}&sort=order`)).body.data.map((row: { id: number }) => row.id) as number[];

  test('batch-create writes every item, or none when one is invalid or taken', async () => {
    const ok = await send('POST', `${base}/batch-create`, { items: [specialization('k1'), specialization('k2')] });
    expect(ok.status).toBe(201);
    expect(ok.body.data.map((row: { code: string }) => row.code)).toEqual(['k1', 'k2']);
    expect(await total()).toBe(7);
    const invalid = await send('POST', `${base}/batch-create`, { items: [specialization('k3'), specialization('k4', { name_ua: '' })] });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(['items.1.name_ua']);
    const duplicate = await send('POST', `${base}/batch-create`, { items: [specialization('k5'), specialization('k5', { slug: 'k5-b' })] });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ 'items.1.code': [translate('ua', 'validation.taken')] });
    expect(await total()).toBe(7);
    expect((await send('POST', `${base}/batch-create`, { items: [] })).status).toBe(422);
  });

  test('batch-update changes every item, or none when one is missing or invalid', async () => {
    const [alpha, beta] = await ids('alpha', 'beta');
    const missing = await send('POST', `${base}/batch-update`, {
      items: [
        { id: alpha, order: 70 },
        { id: 999999, order: 71 },
      ],
    });
    expect(missing.status).toBe(404);
    const taken = await send('POST', `${base}/batch-update`, {
      items: [
        { id: alpha, order: 70 },
        { id: beta, code: 'gamma' },
      ],
    });
    expect(taken.body.errors).toEqual({ 'items.1.code': [translate('ua', 'validation.taken')] });
    expect((await get(`${base}/${alpha}`)).body.data.order).toBe(1);
    const ok = await send('POST', `${base}/batch-update`, {
      items: [
        { id: alpha, order: 70 },
        { id: beta, order: 71, bogus: 1 },
      ],
    });
    expect(ok.status).toBe(422);
    const done = await send('POST', `${base}/batch-update`, {
      items: [
        { id: alpha, order: 70 },
        { id: beta, order: 71 },
      ],
    });
    expect(done.body.data.map((row: { order: number }) => row.order)).toEqual([70, 71]);
  });

  test('batch-delete and batch-restore move every id, or none when one is missing', async () => {
    const [alpha, beta] = await ids('alpha', 'beta');
    expect((await send('POST', `${base}/batch-delete`, { ids: [alpha, beta, 999999] })).status).toBe(404);
    expect((await get(`${base}?trashed=only`)).body.data).toEqual([]);
    expect((await send('POST', `${base}/batch-delete`, { ids: [alpha, beta] })).status).toBe(204);
    expect((await get(`${base}?trashed=only`)).body.meta.total).toBe(2);
    const gamma = (await ids('gamma'))[0];
    expect((await send('POST', `${base}/batch-restore`, { ids: [alpha, gamma] })).status).toBe(404);
    expect((await get(`${base}?trashed=only`)).body.meta.total).toBe(2);
    const restored = await send('POST', `${base}/batch-restore`, { ids: [alpha, beta] });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toHaveLength(2);
    expect((await send('POST', `${base}/batch-delete`, { ids: [] })).status).toBe(422);
    expect((await send('POST', `${base}/batch-delete`, { ids: ['x'] })).status).toBe(422);
  });
});

describe('access per role', () => {
  beforeAll(reset);
  const firstId = async () => {
    api.context.actAs(roles.administrator);
    const [{ id }] = (await get(base)).body.data;
    return id as number;
  };
  type Call = [name: string, run: (id: number) => Promise<{ status: number }>, permission: string];
  const calls: Call[] = [
    ['list trash', () => get(`${base}?trashed=only`), 'specializations.read'],
    ['create', () => send('POST', base, specialization(`p${Math.random().toString(36).slice(2, 8)}`)), 'specializations.create'],
    ['update', (id) => send('PATCH', `${base}/${id}`, { order: 3 }), 'specializations.update'],
    ['batch-update', (id) => send('POST', `${base}/batch-update`, { items: [{ id, order: 3 }] }), 'specializations.update'],
    ['delete', (id) => send('DELETE', `${base}/${id}`), 'specializations.delete'],
    ['restore', (id) => send('PATCH', `${base}/${id}/restore`), 'specializations.restore'],
  ];
  const refusals = [
    ['anonymous', null, 401],
    ['patient', roles.patient, 403],
    ['partner', roles.partner, 403],
    ['doctor', roles.doctor, 403],
    ['staff without the permission', roles.staffWithout, 403],
    ['staff with another permission', roles.staffWith(['languages.create', 'specializations.read.x']), 403],
  ] as const;

  test.each(refusals)('%s is refused every protected action', async (_who, user, expected) => {
    const id = await firstId();
    api.context.actAs(user);
    for (const [name, run] of calls) {
      const { status } = await run(id);
      expect(status, name).toBe(expected);
    }
    const body = (await send('POST', base, {})).body;
    expect(body.message).toBe(translate('ua', expected === 401 ? 'user.unauthorized' : 'lack.of.rights'));
  });

  test.each(['anonymous', 'patient', 'staff without the permission'])('public lists and records are open to %s', async (who) => {
    const id = await firstId();
    api.context.actAs(who === 'anonymous' ? null : who === 'patient' ? roles.patient : roles.staffWithout);
    expect((await get(base)).status).toBe(200);
    expect((await get(`${base}/${id}`)).status).toBe(200);
  });

  test('staff holding the permission through a role, and the administrator, may do each action', async () => {
    for (const user of [null, roles.administrator]) {
      for (const [name, run, permission] of calls) {
        const id = await firstId();
        if (name === 'restore') await send('DELETE', `${base}/${id}`);
        api.context.actAs(user ?? roles.staffWith([permission]));
        expect([200, 201, 204], `${name} with ${permission}`).toContain((await run(id)).status);
        if (name === 'delete') {
          api.context.actAs(roles.administrator);
          await send('PATCH', `${base}/${id}/restore`);
        }
      }
    }
  });

  test('staff-only resources need the read permission even to list', async () => {
    api.context.actAs(null);
    expect((await get('/api/v1/employees')).status).toBe(401);
    api.context.actAs(roles.staffWithout);
    expect((await get('/api/v1/employees')).status).toBe(403);
    api.context.actAs(roles.staffWith(['employees.read']));
    expect((await get('/api/v1/employees')).status).toBe(200);
  });
});

describe('employees', () => {
  test('the administrator cannot be deleted, alone or in a batch; the password hash is never sent', async () => {
    const [admin, clerk] = await api.context.database.db
      .insert(users)
      .values([
        { user_type: 'user', email: 'admin@vizyt.test', is_administrator: true, password_hash: '$argon2id$secret' },
        { user_type: 'user', email: 'clerk@vizyt.test', password_hash: '$argon2id$secret' },
      ])
      .returning({ id: users.id });
    api.context.actAs(roles.administrator);
    const list = await get('/api/v1/employees?populate[0]=roles');
    expect(list.body.data.map((row: { email: string }) => row.email)).toEqual(['admin@vizyt.test', 'clerk@vizyt.test']);
    expect(JSON.stringify(list.body)).not.toContain('argon2');
    expect((await get('/api/v1/employees?filters[password_hash][$null]=false')).status).toBe(400);
    for (const locale of ['ua', 'ru'] as const) {
      const single = await send('DELETE', `/api/v1/employees/${admin.id}`, undefined, { 'accept-language': locale });
      expect(single.status).toBe(422);
      expect(single.body.message).toBe(translate(locale, 'administrator.cannot.be.deleted'));
    }
    expect((await send('POST', '/api/v1/employees/batch-delete', { ids: [clerk.id, admin.id] })).status).toBe(422);
    expect((await get('/api/v1/employees')).body.meta.total).toBe(2);
    expect((await send('DELETE', `/api/v1/employees/${clerk.id}`)).status).toBe(204);
    expect((await get('/api/v1/patients')).body.meta.total).toBe(0);
  });
});
