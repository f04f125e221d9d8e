import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newEmployee, useStaffApi } from './staff-testing.ts';

/**
 * Employees in the back office (docs/decisions/202, 203): created through the generic resource routes, with a
 * version, a set-password link by e-mail, and the administrator's protections.
 */
const api = useStaffApi();
let admin: { cookie: string; id: number };

beforeAll(async () => {
  admin = await api.admin();
});

const create = (body: Record<string, unknown>) => api.call('POST', '/employees', { body, cookie: admin.cookie });

describe('creating an employee', () => {
  it('stores the profile with its address, version 1 and no password, and e-mails a set-password link', async () => {
    const body = newEmployee();
    const created = await create(body);
    expect(created.status).toBe(201);
    const record = created.body.data;
    expect(record).toMatchObject({ last_name: 'Ковальчук', position: 'manager', status: 'active', version: 1, is_administrator: false });
    expect(record.address).toEqual({ country: 'Україна', region: 'Київська', district: null, city: 'Київ', street: 'Хрещатик', house: '1' });
    expect(record.email).toBe(String(body.email).toLowerCase());
    expect(record.phone).toMatch(/^380507/);
    expect(record).not.toHaveProperty('password_hash');

    const [mail] = await api.context.database.rows<{ body: string; subject: string }>(
      sql`select body, subject from outbox_messages where recipient = ${record.email} and template = 'email.staff.password.link'`,
    );
    expect(mail.subject).toBe('Доступ до адмін-панелі Vizyt');
    expect(mail.body).toMatch(/\/admins\/set-password\?token=[\w-]{43}/);
    const token = await api.linkTokenFor(record.email);
    const [link] = await api.context.database.rows<{ token_hash: string; created_by: number }>(
      sql`select token_hash, created_by from password_links where user_id = ${record.id}`,
    );
    expect(link.token_hash).not.toContain(token);
    expect(link.created_by).toBe(admin.id);
  });

  it('e-mails the link in the language of the staff member who adds the employee, to the page in that language', async () => {
    const { body: created } = await api.call('POST', '/employees', { body: newEmployee(), cookie: admin.cookie, headers: { 'accept-language': 'ru' } });
    const [mail] = await api.context.database.rows<{ body: string; subject: string }>(
      sql`select body, subject from outbox_messages where recipient = ${created.data.email} and template = 'email.staff.password.link'`,
    );
    expect(mail.subject).toBe('Доступ к админ-панели Vizyt');
    expect(mail.body).toMatch(/\/ru\/admins\/set-password\?token=[\w-]{43}/);
  });

  it('refuses a missing name, a malformed e-mail and phone, an unknown position and unknown keys, field by field', async () => {
    const refused = await create({ ...newEmployee({ last_name: '', email: 'not-an-email', phone: '12ab', position: 'boss' }), is_administrator: true });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(expect.arrayContaining(['email', 'last_name', 'phone', 'position']));
    expect(JSON.stringify(refused.body.errors)).toMatch(/is_administrator/);
  });

  it('answers 422 for an e-mail another employee has, whatever its case', async () => {
    const first = newEmployee();
    expect((await create(first)).status).toBe(201);
    const taken = await create(newEmployee({ email: String(first.email).toUpperCase() }));
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.errors)).toEqual(['email']);
  });

  it('lets the new employee set a password once with the link, then sign in', async () => {
    const body = newEmployee();
    const { body: created } = await create(body);
    const token = await api.linkTokenFor(created.data.email);
    const weak = await api.call('POST', '/auth/password/set', { body: { token, password: 'short', password_confirmation: 'short' } });
    expect(weak.status).toBe(422);
    const set = await api.call('POST', '/auth/password/set', { body: { token, password: 'kvitka2024', password_confirmation: 'kvitka2024' } });
    expect(set.status).toBe(204);
    expect(await api.signIn(created.data.email, 'kvitka2024')).toMatch(/vizyt_session=/);
    const again = await api.call('POST', '/auth/password/set', { body: { token, password: 'kvitka2025', password_confirmation: 'kvitka2025' } });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toBeDefined();
  });

  it('a new link supersedes the earlier one; the administrator gets none', async () => {
    const { body: created } = await create(newEmployee());
    const first = await api.linkTokenFor(created.data.email);
    const sent = await api.call('POST', `/employees/${created.data.id}/password-link`, { cookie: admin.cookie });
    expect(sent.status).toBe(202);
    const second = await api.linkTokenFor(created.data.email);
    expect(second).not.toBe(first);
    const stale = await api.call('POST', '/auth/password/set', { body: { token: first, password: 'kvitka2024', password_confirmation: 'kvitka2024' } });
    expect(stale.status).toBe(422);
    expect((await api.call('POST', `/employees/${admin.id}/password-link`, { cookie: admin.cookie })).status).toBe(422);
    const [line] = await api.context.database.rows<{ user_id: number }>(
      sql`select user_id from action_log where action = 'send-password-link' and record_id = ${created.data.id}`,
    );
    expect(line.user_id).toBe(admin.id);
  });
});

describe('the employee version', () => {
  it('rises with a profile change, not with a sign-in or a password set by its owner', async () => {
    const { body: created } = await create(newEmployee());
    const id = created.data.id;
    const version = async () => (await api.call('GET', `/employees/${id}`, { cookie: admin.cookie })).body.data.version;
    await api.call('POST', '/auth/password/set', {
      body: { token: await api.linkTokenFor(created.data.email), password: 'kvitka2024', password_confirmation: 'kvitka2024' },
    });
    await api.signIn(created.data.email, 'kvitka2024');
    expect(await version()).toBe(1);
    const saved = await api.call('PATCH', `/employees/${id}`, { cookie: admin.cookie, body: { first_name: 'Олена', version: 1 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(2);
    const stale = await api.call('PATCH', `/employees/${id}`, { cookie: admin.cookie, body: { first_name: 'Марія', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.version).toBeDefined();
  });
});

describe('the administrator', () => {
  it('can never be deleted, deactivated or stripped of rights', async () => {
    expect((await api.call('DELETE', `/employees/${admin.id}`, { cookie: admin.cookie })).status).toBe(422);
    expect((await api.call('POST', '/employees/batch-delete', { cookie: admin.cookie, body: { ids: [admin.id] } })).status).toBe(422);
    const deactivated = await api.call('PATCH', `/employees/${admin.id}`, { cookie: admin.cookie, body: { status: 'inactive' } });
    expect(deactivated.status).toBe(422);
    expect(deactivated.body.errors.status).toBeDefined();
    const stripped = await api.call('PUT', `/employees/${admin.id}/access`, { cookie: admin.cookie, body: { role_ids: [], permission_ids: [] } });
    expect(stripped.status).toBe(422);
    const [row] = await api.context.database.rows<{ n: number }>(sql`select count(*)::int as n from user_roles where user_id = ${admin.id}`);
    expect(row.n).toBe(1);
    const access = await api.call('GET', `/employees/${admin.id}/access`, { cookie: admin.cookie });
    expect(access.body.data.is_administrator).toBe(true);
    expect((await api.call('GET', '/auth/me', { cookie: admin.cookie })).status).toBe(200);
  });
});
