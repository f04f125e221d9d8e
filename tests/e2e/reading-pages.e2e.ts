import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { isHydrated } from './support/navigation.ts';

/**
 * Pages to read start their scripts at the visitor's first sign of activity (docs/decisions/166): until
 * then the page is server HTML whose files wait in the cache; the first press on a script-only button is
 * not lost; a map on the screen, a sign-in link and a signed-in visitor start the scripts at once.
 */


async function openUntouched(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' });
  expectEqual(response?.status(), 200, `${path} answers`);
}

test('a listing runs no script until the visitor acts, and the first press on compare counts', async ({ page }) => {
  // The files are fetched into the cache after load, nothing is evaluated.
  const entryFetched = page.waitForRequest((request) => /\/assets\/entry\.client-[\w-]+\.js$/.test(request.url()));
  await openUntouched(page, '/doctors');
  await entryFetched;
  await page.waitForTimeout(500);
  expectEqual(await isHydrated(page), false, 'no hydration without activity');
  expectEqual(await page.locator('script[type="module"]').count(), 0, 'no module script added');

  // The very first action is a press on a button only a script can serve: it is held and replayed.
  const compare = page.locator('button[data-compare]').first();
  await compare.click();
  await expectEventually(() => compare.getAttribute('aria-pressed'), 'true', 'the first press added the doctor to compare');
  expect(await isHydrated(page), 'the press started the scripts');
});

test('a key press wakes a profile; a link followed before then is an ordinary page load', async ({ page }) => {
  // A phone's screen: the profile's map (which wakes the page when near) is far below.
  await page.setViewportSize({ width: 390, height: 700 });
  await openUntouched(page, '/doctors');
  const profile = page.locator('article[data-doctor] h2 a').first();
  const href = await profile.getAttribute('href');
  expect(href?.startsWith('/doctor/'), 'a profile link');
  await profile.evaluate((link: HTMLAnchorElement) => link.click());
  await page.waitForURL((url) => url.pathname === href);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const mapTop = await page.evaluate(() => document.querySelector('[data-wake]')?.getBoundingClientRect().top ?? Infinity);
  expect(mapTop > 700 + 400, 'the map is far below the first screen');
  await page.waitForTimeout(500);
  expectEqual(await isHydrated(page), false, 'the profile waits for activity too');
  await page.keyboard.press('Tab');
  await expectEventually(() => isHydrated(page), true, 'a key press starts the scripts');
});

test('a map on the first screen, a sign-in link and a signed-in visitor start the scripts without activity', async ({ page, context }) => {
  await openUntouched(page, '/med-centers?view=map');
  await expectEventually(() => isHydrated(page), true, 'the map view hydrates by itself');
  await page.locator('.leaflet-container').waitFor();

  await openUntouched(page, '/doctors?login=patients');
  await page.getByRole('dialog', { name: translate('ua', 'signin.title') }).waitFor();

  await context.addCookies([{ name: 'vizyt_signed_in', value: '1', url: new URL(page.url()).origin }]);
  await openUntouched(page, '/doctors');
  await expectEventually(() => isHydrated(page), true, 'a signed-in visitor gets the account menu without acting first');
});
