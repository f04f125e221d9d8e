/**
 * Bundles the service worker (app/service-worker/worker.ts) into one classic script,
 * `build/worker/sw.js`. The server serves it as `/sw.js` with the build's version and shell list in
 * front (server/service-worker.ts, docs/decisions/250).
 */
import { join } from 'node:path';
import { build } from 'vite';

export async function buildServiceWorker(root: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir: join(root, 'build/worker'),
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      copyPublicDir: false,
      lib: { entry: join(root, 'app/service-worker/worker.ts'), formats: ['iife'], name: 'vizytServiceWorker', fileName: () => 'sw.js' },
    },
  });
}
