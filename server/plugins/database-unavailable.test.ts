import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../db/availability.ts';
import { errorsPlugin } from './errors.ts';

/** What node-postgres and Drizzle throw when the connection is gone, and what they throw otherwise. */
const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), { cause: new Error('Connection terminated unexpectedly') });
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const poolTimeout = new Error('timeout exceeded when trying to connect');
const uniqueViolation = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
const notAccepting = Object.assign(new Error('Failed query: select 1'), {
  cause: Object.assign(new Error('database "vizyt" is not currently accepting connections'), { code: '55000' }),
});
const standby = Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' });
const currvalTooSoon = Object.assign(new Error('currval of sequence "s" is not yet defined in this session'), { code: '55000' });

describe('a lost database connection', () => {
  it('is told apart from every other failure, through Drizzle wrapping', () => {
    for (const error of [terminated, wrapped, refused, poolTimeout, notAccepting, standby]) expect(isDatabaseUnavailable(error)).toBe(true);
    for (const error of [uniqueViolation, currvalTooSoon, new Error('boom'), null, 'text']) expect(isDatabaseUnavailable(error)).toBe(false);
  });

  async function server() {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/api/lost', async () => {
      throw wrapped;
    });
    app.get('/ru/doctors', async () => {
      throw terminated;
    });
    app.get('/api/broken', async () => {
      throw new Error('boom');
    });
    // A page whose loader lost the database: the page renderer reports it and renders the error page as 500.
    app.get('/page', async (request, reply) => {
      request.databaseUnavailable = true;
      return reply.status(500).type('text/html').send('<!doctype html><title>Error</title>');
    });
    return app;
  }

  it('answers 503 with Retry-After in the request language on the API, and 500 stays 500', async () => {
    const app = await server();
    const lost = await app.inject({ url: '/api/lost', headers: { 'accept-language': 'ru' } });
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('2');
    expect(lost.headers['cache-control']).toBe('no-store');
    expect(lost.json()).toEqual({ message: 'Сервер временно недоступен' });
    expect((await app.inject({ url: '/api/broken' })).statusCode).toBe(500);
  });

  it('answers a page request that lost the database before rendering with a page in its language', async () => {
    const page = await (await server()).inject({ url: '/ru/doctors', headers: { accept: 'text/html,*/*' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain('Сервер временно недоступен');
  });

  it('turns the error page of a page that lost the database into a 503 with Retry-After', async () => {
    const page = await (await server()).inject({ url: '/page' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('2');
    expect(page.body).toContain('<title>Error</title>');
  });
});
