import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { TOKEN_RATE_LIMIT, TOKEN_TTL_SECONDS, PARTNER_RATE_LIMIT } from '../../../contracts/partner-api.ts';
import { TEST_DATABASE_URL } from '../../../tests/support/test-db.ts';
import { call, requestToken, tokenOf, usePartnerApi } from './testing.ts';

const api = usePartnerApi();

describe(`partner API: OAuth 2.0 client credentials (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('issues a short-lived bearer token by HTTP Basic or by form fields, stored only as a hash', async () => {
    const { suite } = api;
    const byBasic = await requestToken(suite, suite.a);
    expect(byBasic.status).toBe(200);
    expect(byBasic.body).toMatchObject({ token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS, scope: 'read write' });
    expect(byBasic.headers['cache-control']).toBe('no-store');
    const byForm = await requestToken(suite, suite.a, { grant_type: 'client_credentials', scope: 'read' }, true);
    expect(byForm.status).toBe(200);
    expect(byForm.body.scope).toBe('read');
    const stored = await suite.database.rows<{ token_hash: string }>(sql`select token_hash from partner_api_tokens`);
    expect(JSON.stringify(stored)).not.toContain(String(byBasic.body.access_token));
    const doctors = await call<{ data: { id: number }[] }>(suite, String(byForm.body.access_token), 'GET', '/doctors');
    expect(doctors.status).toBe(200);
  });

  test('a token stops working once its 15 minutes are over', async () => {
    const { suite } = api;
    const token = await tokenOf(suite, suite.a);
    expect((await call(suite, token, 'GET', '/clinics')).status).toBe(200);
    suite.clock.now += (TOKEN_TTL_SECONDS + 1) * 1000;
    try {
      const late = await call<{ message: string }>(suite, token, 'GET', '/clinics');
      expect(late.status).toBe(401);
      expect(String(late.headers['www-authenticate'])).toContain('error="invalid_token"');
    } finally {
      suite.clock.now -= (TOKEN_TTL_SECONDS + 1) * 1000;
    }
  });

  test('answers the RFC 6749 errors: wrong secret, unknown grant, unknown scope, no token', async () => {
    const { suite } = api;
    const wrong = await requestToken(suite, { clientId: suite.a.clientId, clientSecret: `${suite.a.clientSecret}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    expect(String(wrong.headers['www-authenticate'])).toContain('Basic');
    const grant = await requestToken(suite, suite.a, { grant_type: 'password' });
    expect(grant).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    const scope = await requestToken(suite, suite.a, { grant_type: 'client_credentials', scope: 'read admin' });
    expect(scope).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    const none = await suite.app.inject({ method: 'GET', url: '/api/partner/v1/doctors' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect((await call(suite, 'vzt_not-a-token', 'GET', '/doctors')).status).toBe(401);
  });

  test('a regenerated secret ends the old secret and every token issued with it', async () => {
    const { suite } = api;
    const old = { clientId: suite.a.clientId, clientSecret: suite.a.clientSecret };
    const token = await tokenOf(suite, suite.a);
    const renewed = await suite.services.partners.regenerateCredentials(null, suite.a.representativeId);
    suite.a.clientSecret = renewed.client_secret;
    expect((await call(suite, token, 'GET', '/doctors')).status).toBe(401);
    expect((await requestToken(suite, old)).body.error).toBe('invalid_client');
    const fresh = await tokenOf(suite, suite.a);
    expect((await call(suite, fresh, 'GET', '/doctors')).status).toBe(200);
  });

  test('enforces scopes: a read token cannot write, a write-only token cannot read', async () => {
    const { suite } = api;
    const read = await tokenOf(suite, suite.a, 'read');
    const refused = await call<{ message: string }>(suite, read, 'POST', '/webhooks', { url: 'https://example.com/hook' });
    expect(refused.status).toBe(403);
    expect(String(refused.headers['www-authenticate'])).toContain('error="insufficient_scope"');
    expect((await call(suite, read, 'GET', '/webhooks')).body).toEqual({ data: [] });
    const write = await tokenOf(suite, suite.a, 'write');
    expect((await call(suite, write, 'GET', '/doctors')).status).toBe(403);
    const made = await call<{ data: { id: number } }>(suite, write, 'POST', '/webhooks', { url: 'https://example.com/hook' });
    expect(made.status).toBe(201);
    expect((await call(suite, write, 'DELETE', `/webhooks/${made.body.data.id}`)).status).toBe(204);
  });

  test('limits calls per client: 429 with Retry-After, for tokens and for calls', async () => {
    const { suite } = api;
    const token = await tokenOf(suite, suite.b);
    let last = await call(suite, token, 'GET', '/webhooks');
    for (let i = 1; i <= PARTNER_RATE_LIMIT.limit && last.status === 200; i += 1) last = await call(suite, token, 'GET', '/webhooks');
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    let asked = await requestToken(suite, suite.b);
    for (let i = 1; i <= TOKEN_RATE_LIMIT.limit && asked.status === 200; i += 1) asked = await requestToken(suite, suite.b);
    expect(asked.status).toBe(429);
    expect(Number(asked.headers['retry-after'])).toBeGreaterThan(0);
    // Another client's budget is its own.
    expect((await call(suite, await tokenOf(suite, suite.a), 'GET', '/webhooks')).status).toBe(200);
  });
});
