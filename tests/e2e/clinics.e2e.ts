import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { expect, expectEqual, expectEventually, test, WALK_LOCALES } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate } from './support/navigation.ts';

/**
 * Clinics end to end (docs/decisions/120): the listing filtered by type, a profile, the map view (markers
 * and clusters counted in the DOM: tiles need the network, which the tests do not have), two clinics
 * compared, and the search page; axe on each screen, in both languages.
 */

const prefix = (locale: Locale) => (locale === 'ru' ? '/ru' : '');

/** After a client navigation: the page transition (a fade and slide) has finished, so axe sees final colours. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function openClinicsOfType(page: Page, locale: Locale): Promise<string> {
  await navigate(page, `${prefix(locale)}/med-centers`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const typeList = page.getByRole('list', { name: translate(locale, 'places.filters.type') });
  const typeLinks = typeList.getByRole('link');
  const firstType = typeLinks.first();
  const typeName = (await firstType.textContent())?.trim() ?? '';
  await firstType.click();
  await page.waitForURL((url) => /\/med-centers\/[a-z0-9-]+$/.test(url.pathname));
  await settled(page);
  await expectEventually(() => typeList.locator('[aria-current="page"]', { hasText: typeName }).count(), 1, 'the chosen type is marked current');
  return page.url();
}

async function clinicFlow(page: Page, locale: Locale) {
  const listUrl = await openClinicsOfType(page, locale);
  const cards = page.locator('article');
  expect((await cards.count()) > 0, 'the type has clinics');
  await expectAccessible(page);

  // Profile.
  const firstName = (await cards.first().getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await cards.first().getByRole('heading', { level: 2 }).getByRole('link').click();
  await page.waitForURL(/\/clinic\//);
  await expectEventually(async () => (await page.getByRole('heading', { level: 1 }).textContent())?.trim(), firstName, 'profile heading');
  await page.getByRole('heading', { level: 2, name: translate(locale, 'places.profile.hours') }).waitFor();
  // Its phone as people read it and dialable (docs/decisions/177): `+380 50 252 85 93`, `tel:+380502528593`.
  const phone = page.locator('main a[href^="tel:"]').first();
  const href = (await phone.getAttribute('href')) ?? '';
  expect(/^tel:\+380\d{9}$/.test(href), `a dialable number: ${href}`);
  const digits = href.slice('tel:+'.length);
  expectEqual(
    (await phone.textContent())?.trim(),
    `+380 ${digits.slice(3, 5)} ${digits.slice(5, 8)} ${digits.slice(8, 10)} ${digits.slice(10)}`,
    'the number as people read it',
  );
  // The profile's own map: Leaflet loads when the map comes near the screen and draws the clinic's marker.
  await page.locator('[data-map-markers]').first().scrollIntoViewIfNeeded();
  await page.locator('.leaflet-marker-icon').first().waitFor();
  await settled(page);
  await expectAccessible(page);
  await reviewForm(page, locale);

  // Map view of the same listing.
  await navigate(page, listUrl);
  await page
    .getByRole('navigation', { name: translate(locale, 'places.view.label') })
    .getByRole('link', { name: translate(locale, 'places.view.map') })
    .click();
  await page.waitForURL(/view=map/);
  await page.locator('.leaflet-container').waitFor();
  const expected = Number(await page.locator('[data-map-markers]').getAttribute('data-map-markers'));
  expect(expected > 0, 'the map has places');
  await page.locator('.leaflet-marker-icon').first().waitFor();
  const drawn = await page.locator('.leaflet-marker-icon').count();
  const clustered = await page.locator('.marker-cluster').count();
  expect(drawn > 0 && drawn <= expected, `markers or clusters drawn: ${drawn} (${clustered} clusters) for ${expected} places`);
  await settled(page);
  await expectAccessible(page);
}

/** The review form (the doctors' one, docs/decisions/120): refusals go under their fields, then its confirmation is shown. */
async function reviewForm(page: Page, locale: Locale) {
  const form = page.locator('form[aria-labelledby="review-form-title"]');
  await form.getByRole('heading', { name: translate(locale, 'catalog.review.title') }).waitFor();
  await form.getByRole('button', { name: translate(locale, 'catalog.review.submit') }).click();
  await form.locator('[aria-invalid="true"][name="author_name"]').waitFor();
  await form.locator('[aria-invalid="true"][name="text"]').waitFor();
  await form.locator('input[name="rating"][value="5"]').check();
  await form.getByRole('textbox', { name: translate(locale, 'catalog.form.name') }).fill('Ірина');
  await form.getByRole('textbox', { name: translate(locale, 'catalog.review.text') }).fill('Уважний персонал, усе пояснили.');
  await form.getByRole('button', { name: translate(locale, 'catalog.review.submit') }).click();
  await form
    .getByRole('status')
    .filter({ hasText: translate(locale, 'feedback.review.received') })
    .waitFor();
  expectEqual(await form.locator('[aria-invalid="true"]').count(), 0, 'no field errors left');
}

async function compareTwo(page: Page, locale: Locale) {
  await navigate(page, `${prefix(locale)}/med-centers`);
  const buttons = page.locator('article button[data-compare]');
  expect((await buttons.count()) >= 2, 'two clinics to compare');
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = page.locator('article').nth(index);
    names.push((await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '');
    await card.locator('button[data-compare]').click();
    await expectEventually(() => card.locator('button[data-compare]').getAttribute('aria-pressed'), 'true', `compare ${index} pressed`);
  }
  await navigate(page, `${prefix(locale)}/compare/medical-institutions`);
  const table = page.locator('table[data-compare-kind="medical-institutions"]');
  await table.waitFor();
  for (const name of names) await table.getByRole('columnheader').filter({ hasText: name }).waitFor();
  await expectAccessible(page);
  return names;
}

test('clinics in Ukrainian: type filter, profile, map, compare two', async ({ page }) => {
  await clinicFlow(page, 'ua');
  const names = await compareTwo(page, 'ua');

  // Remove one: the table shrinks and the count follows.
  const table = page.locator('table[data-compare-kind="medical-institutions"]');
  await page.getByRole('button', { name: translate('ua', 'places.compare.remove.label', { name: names[0] }) }).click();
  await expectEventually(() => table.getByRole('columnheader').count(), 2, 'one clinic and the label column left');
});

// The Russian screens of the walk are languages.e2e.ts's; walked in Russian too when `E2E_WALK_LOCALES` names it.
if (WALK_LOCALES.includes('ru')) {
  test('clinics in Russian: type filter, profile, map, compare two', async ({ page }) => {
    await clinicFlow(page, 'ru');
    await compareTwo(page, 'ru');
    expectEqual(await page.getAttribute('html', 'lang'), 'ru', '<html lang>');
  });
}

test('search groups the results and tolerates typos', async ({ page }) => {
  for (const [locale, query] of [
    ['ua', 'кардіолог'],
    ['ru', 'кардеолог'],
  ] as const) {
    await navigate(page, `${prefix(locale)}/`);
    await page.getByRole('searchbox', { name: translate(locale, 'home.search.label') }).fill(query);
    await page.getByRole('searchbox', { name: translate(locale, 'home.search.label') }).press('Enter');
    await page.waitForURL(/\/search\?q=/);
    await page.getByRole('heading', { level: 2, name: translate(locale, 'places.search.specializations'), exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: translate(locale, 'places.search.doctors'), exact: true }).waitFor();
    await settled(page);
    await expectAccessible(page);
  }
});
