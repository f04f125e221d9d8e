import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/** The doctor listing and profile (docs/decisions/110) in both languages, with favourites, compare and a review. */

const cards = (page: Page) => page.locator('article[data-doctor]');
/** Axe reads colours as painted: let the page's slide-in transition end first. */
async function checkAccessible(page: Page): Promise<void> {
  await page.evaluate(() => {
    // Spinners run forever and hidden elements' animations never finish: wait for the rest, at most a second.
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
  await expectAccessible(page);
}

/** The list after a client navigation: no longer marked busy (dimmed). */
const settled = (page: Page) => page.locator('ul[aria-busy="false"]').waitFor();
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function openFirstProfile(page: Page, locale: Locale): Promise<string> {
  const link = cards(page).first().getByRole('heading', { level: 2 }).getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.click();
  await page.waitForURL((url) => url.pathname.startsWith(locale === 'ru' ? '/ru/doctor/' : '/doctor/'));
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return name;
}

test('ua: home → a city → its doctors filtered and sorted → a profile', async ({ page }) => {
  await navigate(page, '/');
  await page.getByRole('combobox', { name: translate('ua', 'city.select') }).selectOption('kyiv');
  await page.waitForURL((url) => url.pathname === '/kyiv');
  // The address changes before the city's page has replaced the country's, whose link has the same name.
  await page.locator('a[href="/doctors/kyiv"]', { hasText: translate('ua', 'home.doctors.all') }).click();
  await page.waitForURL((url) => url.pathname === '/doctors/kyiv');
  await cards(page).first().waitFor();

  await page.getByRole('combobox', { name: translate('ua', 'catalog.filters.experience') }).selectOption('10');
  await page.getByRole('button', { name: translate('ua', 'catalog.filters.apply') }).click();
  await page.waitForURL((url) => url.searchParams.get('experience_min') === '10');
  await page.getByRole('combobox', { name: translate('ua', 'catalog.sort') }).selectOption('experience');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'experience' && url.searchParams.get('experience_min') === '10');
  await settled(page);
  // Nothing empty was carried into the URL by the enhanced form.
  expect(!page.url().includes('price_min='), 'empty fields are left out of the URL');
  await checkAccessible(page);

  await openFirstProfile(page, 'ua');
  await page.locator('#booking').waitFor();
  await checkAccessible(page);
});

test('ru: the listing and a profile under /ru', async ({ page }) => {
  const response = await navigate(page, '/ru/doctors');
  expect((await response.text()).includes('<html lang="ru" '), 'the listing is Russian on the server');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await cards(page).first().waitFor();
  await checkAccessible(page);
  await openFirstProfile(page, 'ru');
  await page.getByRole('heading', { level: 2, name: translate('ru', 'catalog.profile.reviews') }).waitFor();
  await checkAccessible(page);
});

test('a visitor pressing the heart gets the sign-in dialog', async ({ page }) => {
  await navigate(page, '/doctors');
  const name = (await cards(page).first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  await page.getByRole('button', { name: translate('ua', 'catalog.favourite.add', { name }) }).click();
  await page.getByRole('dialog').waitFor();
});

test('a signed-in patient toggles a favourite doctor', async ({ page, context, server }) => {
  await registerThroughApi(context, server, newPatient('favourite'));
  await navigate(page, '/doctors');
  const name = (await cards(page).first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  const heart = page.getByRole('button', { name: translate('ua', 'catalog.favourite.add', { name }) });
  // The header's account probe has to finish before the heart knows a patient is here.
  await page.getByRole('button', { name: translate('ua', 'signin.open') }).waitFor({ state: 'detached' });
  await heart.click();
  await expectEventually(() => heart.getAttribute('aria-pressed'), 'true', 'the heart is pressed');
  const headers = { accept: 'application/json', origin: server.url };
  const wishlist = (await (await context.request.get('/api/v1/wishlist', { headers })).json()) as { data: { doctors: { name: string }[] } };
  expectEqual(wishlist.data.doctors.length, 1, 'favourite doctors on the server');
  await heart.click();
  await expectEventually(() => heart.getAttribute('aria-pressed'), 'false', 'the heart is released');
});

test('compare holds four doctors and says so at the fifth', async ({ page }) => {
  await navigate(page, '/doctors');
  const buttons = page.locator('button[data-compare]');
  for (let index = 0; index < 4; index += 1) {
    await buttons.nth(index).click();
    await expectEventually(() => buttons.nth(index).getAttribute('aria-pressed'), 'true', `compare ${index + 1} is pressed`);
  }
  await page
    .getByRole('link', { name: translate('ua', 'catalog.compare.open', { n: 4 }) })
    .first()
    .waitFor();
  await buttons.nth(4).click();
  await toast(page, translate('ua', 'catalog.compare.limit', { n: 4 })).waitFor();
  expectEqual(await buttons.nth(4).getAttribute('aria-pressed'), 'false', 'the fifth is not added');
  // The list survives a reload (localStorage).
  await page.reload();
  await waitForHydration(page);
  await expectEventually(() => buttons.nth(0).getAttribute('aria-pressed'), 'true', 'compare survives a reload');
  // The comparison says each price once: "Ціна | від 550 ₴", not "Ціна від | від 550 грн" (docs/decisions/177).
  await navigate(page, '/compare/doctors');
  const priceRow = page
    .locator('table[data-compare-kind="doctors"] tr')
    .filter({ has: page.getByRole('rowheader', { name: translate('ua', 'places.compare.price'), exact: true }) });
  const prices = (await priceRow.getByRole('cell').allTextContents()).map((text) => text.trim()).filter(Boolean);
  expect(prices.length > 0, 'the compared doctors have prices');
  for (const price of prices) expect(/^від \d{1,3}(\u202f\d{3})*(,\d\d)?\u202f₴$/.test(price), `a price written once: "${price}"`);
});

test('a visitor writes a review and sees the confirmation', async ({ page }) => {
  await navigate(page, '/doctors');
  await openFirstProfile(page, 'ua');
  const form = page.locator('form[aria-labelledby="review-form-title"]');
  await form.getByRole('button', { name: translate('ua', 'catalog.review.submit') }).click();
  await form.getByRole('alert').waitFor();
  await form.getByRole('radio', { name: '5 зірок' }).check();
  await form.getByRole('textbox', { name: translate('ua', 'catalog.form.name') }).fill('Ірина');
  await form.getByRole('textbox', { name: translate('ua', 'catalog.review.text') }).fill('Дуже уважний лікар, усе пояснив.');
  await form.getByRole('button', { name: translate('ua', 'catalog.review.submit') }).click();
  await form
    .getByRole('status')
    .filter({ hasText: translate('ua', 'feedback.review.received') })
    .waitFor();
});

/** docs/decisions/177: on a phone every control of the header, the listing's filters and cards is a 44 px target; no vets among people. */
test("ua: on a phone the header, the listing's filters and cards are 44 px targets, and lists no vets", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await navigate(page, '/doctors');
  await page.locator('details summary').first().click();
  const small = await page
    .locator(
      'header a, header button, header select, details a, details button, details input:not([type="hidden"]), details select, article button, label select',
    )
    .evaluateAll((elements) =>
      elements
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        // Checkboxes and radios are measured by their label, which is what a finger presses.
        .map(({ element, box }) =>
          element.matches('input[type="checkbox"], input[type="radio"]')
            ? { element, box: element.closest('label')!.getBoundingClientRect() }
            : { element, box },
        )
        .filter(({ box }) => box.width > 0 && box.height < 44)
        .map(
          ({ element, box }) =>
            `${element.tagName} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.height)} px`,
        ),
    );
  expectEqual(small.join('; '), '', 'controls shorter than 44 px');
  const specializations = (await page.locator('#filters-specializations + ul').textContent()) ?? '';
  expect(specializations.includes('Ветеринар'), 'the animal section is still reachable from the filters');
  const listed = (await page.locator('article').allTextContents()).join(' ');
  expect(!listed.includes('Ветеринар'), "the people's listing has no vets");
});
