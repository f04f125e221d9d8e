/**
 * The production build: `react-router build`, the server compiled to `build/node/` (scripts/build-server.ts),
 * every text asset precompressed (Brotli and gzip) so the server sends them without compressing per
 * request, then a stamp of the sources it was built from. `npm run build` always builds; `npm start` runs
 * this with `--if-stale`, which builds only when the stamp no longer matches the sources.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { buildServer, SERVER_ENTRIES, SERVER_OUT_DIR } from './build-server.ts';
import { buildServiceWorker } from './build-service-worker.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = join(ROOT, 'build');
const STAMP_PATH = join(BUILD_DIR, '.sources-stamp');
/** Everything the React Router build and the compiled server read. */
const SOURCE_DIRS = ['app', 'contracts', 'resources', 'features', 'db', 'server', 'seed'];
const SOURCE_FILES = ['vite.config.ts', 'scripts/site-chunks.ts', 'scripts/build-server.ts', 'react-router.config.ts', 'tsconfig.json', 'package-lock.json'];
/** What a complete build has: the React Router server build and the compiled server's entries. */
const BUILD_OUTPUTS = ['build/server/index.js', ...Object.keys(SERVER_ENTRIES).map((name) => `${SERVER_OUT_DIR}/${name}.js`)];
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;

function listFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** A fingerprint of the sources from names, sizes and modification times: a few milliseconds, no reading. */
export function sourcesFingerprint(): string {
  const files = [...SOURCE_DIRS.flatMap((dir) => listFiles(join(ROOT, dir))), ...SOURCE_FILES.map((f) => join(ROOT, f))];
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    if (!existsSync(file)) continue;
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(ROOT, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function isBuildFresh(fingerprint = sourcesFingerprint()): boolean {
  return BUILD_OUTPUTS.every((output) => existsSync(join(ROOT, output))) && existsSync(STAMP_PATH) && readFileSync(STAMP_PATH, 'utf8').trim() === fingerprint;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules/.bin', command), args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `.br` and `.gz` next to each text asset worth compressing; served by @fastify/static `preCompressed`. */
async function precompress(dir: string): Promise<number> {
  const files = listFiles(dir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size >= 1024);
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

export async function buildApp(): Promise<void> {
  const fingerprint = sourcesFingerprint();
  const startedAt = performance.now();
  await run('react-router', ['build']);
  await buildServiceWorker(ROOT);
  await buildServer(ROOT);
  const compressed = await precompress(join(BUILD_DIR, 'client'));
  writeFileSync(STAMP_PATH, `${fingerprint}\n`);
  console.log(`Build done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (${compressed} assets precompressed).`);
}

const LOCK_DIR = join(ROOT, '.build-lock');
/** A build lasts under two minutes; a lock older than this was left by a process that died mid-build. */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Runs `work` while holding the build lock (a directory: creating one is atomic), so processes that need a
 * build at the same moment (test files running in parallel, a second `npm start`) build once, one after the
 * other, never into the same folder at once.
 */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** Builds when the build is missing or older than the sources; returns whether it built. */
export async function ensureBuild(): Promise<boolean> {
  if (isBuildFresh(sourcesFingerprint())) return false;
  return withBuildLock(async () => {
    // Another process may have built while this one waited for the lock.
    if (isBuildFresh(sourcesFingerprint())) return false;
    console.log(existsSync(join(BUILD_DIR, 'server/index.js')) ? 'Sources changed: rebuilding the app…' : 'Building the app (first start)…');
    await buildApp();
    return true;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!process.argv.includes('--if-stale')) await withBuildLock(buildApp);
  else {
    try {
      await ensureBuild();
    } catch (error) {
      console.error(`The build failed (${(error as Error).message}); the messages above say why.`);
      process.exit(1);
    }
  }
}
