import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/** Open pages follow deployments (SPEC §4, §8, §9; docs/decisions/255). */

const BUILD_MANIFEST = '**/api/v1/build-manifest';
/** What the server answers once "the next build" is deployed (the page's own id stays the old one). */
const NEXT_BUILD = { build_id: 'next-build-0000' };

const pageBuildId = (page: Page) => page.evaluate(() => (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? null);

/** A page asks for the latest build when it becomes visible; the test says it did. */
const askForLatestBuild = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))).catch(() => undefined);

/** Counts the loads of the page's document from now on (a reload is one). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

/** Keeps asking the page to check (checks closer than a few seconds are one) while waiting for `loads`. */
async function expectLoadsWhileChecking(page: Page, loads: () => number, expected: number, what: string, timeoutMs = 15_000): Promise<void> {
  await expectEventually(
    async () => {
      await askForLatestBuild(page);
      return loads();
    },
    expected,
    what,
    timeoutMs,
  );
}

test('updates: the server answers the build of its pages, never stored', { serviceWorker: true }, async ({ page }) => {
  await navigate(page, '/');
  const own = await pageBuildId(page);
  expect(own, 'the page knows its build id');
  const answer = await page.request.get('/api/v1/build-manifest');
  expectEqual(answer.status(), 200, 'the build manifest answers');
  expectEqual(answer.headers()['cache-control'], 'no-store', 'the build manifest is never cached');
  expectEqual(((await answer.json()) as { build_id: string }).build_id, own, 'the server runs the build of the page');
});

test('updates: a new build deployed under an open page reloads it, once', { serviceWorker: true }, async ({ page }) => {
  await navigate(page, '/doctors');
  const loads = countLoads(page);
  // The same build: the page checks and stays.
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/v1/build-manifest'));
  await askForLatestBuild(page);
  expectEqual(((await (await checked).json()) as { build_id: string }).build_id, await pageBuildId(page), 'the page checked its own build');
  await page.evaluate(() => ((window as { __vzBefore?: boolean }).__vzBefore = true));

  await page.route(BUILD_MANIFEST, (route) => route.fulfill({ json: NEXT_BUILD, headers: { 'cache-control': 'no-store' } }));
  await expectLoadsWhileChecking(page, loads, 1, 'the page reloaded for the new build');
  const reloadedAt = Date.now();
  expect(!(await page.evaluate(() => (window as { __vzBefore?: boolean }).__vzBefore)), 'a fresh document after the reload');

  // Still "another build" (the reloaded page here is the same old one): no second reload within 10 s of
  // the first (one waits for the end of the 10 s).
  let askedAgain = false;
  page.on('response', (response) => (askedAgain ||= response.url().endsWith('/api/v1/build-manifest')));
  await waitForHydration(page);
  const until = reloadedAt + 8_000;
  while (Date.now() < until) {
    await askForLatestBuild(page);
    await page.waitForTimeout(500);
  }
  expect(askedAgain, 'the reloaded page checked the build again');
  expectEqual(loads(), 1, 'at most one reload in 10 s');
});

test('updates: a new build waits while a form is filled, says so, and reloads once it is sent', { serviceWorker: true }, async ({ page }) => {
  await navigate(page, '/registration');
  const loads = countLoads(page);
  await page.locator('form input:not([type]), form input[type="text"]').first().fill('Петро');
  await page.route(BUILD_MANIFEST, (route) => route.fulfill({ json: NEXT_BUILD, headers: { 'cache-control': 'no-store' } }));
  const notice = page.getByRole('status').filter({ hasText: translate('ua', 'updates.ready') });
  await expectEventually(
    async () => {
      await askForLatestBuild(page);
      return notice.isVisible();
    },
    true,
    'the page says a new version is ready',
    15_000,
  );
  expectEqual(loads(), 0, 'no reload while the form is being filled');
  await expectAccessible(page);
  await page.getByRole('button', { name: translate('ua', 'registration.submit') }).click();
  await expectEventually(async () => loads(), 1, 'the page reloads after the form is sent');
});

test('updates: ru, the notice speaks Russian and its button reloads at once', { serviceWorker: true }, async ({ page }) => {
  await navigate(page, '/ru/registration');
  const loads = countLoads(page);
  await page.locator('form input:not([type]), form input[type="text"]').first().fill('Пётр');
  await page.route(BUILD_MANIFEST, (route) => route.fulfill({ json: NEXT_BUILD, headers: { 'cache-control': 'no-store' } }));
  const reload = page.getByRole('button', { name: translate('ru', 'updates.reload') });
  await expectEventually(
    async () => {
      await askForLatestBuild(page);
      return reload.isVisible();
    },
    true,
    'the notice offers to reload',
    15_000,
  );
  expect(await page.getByText(translate('ru', 'updates.ready')).isVisible(), 'the notice is in Russian');
  await reload.click();
  await expectEventually(async () => loads(), 1, 'the button reloads the page');
});

test('updates: a chunk that fails to load reloads the page once, not in a loop', { serviceWorker: true }, async ({ page, context }) => {
  // On the context, so the chunk fails also when the service worker fetches it for the page.
  await context.route('**/assets/shell-host-*.js', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
  await navigate(page, '/doctors');
  const loads = countLoads(page);
  // The first press loads the toast and dialog host: its chunk is gone.
  await page
    .locator('footer')
    .first()
    .click({ position: { x: 5, y: 5 } });
  await expectEventually(async () => loads(), 1, 'the failed chunk reloaded the page');
  await waitForHydration(page);
  await page
    .locator('footer')
    .first()
    .click({ position: { x: 5, y: 5 } });
  const until = Date.now() + 4_000;
  while (Date.now() < until) await page.waitForTimeout(500);
  expectEqual(loads(), 1, 'the chunk failing again does not reload again');
});
