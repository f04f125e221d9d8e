import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { isHydrated, waitForHydration } from './support/navigation.ts';

/**
 * Pages to read start their scripts at the visitor's first sign of activity (docs/decisions/166): until
 * then the page is server HTML whose files wait in the cache; the first press on a script-only button is
 * not lost; a map on the screen, a sign-in link and a signed-in visitor start the scripts at once. The tests that
 * wait for no activity run alone: another test's page in the same browser can hand this one the focus, which is
 * activity.
 */

async function openUntouched(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' });
  expectEqual(response?.status(), 200, `${path} answers`);
}

test('a listing runs no script until the visitor acts, and the first press on compare counts', { exclusive: true }, async ({ page }) => {
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

test('a key press wakes a profile; a link followed before then is an ordinary page load', { exclusive: true }, async ({ page }) => {
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

/**
 * The first free time of the listing: its form's clinic, its time, the day drawn before it, and the name of
 * its group when the card's times are of several clinics (else `null`: the card's one clinic is theirs).
 */
async function firstFreeTime(page: Page) {
  const time = page.locator('article[data-doctor] form button[name="start"]').first();
  const form = time.locator('xpath=ancestor::form');
  const group = await time.evaluate((button) => {
    const named = button.closest('fieldset[aria-labelledby]');
    return named ? (document.getElementById(named.getAttribute('aria-labelledby') ?? '')?.textContent ?? '') : null;
  });
  return {
    date: await time.evaluate((button) => getComputedStyle(button, '::before').content),
    group,
    time,
    action: (await form.getAttribute('action')) ?? '',
    institution: (await form.locator('input[name="institution_id"]').inputValue()) ?? '',
    start: (await time.getAttribute('value')) ?? '',
    clinic: (await time.locator('xpath=ancestor::article').locator('strong').first().textContent()) ?? '',
  };
}

test('a free time on a card opens the booking page with it chosen: before the scripts, and as a client navigation after', async ({ page }) => {
  await openUntouched(page, '/doctors/kyiv');
  const before = await firstFreeTime(page);
  expect(/^"\d\d\.\d\d /.test(before.date) && /^\d\d:\d\d$/.test((await before.time.textContent()) ?? ''), `a date and a time: ${before.date}`);
  expect(before.group === null || before.group === before.clinic, "the card's clinic names the times when they are of several");
  await before.time.click();
  await page.waitForURL(
    (url) => url.pathname === before.action && url.searchParams.get('institution_id') === before.institution && url.searchParams.get('start') === before.start,
  );
  await page.getByRole('heading', { level: 1 }).waitFor();

  await page.goto('/ru/doctors/kyiv', { waitUntil: 'load' });
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const after = await firstFreeTime(page);
  expect(after.action.startsWith('/ru/doctor/'), 'the Russian booking page');
  await after.time.click();
  await page.waitForURL((url) => url.pathname === after.action && url.searchParams.get('start') === after.start);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expectEqual(await page.evaluate(() => 'samePage' in window), true, 'a client navigation, no page load');
});
