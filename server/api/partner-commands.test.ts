import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { action_log, outbox_messages, representatives, sessions, users } from '../../db/schema/index.ts';
import { verifyClientCredentials } from '../../features/partners/api-credentials.ts';
import { createLegalEntity, createRepresentative } from '../../tests/support/factories/partners.ts';
import { createStaffAccounts } from './partners-testing.ts';
import { useApiTestContext, roles } from './testing.ts';

/** Staff commands on a representative (docs/decisions/201): API credentials and a generated password. */
const api = useApiTestContext();
const db = () => api.context.database.db;

async function post(url: string) {
  const response = await api.context.app.inject({ method: 'POST', url: `/api/v1/${url}` });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

async function newRepresentative(account: { locale?: 'ua' | 'ru'; email?: string | null; phone?: string | null } = {}) {
  const entity = await createLegalEntity(db());
  const { user, representative } = await createRepresentative(db(), entity);
  await db()
    .update(users)
    .set({
      locale: account.locale ?? 'ua',
      email: account.email === undefined ? `partner${representative.id}@example.com` : account.email,
      phone: account.phone === undefined ? `3806712${String(representative.id).padStart(5, '0')}` : account.phone,
      first_name: 'Олена',
    })
    .where(eq(users.id, user.id));
  return { userId: user.id, id: representative.id };
}

const logOf = (recordId: number) =>
  db()
    .select()
    .from(action_log)
    .where(sql`${action_log.resource} = 'representatives' and ${action_log.record_id} = ${recordId}`);

beforeAll(() => createStaffAccounts(db(), [roles.administrator, roles.staffWith([])]));
beforeEach(() => api.context.actAs(roles.administrator));

describe('API credentials', () => {
  test('generate shows the secret once, stores only its hash, and the pair verifies', async () => {
    const { id } = await newRepresentative();
    const { status, body } = await post(`representatives/${id}/api-credentials`);
    expect(status).toBe(201);
    const { client_id, client_secret } = body.data;
    expect(client_id).toMatch(/^vzc_[\w-]{16}$/);
    expect(client_secret).toMatch(/^vzs_[\w-]{43}$/);
    const [stored] = await db().select().from(representatives).where(eq(representatives.id, id));
    expect(stored.api_client_id).toBe(client_id);
    expect(stored.api_client_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(client_secret.slice(4));
    // The record shows the id and that access is issued, never the secret or its hash.
    const record = await api.context.app.inject({ method: 'GET', url: `/api/v1/representatives/${id}` });
    expect(record.json().data).toMatchObject({ api_client_id: client_id, api_access: 'issued' });
    expect(record.body).not.toContain(stored.api_client_secret_hash!);
    expect(await verifyClientCredentials(db(), client_id, client_secret)).toMatchObject({ representativeId: id });
    expect(await verifyClientCredentials(db(), client_id, `${client_secret}x`)).toBeNull();
    expect((await post(`representatives/${id}/api-credentials`)).status).toBe(409);
  });

  test('regenerate keeps the client id, and the old secret stops working at once', async () => {
    const { id } = await newRepresentative();
    expect((await post(`representatives/${id}/api-credentials/regenerate`)).status).toBe(409);
    const first = (await post(`representatives/${id}/api-credentials`)).body.data;
    const second = await post(`representatives/${id}/api-credentials/regenerate`);
    expect(second.status).toBe(200);
    expect(second.body.data.client_id).toBe(first.client_id);
    expect(second.body.data.client_secret).not.toBe(first.client_secret);
    expect(await verifyClientCredentials(db(), first.client_id, first.client_secret)).toBeNull();
    expect(await verifyClientCredentials(db(), first.client_id, second.body.data.client_secret)).not.toBeNull();
  });

  test('delete ends access; each command is in the action log, the secret never', async () => {
    const { id } = await newRepresentative();
    const issued = (await post(`representatives/${id}/api-credentials`)).body.data;
    const regenerated = (await post(`representatives/${id}/api-credentials/regenerate`)).body.data;
    expect((await post(`representatives/${id}/api-credentials/delete`)).status).toBe(204);
    expect(await verifyClientCredentials(db(), issued.client_id, regenerated.client_secret)).toBeNull();
    expect((await post(`representatives/${id}/api-credentials/delete`)).status).toBe(409);
    const lines = await logOf(id);
    expect(lines.map((line) => line.action)).toEqual(['api-key-generate', 'api-key-regenerate', 'api-key-delete']);
    expect(lines.every((line) => line.user_id === roles.administrator.id)).toBe(true);
    const logged = JSON.stringify(lines);
    for (const secret of [issued.client_secret, regenerated.client_secret]) expect(logged).not.toContain(secret.slice(4));
  });

  test('an inactive representative or a trashed one is refused by the check', async () => {
    const { id } = await newRepresentative();
    const issued = (await post(`representatives/${id}/api-credentials`)).body.data;
    await db().update(representatives).set({ status: 'inactive' }).where(eq(representatives.id, id));
    expect(await verifyClientCredentials(db(), issued.client_id, issued.client_secret)).toBeNull();
    expect(await verifyClientCredentials(db(), 'vzc_unknown', issued.client_secret)).toBeNull();
    expect(await verifyClientCredentials(db(), '', '')).toBeNull();
  });
});

describe('a generated password', () => {
  test('by e-mail: one message in the partner language, the hash and date set, sessions ended, the password signs in', async () => {
    const { id, userId } = await newRepresentative({ locale: 'ru' });
    await db()
      .insert(sessions)
      .values({ id: `s-${userId}`, user_id: userId, expires_at: new Date(Date.now() + 3_600_000), idle_timeout_seconds: 3600 });
    const before = await db().$count(outbox_messages);
    const { status, body } = await post(`representatives/${id}/password/email`);
    expect(status).toBe(202);
    expect(body.data).toMatchObject({ channel: 'email', password_created_at: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/password"?:\s*"[^"]{14}"/);
    const messages = await db()
      .select()
      .from(outbox_messages)
      .where(eq(outbox_messages.recipient, `partner${id}@example.com`));
    expect(await db().$count(outbox_messages)).toBe(before + 1);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', template: 'email.partner.password', subject: 'Пароль к кабинету партнёра Vizyt' });
    const password = /Пароль: (\S+)/.exec(messages[0].body)?.[1] ?? '';
    expect(password).toMatch(/^(?=.*\p{L})(?=.*\d)[A-Za-z2-9]{14}$/u);
    const [account] = await db().select().from(users).where(eq(users.id, userId));
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    expect(account.password_created_at).not.toBeNull();
    expect(await db().$count(sessions, eq(sessions.user_id, userId))).toBe(0);
    api.context.actAs(null);
    const login = await api.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/partners/login',
      payload: { login: `partner${id}@example.com`, password },
    });
    expect(login.statusCode).toBe(200);
    const [line] = await logOf(id);
    expect(line).toMatchObject({ action: 'password-email', changes: { channel: 'email' } });
    expect(JSON.stringify(line)).not.toContain(password);
  });

  test('by SMS, in Ukrainian; the record then shows the password date', async () => {
    const { id, userId } = await newRepresentative();
    const { status } = await post(`representatives/${id}/password/sms`);
    expect(status).toBe(202);
    const [message] = await db().select().from(outbox_messages).where(eq(outbox_messages.template, 'sms.partner.password'));
    expect(message.recipient).toBe((await db().select().from(users).where(eq(users.id, userId)))[0].phone);
    expect(message.body).toMatch(/^Vizyt: ваш пароль до кабінету партнера \S{14}\./);
    const record = await api.context.app.inject({ method: 'GET', url: `/api/v1/representatives/${id}` });
    expect(record.json().data.password_created_at).not.toBeNull();
  });

  test('an account without a phone cannot get an SMS; an unknown representative answers 404', async () => {
    const { id } = await newRepresentative({ phone: null });
    const refused = await post(`representatives/${id}/password/sms`);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['phone']);
    expect((await post('representatives/999999/password/email')).status).toBe(404);
  });
});

describe('access', () => {
  test('staff without the permission get 403 and nothing changes', async () => {
    const { id } = await newRepresentative();
    api.context.actAs(roles.staffWith(['representatives.read']));
    for (const path of ['api-credentials', 'api-credentials/regenerate', 'api-credentials/delete', 'password/sms', 'password/email']) {
      expect((await post(`representatives/${id}/${path}`)).status, path).toBe(403);
    }
    expect(await logOf(id)).toEqual([]);
    api.context.actAs(roles.partner);
    expect((await post(`representatives/${id}/api-credentials`)).status).toBe(403);
  });
});
