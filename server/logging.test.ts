import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { loggerOptions, pathOnly, RequestLogController, serializeError } from './logging.ts';
import { ops } from './plugins/ops.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

describe('request logs', () => {
  it('write one line per request without query string, body, cookies or client address', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream }, logController: new RequestLogController() });
    await app.register(ops, { database: { rows: async () => [] } as unknown as Database, contentSecurityPolicy: false });
    app.post('/api/v1/auth/patients/register', async () => ({ ok: true }));
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/patients/register?phone=380501234567&email=olena@example.com',
      headers: { cookie: 'sid=secret-session', authorization: 'Bearer token-123' },
      payload: { email: 'olena@example.com', password: 'hunter22' },
    });
    await app.close();

    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', route: '/api/v1/auth/patients/register', path: '/api/v1/auth/patients/register', status: 200 });
    const text = JSON.stringify(lines);
    for (const secret of ['380501234567', 'olena', 'hunter22', 'secret-session', 'token-123', '127.0.0.1']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('serializeError', () => {
  it('drops the bound parameters of a failed query and the values PostgreSQL quotes', () => {
    const error = Object.assign(new Error('Failed query: insert into users (email, phone) values ($1, $2)\nparams: olena@example.com,380501234567'), {
      code: '23505',
    });
    const cause = new Error('duplicate key value violates unique constraint: Key (email)=(olena@example.com) already exists.');
    error.cause = cause;
    const text = JSON.stringify(serializeError(error));
    expect(text).toContain('Failed query: insert into users');
    expect(text).toContain('23505');
    expect(text).not.toContain('olena');
    expect(text).not.toContain('380501234567');
  });
});

describe('pathOnly', () => {
  it('cuts the query string and the fragment', () => {
    expect(pathOnly('/doctors?phone=1#x')).toBe('/doctors');
    expect(pathOnly('/ru/kyiv')).toBe('/ru/kyiv');
  });
});
