/**
 * Compiles the server (Fastify and the features it serves) to plain JavaScript in `build/node/`, so
 * production runs it with `node` and no run-time TypeScript loader (docs/decisions/298). The React
 * Router build (`build/server/`) is compiled by Vite already and loaded by the server at start-up.
 *
 * Packages stay outside the bundle, resolved from node_modules as before; only the project's own code is
 * bundled. Source maps point stack traces at the TypeScript: each entry turns them on for the project's own files
 * (server/launch.ts) before it loads the rest.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** The entries: the supervisor that `npm start` runs, and the worker it starts (also runnable alone). */
export const SERVER_ENTRIES = { production: 'server/entries/production.ts', main: 'server/entries/main.ts' } as const;
export const SERVER_OUT_DIR = 'build/node';

export async function buildServer(root: string): Promise<void> {
  const outdir = join(root, SERVER_OUT_DIR);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    // Sources named relative to the map (`../../server/app.ts`): a stack trace names the TypeScript file.
    sourcemap: 'linked',
    // A trace needs lines, not the sources themselves: without them the map is a third of its size, and so is what
    // a process holds once it has read it.
    sourcesContent: false,
    logLevel: 'warning',
    chunkNames: 'chunks/[name]-[hash]',
  });
}
