import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccountsService } from '../../features/accounts/accounts.ts';
import { SESSION_POLICIES } from '../../features/accounts/sessions.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';
import { SAME_ORIGIN, signIn } from './auth-testing.ts';

let database: TestDatabase;
let app: FastifyInstance;
let clock = new Date('2026-03-01T10:00:00Z');
const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
let ipCounter = 0;
/** Each test signs in from its own address so per-address counters do not leak between tests. */
let ip = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const services = { ...createServices(database), accounts: createAccountsService(database, { now: () => clock }) };
  app = await buildServer({ config: readConfig({}), services });
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});
beforeEach(() => {
  ipCounter += 1;
  ip = `198.51.100.${ipCounter}`;
});

const login = (area: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/auth/${area}/login`, payload: body, headers, remoteAddress: ip });
const me = (cookie?: string) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: cookie ? { cookie } : {} });
const cookieOf = (response: Awaited<ReturnType<typeof login>>) => {
  const set = response.cookies.find((cookie) => cookie.name.endsWith('vizyt_session'));
  return set ? `${set.name}=${set.value}` : undefined;
};

async function createCabinetDoctor(cabinet: boolean) {
  const account = await createAccount(database, { user_type: 'doctor' });
  await database.rows(sql`insert into doctors (slug, first_name_ua, first_name_ru, last_name_ua, last_name_ru, gender, is_cabinet, user_id)
    values (${`doctor-${account.id}`}, 'Ірина', 'Ирина', 'Коваль', 'Коваль', 'female', ${cabinet}, ${account.id})`);
  return account;
}

describe('POST /api/v1/auth/{area}/login', () => {
  it('admits each area only its own user type', async () => {
    const accounts = {
      admins: await createAccount(database, { user_type: 'user' }),
      partners: await createAccount(database, { user_type: 'partner' }),
      patients: await createAccount(database, { user_type: 'patient' }),
      doctors: await createCabinetDoctor(true),
    };
    for (const [area, account] of Object.entries(accounts)) {
      for (const other of Object.keys(accounts)) {
        const response = await login(other, { login: account.email, password: account.password });
        expect(response.statusCode, `${area} account at ${other}`).toBe(other === area ? 200 : 401);
      }
    }
  });

  it('refuses a doctor without a cabinet', async () => {
    const doctor = await createCabinetDoctor(false);
    expect((await login('doctors', { login: doctor.email, password: doctor.password })).statusCode).toBe(401);
  });

  it('accepts the e-mail in any letter case and a Ukrainian phone typed any usual way', async () => {
    const patient = await createAccount(database, { user_type: 'patient', email: 'Olena.K@Example.test', phone: '380671234567' });
    for (const typed of ['olena.k@example.TEST', '+380 67 123 45 67', '0671234567', '380671234567']) {
      expect((await login('patients', { login: typed, password: patient.password })).statusCode, typed).toBe(200);
    }
  });

  it('answers a wrong password and an unknown login identically', async () => {
    const staff = await createAccount(database);
    const wrong = await login('admins', { login: staff.email, password: 'wrong password 1' });
    const unknown = await login('admins', { login: 'nobody@example.test', password: 'wrong password 1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Неправильний логін або пароль' });
    expect(unknown.body).toBe(wrong.body);
    const russian = await login('admins', { login: staff.email, password: 'x1' }, { 'accept-language': 'ru' });
    expect(russian.json()).toEqual({ message: 'Неверный логин или пароль' });
  });

  it('tells an inactive account so only to someone who knows its password', async () => {
    const staff = await createAccount(database, { status: 'inactive' });
    expect((await login('admins', { login: staff.email, password: 'wrong password 1' })).statusCode).toBe(401);
    const right = await login('admins', { login: staff.email, password: staff.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: 'Обліковий запис користувача не активний' });
    expect(cookieOf(right)).toBeUndefined();
  });

  it('rejects a malformed body with 422 and an unknown area with 404', async () => {
    const missing = await login('admins', { login: 'a@b.c' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['Поле є обовʼязковим'] });
    expect((await login('admins', { login: 'a@b.c', password: 'x', extra: 1 })).statusCode).toBe(422);
    expect((await login('owners', { login: 'a@b.c', password: 'x' })).statusCode).toBe(404);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and marks the answer no-store', async () => {
    const staff = await createAccount(database);
    const response = await login('admins', { login: staff.email, password: staff.password });
    const cookie = response.cookies.find((c) => c.name === 'vizyt_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_POLICIES.user.absoluteSeconds });
    expect(cookie?.secure).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toMatchObject({ id: staff.id, user_type: 'user', email: staff.email, is_administrator: false });
    expect(JSON.stringify(response.json())).not.toMatch(/password/);
  });

  it('names the cookie __Host- and marks it Secure over HTTPS', async () => {
    // HTTPS ends at the proxy, whose forwarding headers count only when it is configured as trusted.
    const proxied = await buildServer({ config: readConfig({ TRUST_PROXY: '127.0.0.1' }), services: createServices(database) });
    try {
      const staff = await createAccount(database);
      const viaProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': ip };
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/v1/auth/admins/login',
        payload: { login: staff.email, password: staff.password },
        headers: viaProxy,
        remoteAddress: '127.0.0.1',
      });
      const cookie = response.cookies.find((c) => c.name === '__Host-vizyt_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie).not.toHaveProperty('domain');
      const me = (name: string) =>
        proxied.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: `${name}=${cookie!.value}`, ...viaProxy }, remoteAddress: '127.0.0.1' });
      expect((await me('__Host-vizyt_session')).statusCode).toBe(200);
      // The plain name is never read over HTTPS: an injected insecure cookie cannot plant a session.
      expect((await me('vizyt_session')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('issues a new session id on every sign-in and drops the one the browser held', async () => {
    const staff = await createAccount(database);
    const first = cookieOf(await login('admins', { login: staff.email, password: staff.password }))!;
    const second = cookieOf(await login('admins', { login: staff.email, password: staff.password }, { cookie: first, ...SAME_ORIGIN }))!;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    const rows = await database.rows(sql`select 1 from sessions where user_id = ${staff.id}`);
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/v1/auth/me and POST /api/v1/auth/logout', () => {
  it('answers 401 without a session', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Користувач не авторизований' });
  });

  it('returns the profile with the effective permissions: direct ∪ roles', async () => {
    const staff = await createAccount(database, {
      permissions: ['doctors.read'],
      roles: [{ name: 'content', permissions: ['blog.articles.update', 'doctors.read'] }],
    });
    const session = await signIn(app, { login: staff.email, password: staff.password });
    const response = await me(session.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: {
        id: staff.id,
        user_type: 'user',
        first_name: 'Test',
        last_name: expect.any(String),
        middle_name: null,
        email: staff.email,
        phone: null,
        is_administrator: false,
        permissions: ['blog.articles.update', 'doctors.read'],
      },
    });
  });

  it('gives a patient no permissions whatever rows exist', async () => {
    const patient = await createAccount(database, { user_type: 'patient', permissions: ['doctors.read'] });
    const session = await signIn(app, { area: 'patients', login: patient.email, password: patient.password });
    expect((await me(session.cookie)).json().data.permissions).toEqual([]);
  });

  it('logs out: 204, the session row deleted, the cookie cleared', async () => {
    const staff = await createAccount(database);
    const session = await signIn(app, { login: staff.email, password: staff.password });
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { ...session.headers, ...SAME_ORIGIN } });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'vizyt_session');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
    expect((await me(session.cookie)).statusCode).toBe(401);
    expect(await database.rows(sql`select 1 from sessions where user_id = ${staff.id}`)).toHaveLength(0);
  });

  it('expires a staff session after 30 idle minutes and clears the stale cookie', async () => {
    const staff = await createAccount(database);
    const session = await signIn(app, { login: staff.email, password: staff.password });
    advance(29 * 60);
    expect((await me(session.cookie)).statusCode).toBe(200);
    advance(31 * 60);
    const response = await me(session.cookie);
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === 'vizyt_session')?.value).toBe('');
  });

  it('expires at the absolute limit even when used every few minutes', async () => {
    const staff = await createAccount(database);
    const session = await signIn(app, { login: staff.email, password: staff.password });
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      advance(20 * 60);
      expect((await me(session.cookie)).statusCode).toBe(200);
    }
    advance(20 * 60);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('describes the sign-in routes', async () => {
    const [{ routeOpenApiPaths }, { routeNotes }, routes] = await Promise.all([
      import('./route-openapi.ts'),
      import('./route-notes.ts'),
      import('../../contracts/routes/auth.ts'),
    ]);
    const paths = routeOpenApiPaths([routes.signIn, routes.signOut, routes.whoAmI], routeNotes()) as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>
    >;
    expect(Object.keys(paths)).toEqual(['/api/v1/auth/{area}/login', '/api/v1/auth/logout', '/api/v1/auth/me']);
    expect(paths['/api/v1/auth/{area}/login'].post.requestBody?.content['application/json'].schema.required).toEqual(['login', 'password']);
  });
});
