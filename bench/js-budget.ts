/**
 * `npm run bench:js`: how much JavaScript each public page type loads, gzipped, against the 150 KB budget
 * (ARCHITECTURE §8, docs/decisions/160). A figure for a person to read, and a check: the exit code is 1
 * when a page is over budget.
 *
 * Builds when the build is older than the sources, starts the production server in this process on the
 * small demo data set (as the browser tests do), and for each page type reads the server-rendered HTML:
 * every `/assets/*.js` it names (modulepreload links and the inline module script), plus whatever those
 * files import statically, gzipped at level 9 like the build's `.gz` twins. With `--browser` it also opens
 * each page in headless Chromium and adds up the JavaScript really fetched until the network is idle
 * (lazy chunks that load after hydration included), by language.
 *
 *   npm run bench:js
 *   npm run bench:js -- --browser
 *   npm run bench:js -- --files      # also each page's files, largest first
 */
import '../tests/e2e/support/production-mode.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { DEFERRED_TYPE, LOADER_PATH, LOADER_SOURCE } from '../app/paint-first.server.ts';
import { ensureBuild, ROOT } from '../scripts/build.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { startE2EServer } from '../tests/e2e/support/server.ts';

const BUDGET_KB = 150;
const CLIENT_DIR = join(ROOT, 'build/client');
const { values: args } = parseArgs({ options: { browser: { type: 'boolean', default: false }, files: { type: 'boolean', default: false } } });

interface PageType {
  name: string;
  /** A fixed path, or a listing path and the pattern of the first link on it to follow. */
  path: string;
  follow?: RegExp;
}

const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/' },
  { name: 'doctor list', path: '/doctors' },
  { name: 'doctor profile', path: '/doctors', follow: /href="?(\/doctor\/[^"#?\s>]+)/ },
  { name: 'clinic list', path: '/med-centers' },
  { name: 'clinic profile', path: '/med-centers', follow: /href="?(\/clinic\/[^"#?\s>]+)/ },
  { name: 'blog article', path: '/blogs', follow: /href="?(\/blogs\/[^"#?\s>]+)/ },
  { name: 'content page', path: '/about-us' },
];

const gzipCache = new Map<string, number>();
/** Gzipped bytes of one built asset (`/assets/x.js`), or of the loader the server serves itself. */
function gzippedSize(asset: string): number {
  let size = gzipCache.get(asset);
  if (size === undefined) {
    size = gzipSync(asset === LOADER_PATH ? LOADER_SOURCE : readFileSync(join(CLIENT_DIR, asset)), { level: 9 }).length;
    gzipCache.set(asset, size);
  }
  return size;
}

/**
 * `/assets/*.js` named by the page: the after-paint loader itself and the files it preloads and imports apart
 * (its `data-entry` and `data-chunks`), modulepreload links if a page still has them, and `import "…"` in the
 * route-module script (inert until the loader copies it).
 */
function scriptsOfHtml(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="?modulepreload"?[^>]*href="?([^"\s>]+\.js)/g)) found.add(match[1]);
  for (const match of html.matchAll(/<script src="(\/assets\/[^"]+\.js)"[^>]*>/g)) {
    found.add(match[1]);
    for (const data of match[0].matchAll(/ data-(?:entry|chunks)="([^"]+)"/g)) for (const file of data[1].split(' ')) found.add(file);
  }
  for (const match of html.matchAll(new RegExp(`<script[^>]*type="(?:module|${DEFERRED_TYPE})"[^>]*>([\\s\\S]*?)<\\/script>`, 'g'))) {
    for (const imported of match[1].matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) found.add(imported[1]);
  }
  return [...found].filter((url) => url.startsWith('/assets/'));
}

/** Adds the static imports of each chunk (a chunk the HTML forgot to preload still loads before hydration). */
function withStaticImports(scripts: string[]): string[] {
  const seen = new Set(scripts);
  const queue = [...scripts];
  while (queue.length) {
    const url = queue.pop()!;
    const file = join(CLIENT_DIR, url);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*${}\s,]+from\s*)?"(\.\/[^"]+\.js)"/g)) {
      const next = `/assets/${match[1].slice(2)}`;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

const kb = (bytes: number) => bytes / 1024;
const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width = 8) => value.toFixed(1).padStart(width);

await ensureBuild();
const server = await startE2EServer();
const rows: { name: string; path: string; files: number; htmlKb: number; jsKb: number; browserKb: Partial<Record<'ua' | 'ru', number>> }[] = [];
try {
  const browser = args.browser ? await launchBrowser() : null;
  for (const type of PAGE_TYPES) {
    let path = type.path;
    if (type.follow) {
      const listing = await (await fetch(server.url + type.path)).text();
      const link = type.follow.exec(listing)?.[1];
      if (!link) throw new Error(`${type.name}: no link on ${type.path}`);
      path = link;
    }
    const response = await fetch(server.url + path);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${type.name}: ${path} answered ${response.status}`);
    const scripts = withStaticImports(scriptsOfHtml(html));
    const jsBytes = scripts.reduce((sum, url) => sum + gzippedSize(url), 0);
    if (args.files) {
      console.log(`\n${type.name} (${path})`);
      for (const url of [...scripts].sort((a, b) => gzippedSize(b) - gzippedSize(a))) console.log(`${num(kb(gzippedSize(url)))}  ${url}`);
    }
    const browserKb: Partial<Record<'ua' | 'ru', number>> = {};
    if (browser) {
      for (const locale of ['ua', 'ru'] as const) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const loaded = new Set<string>();
        page.on('response', (answer) => {
          const url = new URL(answer.url());
          if (url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) loaded.add(url.pathname);
        });
        await page.goto(server.url + (locale === 'ru' ? `/ru${path === '/' ? '' : path}` : path), { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        browserKb[locale] = kb([...loaded].reduce((sum, url) => sum + gzippedSize(url), 0));
        await context.close();
      }
    }
    rows.push({ name: type.name, path, files: scripts.length, htmlKb: kb(gzipSync(html, { level: 9 }).length), jsKb: kb(jsBytes), browserKb });
  }
  await browser?.close();
} finally {
  await server.close();
}

const header = `${pad('page', 16)}${pad('path', 44)}${'files'.padStart(6)}${'JS KB'.padStart(8)}${args.browser ? `${'ua KB'.padStart(8)}${'ru KB'.padStart(8)}` : ''}${'HTML KB'.padStart(9)}  budget ${BUDGET_KB} KB`;
console.log(
  `\nJavaScript per public page, gzipped (level 9); "JS" = named by the server-rendered HTML and their static imports${args.browser ? ', "ua"/"ru" = fetched by Chromium until idle' : ''}\n`,
);
console.log(header);
console.log('-'.repeat(header.length));
let over = 0;
for (const row of rows) {
  // The budget counts what the page needs to become interactive; the browser columns are for reading.
  const pass = row.jsKb <= BUDGET_KB;
  if (!pass) over += 1;
  const browserColumns = args.browser ? `${num(row.browserKb.ua ?? 0)}${num(row.browserKb.ru ?? 0)}` : '';
  console.log(
    `${pad(row.name, 16)}${pad(row.path.length > 42 ? `${row.path.slice(0, 41)}…` : row.path, 44)}${String(row.files).padStart(6)}${num(row.jsKb)}${browserColumns}${num(row.htmlKb, 9)}  ${pass ? 'pass' : `FAIL (+${(row.jsKb - BUDGET_KB).toFixed(1)})`}`,
  );
}
console.log(`\n${over === 0 ? 'Every page type is within' : `${over} page type(s) over`} the ${BUDGET_KB} KB budget.`);
process.exitCode = over === 0 ? 0 : 1;
