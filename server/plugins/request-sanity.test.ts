import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';

let database: TestDatabase;
/** No TRUST_PROXY: the default. */
let direct: FastifyInstance;
/** Behind a proxy on this machine. */
let proxied: FastifyInstance;
/** TRUST_PROXY names another address than the one requests come from. */
let otherProxy: FastifyInstance;
let directUrl: string;

/** What the server believes about the request, as the routes see it. */
const addProbe = (app: FastifyInstance) => app.get('/probe', async (request) => ({ ip: request.ip, host: request.host, protocol: request.protocol }));

beforeAll(async () => {
  database = await createTestDatabase();
  const services = createServices(database);
  direct = await buildServer({ config: readConfig({}), services });
  proxied = await buildServer({ config: readConfig({ TRUST_PROXY: '127.0.0.1' }), services });
  otherProxy = await buildServer({ config: readConfig({ TRUST_PROXY: '10.0.0.0/8' }), services });
  for (const app of [direct, proxied, otherProxy]) addProbe(app);
  await direct.listen({ port: 0, host: '127.0.0.1' });
  const address = direct.server.address();
  directUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close(), otherProxy?.close()]);
  await database?.dispose();
});

const FORWARDED = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('forwarding headers', () => {
  it('are ignored unless TRUST_PROXY names the address the request came from', async () => {
    for (const app of [direct, otherProxy]) {
      const probe = await app.inject({ method: 'GET', url: '/probe', headers: { host: 'vizyt.test', ...FORWARDED } });
      expect(probe.json()).toEqual({ ip: '127.0.0.1', host: 'vizyt.test', protocol: 'http' });
    }
  });

  it('are believed from a configured proxy', async () => {
    const probe = await proxied.inject({ method: 'GET', url: '/probe', headers: { host: 'vizyt.test', ...FORWARDED } });
    expect(probe.json()).toEqual({ ip: '198.51.100.7', host: 'evil.example', protocol: 'https' });
  });

  it('cannot point the registration e-mail at another host', async () => {
    const email = 'forwarded.host@example.test';
    const response = await direct.inject({
      method: 'POST',
      url: '/api/v1/auth/patients/register',
      headers: { host: 'vizyt.test:3000', 'sec-fetch-site': 'same-origin', ...FORWARDED },
      payload: {
        first_name: 'Олена',
        last_name: 'Коваль',
        birthday: '1990-05-17',
        phone: '+38 (067) 555-17-71',
        email,
        gender: 'female',
        password: 'kvitka2024',
        password_confirmation: 'kvitka2024',
      },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await database.rows<{ body: string }>(sql`select body from outbox_messages where recipient = ${email} and channel = 'email'`);
    // Without a declared proxy even the Host is only the client's word: the link names this server itself.
    expect(mail?.body).toContain('http://localhost/patients/general-information');
    expect(mail?.body).not.toContain('evil.example');
    expect(mail?.body).not.toContain('vizyt.test');
  });
});

describe('malformed requests answer 400 in the error format', () => {
  it.each([
    ['a Host with a port past 65535', { host: 'evil.example:99999' }],
    ['a Host that is no host name', { host: 'a%b' }],
    ['a Host with a user part', { host: 'user@vizyt.test' }],
  ])('%s', async (_name, headers) => {
    for (const url of ['/api/v1/auth/me', '/doctors', '/robots.txt']) {
      const response = await direct.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Некоректний запит' });
    }
  });

  it('an X-Forwarded-Proto other than http or https from a trusted proxy; ignored from anyone else', async () => {
    const headers = { 'x-forwarded-proto': 'gopher' };
    expect((await proxied.inject({ method: 'GET', url: '/robots.txt', headers })).statusCode).toBe(400);
    expect((await direct.inject({ method: 'GET', url: '/robots.txt', headers })).statusCode).toBe(200);
  });

  it.each(['/api/v1/doctors?search=%00', '/api/v1/doctors?filters[slug][$eq]=a%00b', '/api/v1/doctors?a%00=1', '/robots.txt?city=%00'])(
    'a NUL in the query: %s',
    async (url) => {
      const response = await direct.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Некоректний рядок запиту' });
    },
  );

  it('a NUL in the path', async () => {
    expect((await direct.inject({ method: 'GET', url: '/api/v1/specializations/%00' })).statusCode).toBe(400);
    expect((await direct.inject({ method: 'GET', url: '/likari/a%00b' })).statusCode).toBe(400);
  });

  it('a broken percent-encoding in the path, in the API format', async () => {
    const response = await direct.inject({ method: 'GET', url: '/api/v1/specializations/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });
});

describe('JSON bodies', () => {
  const post = (payload: string, headers: Record<string, string> = {}) =>
    direct.inject({ method: 'POST', url: '/api/v1/auth/admins/login', payload, headers: { 'content-type': 'application/json', ...headers } });

  it('refuse a NUL in any string with 422 on the fields that carry it, in the request language', async () => {
    const response = await post(JSON.stringify({ login: 'admin\u0000@vizyt.local', password: 'x', nested: { list: ['ok', 'a\u0000'] } }), {
      'accept-language': 'ru',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Проверьте правильность введённых данных',
      errors: { login: ['Текст содержит недопустимые символы'], 'nested.list.1': ['Текст содержит недопустимые символы'] },
    });
  });

  it('refuse a NUL in a key and in a bare string', async () => {
    expect((await post('{"a\\u0000b":1}')).json().errors).toEqual({ 'a\\u0000b': ['Текст містить недопустимі символи'] });
    expect((await post('"\\u0000"')).json().errors).toEqual({ body: ['Текст містить недопустимі символи'] });
  });

  it('refuse nesting deeper than any body of ours with 400, and prototype keys as before', async () => {
    const deep = await post(`${'['.repeat(40)}${']'.repeat(40)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ message: 'Тіло запиту не є коректним JSON' });
    expect((await post('{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await post('{"login":')).statusCode).toBe(400);
  });
});

/** Writes raw bytes to the server and reads the whole answer: for requests Node's own parser refuses. */
function rawRequest(text: string): Promise<string> {
  const { port, hostname } = new URL(directUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

const statusAndBody = (answer: string) => ({ status: answer.split(' ')[1], body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });

describe('over a real socket', () => {
  it('a URL over 16 KB answers 431 in the API format', async () => {
    const response = await fetch(`${directUrl}/api/v1/doctors?search=${'x'.repeat(17_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Адреса або заголовки запиту задовгі' });
  });

  it('a request line the parser cannot read answers 400 in the API format', async () => {
    const answer = statusAndBody(await rawRequest('GET /a b c HTTP/1.1\r\nHost: vizyt.test\r\n\r\n'));
    expect(answer.status).toBe('400');
    expect(JSON.parse(answer.body)).toEqual({ message: 'Некоректний запит' });
  });

  it('a malformed or missing Host and an absolute-form target answer 400', async () => {
    for (const head of [
      'GET /robots.txt HTTP/1.1\r\nHost: a%b',
      'GET /robots.txt HTTP/1.1\r\nHost: evil.example:99999',
      'GET http://evil.example/robots.txt HTTP/1.1\r\nHost: vizyt.test',
      'GET /robots.txt HTTP/1.1',
    ]) {
      const answer = statusAndBody(await rawRequest(`${head}\r\nConnection: close\r\n\r\n`));
      expect(answer.status).toBe('400');
      expect(JSON.parse(answer.body)).toEqual({ message: 'Некоректний запит' });
    }
  });

  it('HTTP/1.0 may still leave Host out', async () => {
    const answer = statusAndBody(await rawRequest('GET /robots.txt HTTP/1.0\r\n\r\n'));
    expect(answer.status).toBe('200');
    expect(answer.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
