import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiTestContext } from '../api/testing.ts';
import { methodNotAllowedPlugin } from './method-not-allowed.ts';

describe('a wrong method on a known API address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(methodNotAllowedPlugin);
    app.get('/api/v1/things', async () => ({ data: [] }));
    app.post('/api/v1/things', async () => ({ data: {} }));
    app.put('/api/v1/things/:id', async () => ({ data: {} }));
    // The pages' catch-all, as the web app mounts it: a wrong method on the API must not fall into it.
    app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: async () => 'page' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 405 with the methods the address takes, in the API shape and the caller’s language', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/v1/things?page=2', headers: { 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(response.json()).toEqual({ message: 'Этот адрес не принимает такой запрос' });
    const item = await app.inject({ method: 'GET', url: '/api/v1/things/7' });
    expect(item.statusCode).toBe(405);
    expect(item.headers.allow).toBe('PUT');
  });

  it('leaves what the address takes, an unknown address and the pages alone', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/things' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/api/v1/things' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/nothing-here' })).body).toBe('page');
    expect((await app.inject({ method: 'DELETE', url: '/doctors' })).body).toBe('page');
  });
});

describe('the real API', () => {
  const api = useApiTestContext();

  it('answers 405 to a write on a read-only address, and 404 to an address it does not know', async () => {
    const wrong = await api.context.app.inject({ method: 'DELETE', url: '/api/v1/main-page/get/cities' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(wrong.json()).toEqual({ message: 'Ця адреса не приймає такий запит' });
    expect((await api.context.app.inject({ method: 'GET', url: '/api/v1/main-page/get/cities' })).statusCode).toBe(200);
    expect((await api.context.app.inject({ method: 'DELETE', url: '/api/v1/no-such-thing' })).statusCode).toBe(404);
  });
});
