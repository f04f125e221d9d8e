import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import { CITY_STORAGE_KEY } from '../../app/shell/city.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/** Her city, her day (docs/decisions/184) on a 390 px phone: the city kept with the specialty, search in her city first, a day's free times. */

const PHONE = { width: 390, height: 844 };
const cards = (page: Page) => page.locator('article[data-doctor]');
const PAEDIATRICS: Record<Locale, string> = { ua: 'Педіатрія', ru: 'Педиатрия' };
const prefix = (locale: Locale) => (locale === 'ru' ? '/ru' : '');

/** Opens the phone's filter panel (closed in the HTML and after every navigation). */
async function openFilters(page: Page, locale: Locale): Promise<void> {
  const toggle = page.locator('summary[data-filters-toggle]');
  if ((await page.locator('details[open] summary[data-filters-toggle]').count()) === 0) await toggle.click();
  await page.getByRole('button', { name: translate(locale, 'catalog.filters.apply') }).waitFor();
}

/** The paediatrics listing reached from its link in the filters; its path segment. */
async function openPaediatrics(page: Page, locale: Locale): Promise<string> {
  await navigate(page, `${prefix(locale)}/doctors`);
  await openFilters(page, locale);
  await page.locator('#filters-specializations + ul').getByRole('link', { name: PAEDIATRICS[locale], exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`${prefix(locale)}/doctors/`) && url.pathname.split('/').length === (locale === 'ru' ? 4 : 3));
  await waitForHydration(page);
  // The page has rendered the new listing (its heading names the specialty), not only changed its address.
  await expectEventually(
    async () => /педі?и?атр/i.test((await page.getByRole('heading', { level: 1 }).textContent()) ?? ''),
    true,
    'the heading names the specialty',
  );
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** Tomorrow on Kyiv's calendar as the cards write it: `dd.mm`. */
function kyivTomorrow(): { iso: string; short: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [year, month, day] = parts.split('-').map(Number);
  const iso = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return { iso, short: `${iso.slice(8, 10)}.${iso.slice(5, 7)}` };
}

test('ru, 390 px: Kyiv chosen in the filters keeps the specialty; search puts Kyiv first and its city filter narrows', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const slug = await openPaediatrics(page, 'ru');
  await expectEventually(
    async () => /педиатр/i.test((await page.getByRole('heading', { level: 1 }).textContent()) ?? ''),
    true,
    'the heading names the specialty',
  );

  await openFilters(page, 'ru');
  await page
    .locator('details')
    .getByRole('combobox', { name: translate('ru', 'catalog.filters.city') })
    .selectOption('kyiv');
  await page.getByRole('button', { name: translate('ru', 'catalog.filters.apply') }).click();
  await page.waitForURL((url) => url.pathname === `/ru/doctors/kyiv/${slug}`);
  // A page to read starts its scripts at the visitor's first move (decision 165); they remember the city.
  await waitForHydration(page);
  await expectEventually(
    async () => /педиатр/i.test((await page.getByRole('heading', { level: 1 }).textContent()) ?? ''),
    true,
    'the specialty stays in the heading',
  );
  await expectEventually(() => page.locator('#filters-specializations + ul a[aria-current="page"]').count(), 1, 'the specialty stays chosen');
  expect((await cards(page).count()) > 0, 'Kyiv has paediatricians');
  // Hydration has finished once the listing has remembered its city (an effect after the first render).
  await page.waitForFunction((key) => window.localStorage.getItem(key) === 'kyiv', CITY_STORAGE_KEY);

  // The search box of the search page carries her remembered city (Kyiv, from the listing).
  await navigate(page, '/ru/search');
  await page.locator('input[name="near"][value="kyiv"]').waitFor({ state: 'attached' });
  await page.getByRole('searchbox').fill('педиатр');
  await page.getByRole('searchbox').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === 'педиатр' && url.searchParams.get('near') === 'kyiv');
  const doctors = page.locator('#search-doctors + ul > li');
  await doctors.first().waitFor();
  const cities = await doctors.evaluateAll((items) => items.map((item) => item.getAttribute('data-city')));
  expectEqual(cities[0], 'kyiv', 'a Kyiv paediatrician first');
  const firstElsewhere = cities.findIndex((city) => city !== 'kyiv');
  expect(firstElsewhere === -1 || cities.slice(firstElsewhere).every((city) => city !== 'kyiv'), `Kyiv's before all others: ${cities.join(', ')}`);
  await page.getByText(translate('ru', 'places.search.near', { city: 'Киев' })).waitFor();

  await page.getByRole('combobox', { name: translate('ru', 'places.search.city') }).selectOption('odesa');
  await page.waitForURL((url) => url.searchParams.get('city') === 'odesa');
  await expectEventually(
    async () =>
      (
        await page.locator('#search-doctors + ul > li, #search-clinics + ul > li').evaluateAll((items) => items.map((item) => item.getAttribute('data-city')))
      ).every((city) => city === 'odesa'),
    true,
    'only Odesa once Odesa is chosen',
  );
  await page.getByRole('combobox', { name: translate('ru', 'places.search.city') }).selectOption('kyiv');
  await page.waitForURL((url) => url.searchParams.get('city') === 'kyiv');
  const cityOfDoctors = () => page.locator('#search-doctors + ul > li').evaluateAll((items) => items.map((item) => item.getAttribute('data-city')));
  await expectEventually(async () => (await cityOfDoctors()).every((city) => city === 'kyiv'), true, "only Kyiv's once Kyiv is chosen");
  expect((await cityOfDoctors()).length > 0, 'Kyiv has paediatricians to find');
});

test('ua, 390 px: the header city menu on a listing keeps the specialty; "tomorrow" shows tomorrow\'s times on every card', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const slug = await openPaediatrics(page, 'ua');
  await page.getByRole('button', { name: translate('ua', 'header.menu.open') }).click();
  await page
    .locator('header')
    .getByRole('combobox', { name: translate('ua', 'city.select') })
    .selectOption('kyiv');
  await page.waitForURL((url) => url.pathname === `/doctors/kyiv/${slug}`);
  await expectEventually(
    () => page.locator('#filters-specializations + ul a[aria-current="page"]').count(),
    1,
    'the specialty stays chosen after the header menu',
  );

  // Elsewhere the menu still opens the city's home page.
  await navigate(page, '/blogs');
  await page.getByRole('button', { name: translate('ua', 'header.menu.open') }).click();
  await page
    .locator('header')
    .getByRole('combobox', { name: translate('ua', 'city.select') })
    .selectOption('lviv');
  await page.waitForURL((url) => url.pathname === '/lviv');

  await navigate(page, '/doctors');
  await openFilters(page, 'ua');
  await page.getByRole('radio', { name: translate('ua', 'catalog.filters.day.tomorrow'), exact: true }).check();
  await page.getByRole('button', { name: translate('ua', 'catalog.filters.apply') }).click();
  await page.waitForURL((url) => url.searchParams.get('day') === 'tomorrow');
  await page.locator('ul[aria-busy="false"]').waitFor();
  const tomorrow = kyivTomorrow();
  const count = await cards(page).count();
  expect(count > 0, 'someone is free tomorrow');
  // The address says tomorrow before the list drawn for it replaces the one before (which shows no day): the
  // cards are read until they are the new list's.
  const days = () => cards(page).evaluateAll((items) => items.map((item) => item.querySelector('[data-slots-day]')?.getAttribute('data-slots-day') ?? ''));
  const notTomorrow = async () => (await days()).filter((day) => day !== tomorrow.iso).join(', ');
  await expectEventually(notTomorrow, '', 'the days of the cards that do not show tomorrow');
  const slotDates = await cards(page)
    .locator('form[action*="/appointment"] button[name="start"]')
    .evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).getPropertyValue('--date').replace(/['"]/g, '').trim()));
  expect(slotDates.length >= count && slotDates.every((date) => date === tomorrow.short), `every time is tomorrow's: ${[...new Set(slotDates)].join(', ')}`);
  await expectEventually(() => page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, follow', 'a day is not a page to index');
  expectEqual(
    await page
      .locator('link[rel="canonical"]')
      .getAttribute('href')
      .then((href) => new URL(href ?? '').pathname + new URL(href ?? '').search),
    '/doctors',
    'canonical: the listing itself',
  );

  // After a reload the choice is still there.
  await navigate(page, '/doctors?day=tomorrow');
  await openFilters(page, 'ua');
  expect(await page.getByRole('radio', { name: translate('ua', 'catalog.filters.day.tomorrow'), exact: true }).isChecked(), 'tomorrow stays chosen');
  await expectAccessible(page);
});

test("ua: the server's filter panel, once the page wakes: a typed date chooses 'another date', another choice empties it, and the filters apply without a reload", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await navigate(page, '/doctors');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await openFilters(page, 'ua');
  const another = page.getByRole('radio', { name: translate('ua', 'catalog.filters.day.date'), exact: true });
  const date = page.getByLabel(translate('ua', 'catalog.filters.day.pick'), { exact: true });
  await date.fill(kyivTomorrow().iso);
  await expectEventually(() => another.isChecked(), true, "a typed date chooses 'another date'");
  await page.getByRole('radio', { name: translate('ua', 'catalog.filters.day.tomorrow'), exact: true }).check();
  await expectEventually(() => date.inputValue(), '', 'another choice empties the date');
  await page.getByRole('spinbutton', { name: translate('ua', 'catalog.filters.price.max'), exact: true }).fill('900');
  await page.getByRole('button', { name: translate('ua', 'catalog.filters.apply') }).click();
  await page.waitForURL((url) => url.searchParams.get('day') === 'tomorrow');
  const query = new URL(page.url()).searchParams;
  expectEqual([...query.keys()].sort().join(','), 'day,price_max', 'only what was chosen is in the address');
  expectEqual(await page.evaluate(() => (window as { samePage?: boolean }).samePage === true), true, 'a client navigation, not a reload');
  await page.locator('ul[aria-busy="false"]').waitFor();
  await expectAccessible(page);
});
