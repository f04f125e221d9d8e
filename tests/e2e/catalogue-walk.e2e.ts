import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { WALK_LOCALES, expect, expectEventually, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

/**
 * One visit through the public catalogue, as a person makes it, in each language walked (`WALK_LOCALES`): home → a city → its
 * doctors, filtered → a profile → the city's clinics on the map → two doctors compared → signed in as the
 * demo patient, a favourite → the cabinet's wishlist. Axe checks every kind of page on the way.
 */

const CITY = 'kyiv';
const prefix = (locale: Locale) => (locale === 'ru' ? '/ru' : '');
const doctorCards = (page: Page) => page.locator('article[data-doctor]');
/** The list after a client navigation: no longer marked busy (dimmed). */
const settled = (page: Page) => page.locator('ul[aria-busy="false"]').first().waitFor();

async function walk(page: Page, server: E2EServer, locale: Locale): Promise<void> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(locale, key, params);
  const path = (to: string) => `${prefix(locale)}${to}`;

  // Axe reads colours as painted: no slide-in transitions half way through.
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // Home, then the city chosen in the header.
  await navigate(page, path('/') || '/');
  await expectAccessible(page);
  await page.getByRole('combobox', { name: t('city.select') }).selectOption(CITY);
  await page.waitForURL((url) => url.pathname === path(`/${CITY}`));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectAccessible(page);

  // The city's doctors, narrowed by experience and sorted.
  await page.getByRole('link', { name: t('home.doctors.all') }).click();
  await page.waitForURL((url) => url.pathname === path(`/doctors/${CITY}`));
  await doctorCards(page).first().waitFor();
  await page.getByRole('combobox', { name: t('catalog.filters.experience') }).selectOption('5');
  await page.getByRole('button', { name: t('catalog.filters.apply') }).click();
  await page.waitForURL((url) => url.searchParams.get('experience_min') === '5');
  await page.getByRole('combobox', { name: t('catalog.sort') }).selectOption('experience');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'experience');
  await settled(page);
  await doctorCards(page).first().waitFor();
  await expectAccessible(page);
  const listing = new URL(page.url());

  // A profile.
  const link = doctorCards(page).first().getByRole('heading', { level: 2 }).getByRole('link');
  const name = ((await link.textContent()) ?? '').trim();
  await link.click();
  await page.waitForURL((url) => url.pathname.startsWith(path('/doctor/')));
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('heading', { level: 2, name: t('catalog.profile.reviews') }).waitFor();
  await expectAccessible(page);

  // The city's clinics as a map.
  await navigate(page, path(`/med-centers/${CITY}`));
  await page
    .getByRole('navigation', { name: t('places.view.label') })
    .getByRole('link', { name: t('places.view.map') })
    .click();
  await page.waitForURL(/view=map/);
  await page.locator('.leaflet-marker-icon').first().waitFor();
  await expectAccessible(page);

  // Two doctors of the filtered list, side by side.
  await navigate(page, `${listing.pathname}${listing.search}`);
  const compared: string[] = [];
  for (const index of [0, 1]) {
    const card = doctorCards(page).nth(index);
    compared.push(((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').trim());
    await card.locator('button[data-compare]').click();
    await expectEventually(() => card.locator('button[data-compare]').getAttribute('aria-pressed'), 'true', `doctor ${index + 1} in the comparison`);
  }
  await navigate(page, path('/compare/doctors'));
  const table = page.locator('table[data-compare-kind="doctors"]');
  await table.waitFor();
  for (const doctor of compared) await table.getByRole('columnheader').filter({ hasText: doctor }).waitFor();
  await expectAccessible(page);

  // Signed in as the demo patient (the header's dialog leads to the cabinet), back on the list the first
  // doctor becomes a favourite, and shows in the cabinet's wishlist.
  const account = new AccountPages(page, locale);
  await account.openSignIn();
  await account.signIn(server.demo.patient, server.demo.password);
  await page.waitForURL((url) => url.pathname.startsWith(path('/patients/')));
  await navigate(page, `${listing.pathname}${listing.search}`);
  // The header's account probe has to finish before the hearts know a patient is here.
  await page
    .getByRole('banner')
    .getByRole('button', { name: account.text('signin.open'), exact: true })
    .waitFor({ state: 'detached' });
  const first = ((await doctorCards(page).first().getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  const heart = page.getByRole('button', { name: t('catalog.favourite.add', { name: first }) });
  await heart.click();
  await expectEventually(() => heart.getAttribute('aria-pressed'), 'true', 'the heart is pressed');

  await navigate(page, path('/patients/wishlist'));
  const doctors = page.getByRole('region', { name: account.text('wishlist.doctors') });
  await doctors.getByRole('link', { name: first }).waitFor();
  await expectAccessible(page);

  // Leave the shared demo account as it was.
  await doctors.getByRole('button', { name: account.text('wishlist.remove', { name: first }) }).click();
  await doctors.getByRole('link', { name: first }).waitFor({ state: 'detached' });
  expect(compared.length === 2, 'two doctors compared');
}

for (const locale of WALK_LOCALES) {
  test(`${locale}: a visit through the catalogue, from the home page to the wishlist`, { serviceWorker: true, locks: ['demo patient'] }, ({ page, server }) =>
    walk(page, server, locale),
  );
}
