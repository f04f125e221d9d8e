import type { Page } from 'playwright-core';
import { expect, expectEventually, test } from './harness.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/** Route preloading on intent (SPEC §9, docs/decisions/257). */

const modulePreloads = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
/** The profile route's own module, once React Router knows the route (it discovers the links of the page). */
const profileModule = (page: Page) =>
  page.evaluate(() => {
    const module = (window as { __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> } }).__reactRouterManifest?.routes[
      'ua:doctor-profile'
    ]?.module;
    return module ? new URL(module, window.location.href).href : null;
  });
const dataPrefetches = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href).filter((href) => /\.data(\?|$)/.test(href)),
  );

// Alone: the route discovery and the 1 s intent are timing the load of other tests upsets (they passed alone, failed beside others).
test('route preload: resting on a doctor link preloads the profile route, then its data after a second', { exclusive: true }, async ({ page }) => {
  await navigate(page, '/doctors');
  // A page to read starts its scripts at the visitor's first activity (docs/decisions/166): a pointer moving in.
  await waitForHydration(page);
  await expectEventually(async () => Boolean(await profileModule(page)), true, 'the profile route is known');
  const module = await profileModule(page);
  expect(!(await modulePreloads(page)).includes(module!), 'the profile route is not preloaded before the intent');
  const link = page.locator('article[data-doctor] h2 a').first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.hover();
  await expectEventually(async () => (await modulePreloads(page)).includes(module!), true, 'the profile route module is preloaded');
  expect((await dataPrefetches(page)).length === 0, 'no data before the intent has lasted a second');
  await expectEventually(
    async () => (await dataPrefetches(page)).some((url) => new URL(url).pathname === `${href}.data`),
    true,
    'the profile data is prefetched after 1 s',
  );
});

test('route preload: nothing is preloaded on a 2G connection', { exclusive: true }, async ({ page }) => {
  // 2G rather than data saving: with data saving on React Router does not even discover the links' routes.
  // A string: the test runner names functions it compiles (`__name`), which the page does not define.
  await page.addInitScript(
    `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: false, effectiveType: '2g', addEventListener() {}, removeEventListener() {} }) });`,
  );
  await navigate(page, '/doctors');
  expect(
    await page.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType === '2g'),
    'the browser says the link is 2G',
  );
  await waitForHydration(page);
  await expectEventually(async () => Boolean(await profileModule(page)), true, 'the profile route is known');
  await page.locator('article[data-doctor] h2 a').first().hover();
  await page.waitForTimeout(1_500);
  expect(!(await modulePreloads(page)).includes((await profileModule(page))!), 'no route module preloaded on 2G');
  expect((await dataPrefetches(page)).length === 0, 'no data prefetched on 2G');
});
