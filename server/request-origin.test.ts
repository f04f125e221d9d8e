import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestOrigin } from './request-origin.ts';

async function server(config: { publicOrigin?: string; trustProxy?: string[] }) {
  const trustedProxies = config.trustProxy ?? [];
  const app = Fastify({ trustProxy: trustedProxies.length ? trustedProxies : false });
  app.get('/origin', async (request) => requestOrigin(request, { publicOrigin: config.publicOrigin, trustedProxies }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return { app, port, origin: (headers: Record<string, string>) => app.inject({ url: '/origin', headers }).then((r) => r.body) };
}

describe('the origin of absolute links', () => {
  it('is PUBLIC_ORIGIN when set, whatever the request says', async () => {
    const { app, origin } = await server({ publicOrigin: 'https://vizyt.example/' });
    expect(await origin({ host: 'evil.example', 'x-forwarded-host': 'evil.example' })).toBe('https://vizyt.example');
    await app.close();
  });

  it('keeps a Host that names this machine, and never a host only the client vouches for', async () => {
    const { app, port } = await server({});
    // A real socket (fetch may not set Host): the fallback names the port the request came in on.
    const ask = (host: string) =>
      new Promise<string>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/origin', headers: { host } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        })
          .on('error', reject)
          .end();
      });
    expect(await ask(`localhost:${port}`)).toBe(`http://localhost:${port}`);
    expect(await ask(`127.0.0.1:${port}`)).toBe(`http://127.0.0.1:${port}`);
    // An attacker registering someone else's e-mail with their own Host gets no link to it.
    expect(await ask('evil.example')).toBe(`http://localhost:${port}`);
    await app.close();
  });

  it('believes the host a trusted proxy forwarded', async () => {
    const { app, port } = await server({ trustProxy: ['127.0.0.1'] });
    const answer = await fetch(`http://127.0.0.1:${port}/origin`, {
      headers: { 'x-forwarded-host': 'vizyt.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    }).then((r) => r.text());
    expect(answer).toBe('https://vizyt.example');
    await app.close();
  });
});
