import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { readConfig } from './config.ts';
import { startServer, type RunningServer } from './start-up.ts';

const config = readConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  ADMIN_EMAIL: 'ops-admin@vizyt.test',
  ADMIN_PASSWORD: 'first-password-1',
  MAP_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
  // The tests play the proxy in front of the server (X-Forwarded-Proto).
  TRUST_PROXY: '127.0.0.1',
});

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

describe('operational endpoints', () => {
  let server: RunningServer;
  let databaseDown = false;

  beforeAll(async () => {
    // The readiness probe sees an outage through this wrapper; the real database stays open.
    const database: Database = {
      ...testDatabase,
      rows: (query) => (databaseDown ? Promise.reject(new Error('connection refused')) : testDatabase.rows(query)),
    };
    server = await startServer({ config, database, say: () => undefined });
  });
  afterAll(() => server.close());

  it('answers /healthz and /readyz, and /readyz says 503 when the database is unreachable', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ok' });
    databaseDown = true;
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      databaseDown = false;
    }
  });

  it('exposes request durations by route pattern, never by concrete path or query', async () => {
    await fetch(`${server.url}/api/v1/no-such-resource/12345?phone=380501234567`);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toMatch(/route="\/healthz",status_code="200"/);
    expect(text).not.toContain('12345');
    expect(text).not.toContain('380501234567');
  });

  it('sends one CSP limited to our origin, the map tiles, the allowed video players and no framing', async () => {
    const response = await fetch(`${server.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    // No inline script runs on an answer that is not a page; a page adds its scripts' hashes.
    expect(csp).toMatch(/(^|;)script-src 'self';/);
    expect(csp).toContain("frame-ancestors 'none'");
    // A video staff embed in a text plays in its host's player, and no other frame loads (docs/decisions/284).
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;");
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.net");
    expect(csp).not.toContain('googletagmanager');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS only when the request reached the proxy over HTTPS', async () => {
    expect((await fetch(`${server.url}/healthz`)).headers.get('strict-transport-security')).toBeNull();
    const secure = await fetch(`${server.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('compresses JSON and text answers', async () => {
    const response = await server.app.inject({ url: '/metrics', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('graceful shutdown', () => {
  it('stops accepting, finishes the request in flight, then closes the database', async () => {
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    const database: Database = {
      ...testDatabase,
      close: vi.fn(async () => {
        events.push('database closed');
      }),
    };
    const server = await startServer({
      config,
      database,
      ownsDatabase: true,
      say: () => undefined,
      configure(app) {
        app.get('/test/slow', async () => {
          arrived();
          await released;
          events.push('request finished');
          return { done: true };
        });
      },
    });

    const inFlight = fetch(`${server.url}/test/slow`);
    await requestArrived;
    const closing = server.close().then(() => events.push('server closed'));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(events).toEqual([]);

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    expect(events).toEqual(['request finished', 'database closed', 'server closed']);
  });
});

describe('the built-in administrator', () => {
  it('is created on the first start and its password replaced when ADMIN_PASSWORD changes', async () => {
    const first = await startServer({ config, database: testDatabase, say: () => undefined });
    await first.close();
    // The administrator already exists (created by the tests above): same password, nothing to do.
    expect(first.administrator).toMatchObject({ email: 'ops-admin@vizyt.test', created: false, passwordReset: false });

    const changed = { ...config, adminPassword: 'second-password-2' };
    const second = await startServer({ config: changed, database: testDatabase, say: () => undefined });
    try {
      expect(second.administrator).toMatchObject({ created: false, passwordReset: true, passwordFromEnvironment: true });
      const signIn = (password: string) =>
        second.app.inject({ method: 'POST', url: '/api/v1/auth/admins/login', payload: { login: 'ops-admin@vizyt.test', password } });
      expect((await signIn('second-password-2')).statusCode).toBe(200);
      expect((await signIn('first-password-1')).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
