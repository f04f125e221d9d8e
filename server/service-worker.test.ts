import Fastify from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOADER_PATH } from '../app/paint-first.server.ts';
import { precacheList, RETIRING_WORKER, serviceWorkerRoute, workerSource } from './service-worker.ts';

const assets = {
  version: 'b1',
  url: '/assets/manifest-b1.js',
  entry: { module: '/assets/entry.client-A.js', imports: ['/assets/react-R.js', '/assets/router-T.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root-X.js', imports: ['/assets/react-R.js', '/assets/site-S.js'], css: ['/assets/root-C.css', '/assets/site-D.css#'] },
    'ua:layout-main': { id: 'ua:layout-main', module: '/assets/public-layout-L.js', imports: ['/assets/site-S.js'] },
    'ru:layout-main': { id: 'ru:layout-main', module: '/assets/public-layout-L.js' },
    'ua:admins:app': { id: 'ua:admins:app', module: '/assets/admin-Z.js' },
  },
} as unknown as ServerBuild['assets'];

describe('the worker of a build', () => {
  it('precaches the entry, the manifest, the shell routes, the loader and the icon, once each, and no back office', () => {
    expect(precacheList(assets)).toEqual([
      '/assets/entry.client-A.js',
      '/assets/react-R.js',
      '/assets/router-T.js',
      '/assets/manifest-b1.js',
      '/assets/root-X.js',
      '/assets/site-S.js',
      '/assets/root-C.css',
      '/assets/site-D.css',
      '/assets/public-layout-L.js',
      LOADER_PATH,
      '/favicon.svg',
    ]);
  });

  it('is a different file for every build and every change of its code', () => {
    const first = workerSource(assets, 'code();');
    expect(first.source.startsWith(`self.__vzBuild={"version":"${first.version}","precache":[`)).toBe(true);
    expect(first.source.endsWith('\ncode();')).toBe(true);
    expect(workerSource({ ...assets, version: 'b2' }, 'code();').version).not.toBe(first.version);
    expect(workerSource(assets, 'code(2);').version).not.toBe(first.version);
    expect(workerSource(assets, 'code();').version).toBe(first.version);
  });
});

describe('GET /sw.js', () => {
  async function server(bundleFile?: string) {
    const app = Fastify();
    await app.register(serviceWorkerRoute, { getBuild: async () => ({ assets }) as unknown as ServerBuild, bundleFile });
    return app;
  }

  it('serves the built worker as a script nobody may keep, and answers 304 to the same version', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vz-sw-'));
    writeFileSync(join(dir, 'sw.js'), 'code();');
    const app = await server(join(dir, 'sw.js'));
    const answer = await app.inject('/sw.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toBe(workerSource(assets, 'code();').source);
    const again = await app.inject({ url: '/sw.js', headers: { 'if-none-match': String(answer.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('serves a worker that removes itself when there is no built one (development)', async () => {
    const answer = await (await server()).inject('/sw.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(RETIRING_WORKER);
    expect((await (await server('/nonexistent/sw.js')).inject('/sw.js')).body).toBe(RETIRING_WORKER);
  });
});
