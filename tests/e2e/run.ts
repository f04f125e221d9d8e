/**
 * `npm run test:e2e [-- <name filter>[,<another>…]]`: the browser tests. One production server (in this process,
 * small demo data set) and one headless Chromium for the run; a fresh browser context per test, each
 * a visitor with an address of its own; a screenshot in test-results/e2e/ for every failure; CSP
 * violations fail the test that caused them.
 *
 * Tests run `E2E_WORKERS` at a time: most of a browser test is waiting for the page.
 * A test marked `exclusive` runs alone before the others; tests naming the same lock never overlap.
 */
import './support/production-mode.ts';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import { ensureBuild, ROOT } from '../../scripts/build.ts';
import { loadSpecs, runClaiming, type TestCase } from './harness.ts';
import { visitorAddress } from './support/accounts.ts';
import { launchBrowser, TEST_ONLY_ARGS } from './support/browser.ts';
import { startE2EServer, type E2EServer } from './support/server.ts';
import { loggedBetween } from './support/server-log.ts';

const TEST_TIMEOUT_MS = 90_000;
const ACTION_TIMEOUT_MS = 20_000;
/**
 * Measured on the two-core machine (the back-office tests, 45, on a shared machine): 483 s one at a time, 422 s
 * two, 396 s three. The whole stage (183 tests): 1,113 s two at a time, 1,040 s three, its longest test (a video
 * call on two app instances) 58.6 s of its 90 s, the catalogue walk 48 s.
 */
const DEFAULT_WORKERS = 3;
const SCREENSHOTS = join(ROOT, 'test-results/e2e');
/** Name filters separated by commas: a test runs when its file and name contain any of them. */
const filters = process.argv
  .slice(2)
  .join(' ')
  .toLowerCase()
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);

function workerCount(): number {
  const raw = process.env.E2E_WORKERS?.trim();
  if (!raw) return DEFAULT_WORKERS;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`E2E_WORKERS must be a whole number of at least 1, not "${raw}"`);
  return count;
}

function specFiles(dir = join(ROOT, 'tests/e2e')): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? specFiles(join(dir, entry.name)) : entry.name.endsWith('.e2e.ts') ? [join(dir, entry.name)] : []))
    .sort();
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9а-яіїєґ]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** `E2E_SERVICE_WORKER=all`: every test's browser registers the site's worker, as a visitor's does. */
const WORKER_EVERYWHERE = process.env.E2E_SERVICE_WORKER === 'all';

/**
 * Runs in every page of a test that does not ask for the service worker: registering one is refused, as a
 * browser that keeps no workers refuses it (the page goes on without). Installed, the worker precaches the
 * shell and then answers every script and style of the test's pages from its cache, work a test about
 * something else pays for in every fresh context (docs/decisions/283). Not Playwright's `serviceWorkers: 'block'`:
 * its `register` resolves with no registration, which no browser does, and the page's update checks would then
 * fail on it.
 */
function refuseServiceWorkers(): void {
  if (!('ServiceWorkerContainer' in self)) return;
  ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('Service workers are off in this browser', 'SecurityError'));
}

/** Each test's time, for the slowest list at the end of `npm test`. */
const timings: { name: string; ms: number }[] = [];
/** Why each test failed (its last run), for the summary at the end of `npm test`. */
const failures = new Map<string, string>();

const titleOf = (test: TestCase) => `${relative(join(ROOT, 'tests/e2e'), test.file)} › ${test.name}`;

/** One test in a fresh browser context; prints its line when it ends. Returns whether it passed. */
async function runTest(test: TestCase, browser: Browser, server: E2EServer): Promise<boolean> {
  const title = titleOf(test);
  // Each test is another visitor: per-address limits (docs/decisions/173) count it apart from the others
  // running beside it, as they would count different people (the server trusts loopback as its proxy).
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'uk-UA',
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  if (!test.options.serviceWorker && !WORKER_EVERYWHERE) await context.addInitScript(refuseServiceWorkers);
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  const testStart = performance.now();
  const startedAt = Date.now();
  try {
    await runClaiming(() => withTimeout(test.run({ page, context, browser, server }), TEST_TIMEOUT_MS, title));
    if (cspViolations.length) throw new Error(`Content-Security-Policy violations:\n  ${cspViolations.join('\n  ')}`);
    console.log(`  ✓ ${title} (${Math.round(performance.now() - testStart)} ms)`);
    failures.delete(title);
    return true;
  } catch (error) {
    const screenshot = join(SCREENSHOTS, `${slug(title)}.png`);
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
    const stack = String((error as Error).stack ?? error).replaceAll('\n', '\n    ');
    failures.set(
      title,
      String((error as Error).message ?? error)
        .split('\n')[0]
        .slice(0, 300),
    );
    console.log(`  ✗ ${title} (${Math.round(performance.now() - testStart)} ms)\n    ${stack}\n    screenshot: ${relative(ROOT, screenshot)}`);
    // What the app instances logged meanwhile (a test beside it may have caused some of it).
    const logged = loggedBetween(startedAt, Date.now());
    if (logged.length) console.log(`    the server logged while it ran:\n      ${logged.join('\n      ')}`);
    return false;
  } finally {
    timings.push({ name: title, ms: Math.round(performance.now() - testStart) });
    await context.close();
  }
}

/**
 * Runs `tests` with at most `workers` at a time, in their order, except that a test waits while another
 * one holding one of its locks runs (the next free test goes first meanwhile).
 */
async function runPool(tests: TestCase[], workers: number, run: (test: TestCase) => Promise<void>): Promise<void> {
  const queue = [...tests];
  const held = new Set<string>();
  let waiting: (() => void)[] = [];
  const released = () => new Promise<void>((resolve) => waiting.push(resolve));

  async function worker(): Promise<void> {
    while (queue.length > 0) {
      const index = queue.findIndex((test) => (test.options.locks ?? []).every((lock) => !held.has(lock)));
      if (index === -1) {
        await released();
        continue;
      }
      const [test] = queue.splice(index, 1);
      const locks = test.options.locks ?? [];
      for (const lock of locks) held.add(lock);
      try {
        await run(test);
      } finally {
        for (const lock of locks) held.delete(lock);
        const woken = waiting;
        waiting = [];
        for (const wake of woken) wake();
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(workers, tests.length) }, worker));
}

interface Outcome {
  passed: number;
  failed: number;
  /** Tests that failed, then passed when run again alone. */
  again: string[];
}

async function main(): Promise<Outcome> {
  const workers = workerCount();
  await ensureBuild();
  const tests = (await loadSpecs(specFiles())).filter(
    (t) => filters.length === 0 || filters.some((part) => `${relative(ROOT, t.file)} ${t.name}`.toLowerCase().includes(part)),
  );
  if (tests.length === 0) {
    console.log('No browser tests to run.');
    return { passed: 0, failed: 0, again: [] };
  }
  rmSync(SCREENSHOTS, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS, { recursive: true });

  const startedAt = performance.now();
  const [server, browser] = await Promise.all([startE2EServer(), launchBrowser(TEST_ONLY_ARGS)]);
  console.log(`Server ${server.url} and Chromium ${browser.version()} ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  const alone = tests.filter((test) => test.options.exclusive);
  const together = tests.filter((test) => !test.options.exclusive);
  console.log(`${tests.length} tests: ${alone.length} alone, then ${together.length} with ${Math.min(workers, together.length)} at a time`);
  const failedOnce: TestCase[] = [];
  const run = async (test: TestCase) => {
    if (!(await runTest(test, browser, server))) failedOnce.push(test);
  };
  const again: string[] = [];
  const testsStart = performance.now();
  try {
    for (const test of alone) await run(test);
    await runPool(together, workers, run);
    // A test that failed beside another runs once more, alone: on a loaded two-core machine a page can miss a
    // 20 s wait it meets alone. Passing then, it counts as passed and is named in the summary, not hidden.
    if (failedOnce.length) console.log(`\n${failedOnce.length} failed: each runs once more, alone`);
    for (const test of failedOnce) if (await runTest(test, browser, server)) again.push(titleOf(test));
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`\nBrowser tests ran in ${((performance.now() - testsStart) / 1000).toFixed(1)} s`);
  return { passed: tests.length - failures.size, failed: failures.size, again };
}

const { passed, failed, again } = await main();
console.log(`\nBrowser tests: ${passed} passed, ${failed} failed${again.length ? ` (${again.length} only on a second run)` : ''}`);
if (process.env.E2E_REPORT)
  writeFileSync(
    process.env.E2E_REPORT,
    JSON.stringify({
      numPassedTests: passed,
      numFailedTests: failed,
      numPendingTests: 0,
      tests: timings,
      failures: [...failures].map(([name, message]) => ({ name, message })),
      again,
    }),
  );
process.exitCode = failed ? 1 : 0;
