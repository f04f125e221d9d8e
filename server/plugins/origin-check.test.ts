import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { signIn } from '../api/auth-testing.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';

let database: TestDatabase;
let app: FastifyInstance;
let account: { email: string; password: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildServer({ config: readConfig({ PUBLIC_ORIGIN: 'https://vizyt.example' }), services: createServices(database) });
  account = await createAccount(database);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

/** A state-changing request with a live session; logout answers 204 when the origin check lets it through. */
async function logoutWith(headers: Record<string, string>) {
  const session = await signIn(app, { login: account.email, password: account.password });
  return app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { host: 'vizyt.test', ...session.headers, ...headers } });
}

describe('origin check on requests that carry a session cookie', () => {
  it.each(['cross-site', 'same-site'])('refuses Sec-Fetch-Site: %s with 403 lack.of.rights', async (site) => {
    const response = await logoutWith({ 'sec-fetch-site': site, origin: 'https://vizyt.test' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Недостатньо прав' });
  });

  it.each(['same-origin', 'none'])('lets Sec-Fetch-Site: %s through', async (site) => {
    expect((await logoutWith({ 'sec-fetch-site': site })).statusCode).toBe(204);
  });

  it('falls back to Origin: our own origin or PUBLIC_ORIGIN pass, any other is refused', async () => {
    expect((await logoutWith({ origin: 'http://vizyt.test' })).statusCode).toBe(204);
    expect((await logoutWith({ origin: 'https://vizyt.example' })).statusCode).toBe(204);
    expect((await logoutWith({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await logoutWith({ origin: 'null' })).statusCode).toBe(403);
  });

  it('refuses a write with a session cookie but neither header', async () => {
    expect((await logoutWith({})).statusCode).toBe(403);
  });

  it('exempts requests with API credentials in the Authorization header', async () => {
    expect((await logoutWith({ authorization: 'Basic cGFydG5lcjpzZWNyZXQ=', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(204);
  });

  it('leaves reads and cookie-less requests alone', async () => {
    const session = await signIn(app, { login: account.email, password: account.password });
    const read = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { ...session.headers, 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/no-such-resource',
      payload: {},
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(anonymous.statusCode).toBe(404);
  });

  it('uses the __Host- Secure cookie when PUBLIC_ORIGIN is https, even behind a plain-HTTP hop', async () => {
    const session = await signIn(app, { login: account.email, password: account.password });
    expect(session.cookie.startsWith('__Host-vizyt_session=')).toBe(true);
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const payload = { login: account.email, password: account.password };
    const crossSite = await app.inject({ method: 'POST', url: '/api/v1/auth/admins/login', payload, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await app.inject({ method: 'POST', url: '/api/v1/auth/admins/login', payload, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.statusCode).toBe(200);
  });
});
