/**
 * `npm run bench:first-tap`: how soon a visitor's first press on a page to read shows its effect, and how
 * heavy a listing's HTML is (docs/decisions/166, 260). Pages to read start their scripts at the visitor's
 * first activity and replay a press made before hydration; a person should see the answer to that press
 * within 100 ms even on a slow phone.
 *
 * Builds when the build is older than the sources, starts the production server in this process over an
 * in-memory database with the demo data at `--scale` (enough for 50 cards a listing in Kyiv), and opens the
 * doctor listing, a doctor profile, a clinic profile and the home page in Debian's Chromium (playwright-core)
 * with the CPU slowed 1×, 4× and 6× (`Emulation.setCPUThrottlingRate`, as Lighthouse slows it). In a fresh
 * browser context each time: waits 1.5 s after the load event, then moves the pointer onto the first
 * script-only control of the main content (the "compare" toggle) and presses it, as a mouse user does.
 * Inside the page, observers set up before the press time it from the press (`pointerdown`'s time stamp,
 * which counts any wait for a busy main thread) to:
 *
 * - **answer**: the first change of the control itself (an attribute, its content, or the content of its
 *   wrapper), timed at the next animation frame, when it is painted;
 * - **done**: the control's own effect (`aria-pressed="true"`), likewise.
 *
 * Prints the median of `--runs` (3) per page and slowdown, then the listing HTML figures of /doctors/kyiv
 * and /med-centers/kyiv: raw and gzipped KB, elements (counted by the browser before any script runs) and
 * the inline script text (KB, of which the router's data).
 *
 *   npm run bench:first-tap
 *   npm run bench:first-tap -- --runs 5 --rates 1,4 --only list
 *   npm run bench:first-tap -- --html-only --save /tmp/listings
 */
import '../tests/e2e/support/production-mode.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { ensureBuild } from '../scripts/build.ts';
import { openDatabase } from '../db/client.ts';
import { startServer } from '../server/start-up.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { e2eConfig, loadProductionBuild } from '../tests/e2e/support/server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    rates: { type: 'string', default: '1,4,6' },
    scale: { type: 'string', default: '0.3' },
    only: { type: 'string' },
    /** Only the listing HTML figures; with `--save DIR` the listings' HTML is written there too. */
    'html-only': { type: 'boolean', default: false },
    save: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 3);
const RATES = (args.rates ?? '1,4,6')
  .split(',')
  .map(Number)
  .filter((rate) => rate >= 1);
const TARGET_MS = 100;
const WAIT_AFTER_LOAD_MS = 1_500;
const CONTROL = 'main [data-compare]';
/**
 * A desktop screen, tall enough for the page's first control to be on the first screen without scrolling
 * (which would wake the page): the press is the visitor's first activity, the worst case. The home page has
 * its first cards below the search; a profile's map, which wakes the page when it comes near, stays below.
 */
const SCREEN = { width: 1280, height: 800 };
const VIEWPORT = { width: 1280, height: 1000 };

const PAGES: { name: string; path: string; follow?: RegExp; viewport?: typeof VIEWPORT }[] = [
  { name: 'doctor list', path: '/doctors/kyiv' },
  { name: 'clinic list', path: '/med-centers/kyiv' },
  { name: 'doctor profile', path: '/doctors/kyiv', follow: /href="?(\/doctor\/[^"#?/\s>]+)/, viewport: SCREEN },
  { name: 'clinic profile', path: '/med-centers/kyiv', follow: /href="?(\/clinic\/[^"#?/\s>]+)/, viewport: SCREEN },
  { name: 'home', path: '/', viewport: { width: 1280, height: 1600 } },
];
const LISTINGS = ['/doctors/kyiv', '/med-centers/kyiv'];

/**
 * Set up in the page before the press (a string: the bundler's helpers do not exist there). Only changes of
 * the control, or of its wrapper's children (where "compare" adds its link), count as its answer.
 */
const OBSERVE = `function (selector) {
  var button = document.querySelector(selector);
  if (!button) throw new Error('no ' + selector);
  var wrapper = button.parentElement;
  var result = { press: null, answer: null, done: null };
  window.__firstTap = result;
  addEventListener('pointerdown', function (event) { if (result.press === null) result.press = event.timeStamp; }, { capture: true, once: true });
  function painted(key) { requestAnimationFrame(function () { if (result[key] === null) result[key] = performance.now(); }); }
  var answered = false;
  var observer = new MutationObserver(function (records) {
    if (result.press === null) return;
    var current = document.querySelector(selector);
    var own = records.some(function (record) {
      return record.target === current || (current && current.contains(record.target)) || (record.target === wrapper && record.type === 'childList');
    });
    if (own && !answered) { answered = true; painted('answer'); }
    if (current && current.getAttribute('aria-pressed') === 'true') { painted('done'); observer.disconnect(); }
  });
  observer.observe(document.body, { attributes: true, childList: true, subtree: true, characterData: true });
}`;

interface Tap {
  answer: number | null;
  done: number | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One press on a fresh page: the times from the press to the first answer and to the effect, in ms. */
async function tap(browser: Browser, url: string, rate: number, viewport = VIEWPORT): Promise<Tap> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_AFTER_LOAD_MS);
    const control = page.locator(CONTROL).first();
    const box = await control.boundingBox();
    if (!box || box.y + box.height > viewport.height) throw new Error(`${url}: no ${CONTROL} on the first screen`);
    await page.evaluate(`(${OBSERVE})(${JSON.stringify(CONTROL)})`);
    // A mouse user: the pointer comes onto the control, then presses it.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
    await page.mouse.down();
    await page.mouse.up();
    // Polled from here: the page's CSP forbids the evaluated predicates of `waitForFunction`.
    const deadline = Date.now() + 20_000;
    while ((await page.evaluate('window.__firstTap.done')) === null) {
      if (Date.now() > deadline) throw new Error(`${url}: no effect seen (${JSON.stringify(await page.evaluate('window.__firstTap'))})`);
      await page.waitForTimeout(100);
    }
    const result = (await page.evaluate('window.__firstTap')) as { press: number; answer: number | null; done: number | null };
    return {
      answer: result.answer === null ? null : result.answer - result.press,
      done: result.done === null ? null : result.done - result.press,
    };
  } finally {
    await context.close();
  }
}

/** Raw and gzipped size, elements before any script and inline script text of a listing. */
async function htmlFigures(browser: Browser, url: string) {
  const html = await (await fetch(url)).text();
  if (args.save) {
    mkdirSync(args.save, { recursive: true });
    writeFileSync(join(args.save, `${new URL(url).pathname.replaceAll('/', '_')}.html`), html);
  }
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const data = scripts.filter((text) => /__reactRouterContext|streamController/.test(text));
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const { elements, cards } = await page.evaluate(() => ({
      elements: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll('main article').length,
    }));
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const bytes = (texts: string[]) => texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    return {
      raw: kb(Buffer.byteLength(html)),
      gzip: kb(gzipSync(html, { level: 6 }).length),
      elements,
      cards,
      scripts: kb(bytes(scripts)),
      data: kb(bytes(data)),
    };
  } finally {
    await context.close();
  }
}

await ensureBuild();
const seedStarted = performance.now();
const database = await openDatabase({ dataDir: 'memory://' });
const secret = randomBytes(6).toString('hex');
const server = await startServer({
  config: e2eConfig({ administrator: { email: 'admin@vizyt.test', password: `bench-${secret}-7` }, demo: { password: `demo-${secret}-7` } }),
  database,
  ownsDatabase: true,
  getBuild: loadProductionBuild,
  clientDir: resolve('build/client'),
  seedScale: Number(args.scale),
  logger: false,
  say: () => undefined,
});
console.log(`Server on the demo data at scale ${args.scale}, ready in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
const browser = await launchBrowser();
const rows: { name: string; path: string; figures: Map<number, { answer: number; done: number }> }[] = [];
let figures: (Awaited<ReturnType<typeof htmlFigures>> & { path: string })[] = [];
try {
  for (const entry of PAGES.filter((candidate) => !args['html-only'] && (!args.only || candidate.name.includes(args.only)))) {
    let path = entry.path;
    if (entry.follow) {
      const link = entry.follow.exec(await (await fetch(server.url + entry.path)).text())?.[1];
      if (!link) throw new Error(`${entry.name}: no link on ${entry.path}`);
      path = link;
    }
    const byRate = new Map<number, { answer: number; done: number }>();
    for (const rate of RATES) {
      const taps: Tap[] = [];
      for (let run = 0; run < RUNS; run += 1) taps.push(await tap(browser, server.url + path, rate, entry.viewport));
      byRate.set(rate, {
        answer: median(taps.map((one) => one.answer ?? Number.POSITIVE_INFINITY)),
        done: median(taps.map((one) => one.done ?? Number.POSITIVE_INFINITY)),
      });
    }
    rows.push({ name: entry.name, path, figures: byRate });
  }
  figures = [];
  for (const path of LISTINGS) figures.push({ path, ...(await htmlFigures(browser, server.url + path)) });
} finally {
  await browser.close();
  await server.close();
}

console.log(
  `\nFirst press ${WAIT_AFTER_LOAD_MS / 1000} s after load, ms from the press to the painted answer / effect (median of ${RUNS}); target ≤ ${TARGET_MS} ms at 4×\n`,
);
const header = `${'page'.padEnd(16)}${RATES.map((rate) => `${rate}× answer`.padStart(12) + `${rate}× done`.padStart(10)).join('')}`;
console.log(header);
console.log('-'.repeat(header.length));
for (const row of rows) {
  const cells = RATES.map((rate) => {
    const value = row.figures.get(rate);
    const mark = rate <= 4 && value && value.answer > TARGET_MS ? '!' : '';
    return `${Math.round(value?.answer ?? NaN)}${mark}`.padStart(12) + `${Math.round(value?.done ?? NaN)}`.padStart(10);
  });
  console.log(`${row.name.padEnd(16)}${cells.join('')}`);
}
console.log('\nListing HTML (50 cards a page): targets under 100 KB raw and 2,000 elements\n');
const listingHeader = `${'path'.padEnd(20)}${'cards'.padStart(6)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}${'elements'.padStart(10)}${'scripts KB'.padStart(12)}${'data KB'.padStart(9)}`;
console.log(listingHeader);
console.log('-'.repeat(listingHeader.length));
for (const row of figures) {
  console.log(
    `${row.path.padEnd(20)}${String(row.cards).padStart(6)}${`${row.raw}${Number(row.raw) >= 100 ? '!' : ''}`.padStart(9)}${row.gzip.padStart(9)}${`${row.elements}${row.elements >= 2000 ? '!' : ''}`.padStart(10)}${row.scripts.padStart(12)}${row.data.padStart(9)}`,
  );
}
console.log('\n"!" marks a miss.');
