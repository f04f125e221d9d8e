import { translate } from '../../app/i18n/catalogs.ts';
import { expect, expectEqual, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate } from './support/navigation.ts';

test('the Ukrainian home page is rendered on the server with demo data', async ({ page }) => {
  const response = await navigate(page, '/');
  // The HTML as sent, before any script ran: the content is already there.
  const html = await response.text();
  expect(html.includes('<html lang="uk"'), 'the document says lang="uk"');
  expect(html.includes(translate('ua', 'home.specializations.title')), 'the popular specializations are in the HTML');
  expect(html.includes('Львів'), 'the city selector lists the demo cities in the HTML');

  expectEqual(await page.getAttribute('html', 'lang'), 'uk', '<html lang>');
  expectEqual(await page.title(), translate('ua', 'home.title'), 'page title');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('heading', { level: 2, name: translate('ua', 'home.doctors.title') }).waitFor();
  await page.getByRole('heading', { level: 2, name: translate('ua', 'home.clinics.title') }).waitFor();
  const cities = page.getByRole('combobox', { name: translate('ua', 'city.select') });
  await cities.locator('option[value="kyiv"]').waitFor({ state: 'attached' });
  await cities.locator('option[value="lviv"]').waitFor({ state: 'attached' });
  await expectAccessible(page);
});

test('the Russian home page lives under /ru', async ({ page }) => {
  const response = await navigate(page, '/ru');
  const html = await response.text();
  expect(html.includes('<html lang="ru"'), 'the document says lang="ru"');
  expect(html.includes('Львов'), 'city names are in Russian');
  expectEqual(await page.getAttribute('html', 'lang'), 'ru', '<html lang>');
  expectEqual(await page.title(), translate('ru', 'home.title'), 'page title');
  await page.getByRole('heading', { level: 2, name: translate('ru', 'home.specializations.title') }).first().waitFor();
  await expectAccessible(page);
});
