/**
 * `npm run test:e2e [-- <name filter>]`: the browser tests. One production server (in this process,
 * small demo data set) and one headless Chromium for the run; a fresh browser context per test; a
 * screenshot in test-results/e2e/ for every failure; CSP violations fail the test that caused them.
 */
import './support/production-mode.ts';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureBuild, ROOT } from '../../scripts/build.ts';
import { loadSpecs } from './harness.ts';
import { launchBrowser } from './support/browser.ts';
import { startE2EServer } from './support/server.ts';

const TEST_TIMEOUT_MS = 90_000;
const ACTION_TIMEOUT_MS = 20_000;
const SCREENSHOTS = join(ROOT, 'test-results/e2e');
const filter = process.argv.slice(2).join(' ').toLowerCase();

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

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9а-яіїєґ]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80);

async function main(): Promise<{ passed: number; failed: number }> {
  await ensureBuild();
  const tests = (await loadSpecs(specFiles())).filter((t) => !filter || `${relative(ROOT, t.file)} ${t.name}`.toLowerCase().includes(filter));
  if (tests.length === 0) {
    console.log('No browser tests to run.');
    return { passed: 0, failed: 0 };
  }
  rmSync(SCREENSHOTS, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS, { recursive: true });

  const startedAt = performance.now();
  const [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  console.log(`Server ${server.url} and Chromium ${browser.version()} ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  let passed = 0;
  let failed = 0;
  try {
    for (const test of tests) {
      const title = `${relative(join(ROOT, 'tests/e2e'), test.file)} › ${test.name}`;
      const context = await browser.newContext({ baseURL: server.url, locale: 'uk-UA', viewport: { width: 1280, height: 900 } });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(message.text());
      });
      const testStart = performance.now();
      try {
        await withTimeout(test.run({ page, context, browser, server }), TEST_TIMEOUT_MS, title);
        if (cspViolations.length) throw new Error(`Content-Security-Policy violations:\n  ${cspViolations.join('\n  ')}`);
        passed += 1;
        console.log(`  ✓ ${title} (${Math.round(performance.now() - testStart)} ms)`);
      } catch (error) {
        failed += 1;
        const screenshot = join(SCREENSHOTS, `${slug(title)}.png`);
        await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
        console.log(`  ✗ ${title}\n    ${String((error as Error).stack ?? error).replaceAll('\n', '\n    ')}\n    screenshot: ${relative(ROOT, screenshot)}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  return { passed, failed };
}

const { passed, failed } = await main();
console.log(`\nBrowser tests: ${passed} passed, ${failed} failed`);
if (process.env.E2E_REPORT) writeFileSync(process.env.E2E_REPORT, JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: 0 }));
process.exitCode = failed ? 1 : 0;
