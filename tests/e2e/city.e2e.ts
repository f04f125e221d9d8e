import { translate } from '../../app/i18n/catalogs.ts';
import { expectEventually, test } from './harness.ts';
import { navigate } from './support/navigation.ts';

test('a chosen city stays selected across navigation and reloads', async ({ page }) => {
  await navigate(page, '/');
  const selector = page.getByRole('combobox', { name: translate('ua', 'city.select') });
  await selector.selectOption('lviv');
  await page.waitForURL(/\/lviv$/);
  await expectEventually(() => selector.inputValue(), 'lviv', 'selected city on its home page');

  // Elsewhere: the 404 screen's button leads to the selected city's home page.
  await navigate(page, '/no-such-page/anywhere', { status: 404 });
  const home = page.getByRole('link', { name: translate('ua', 'not.found.button'), exact: true });
  await expectEventually(() => home.getAttribute('href'), '/lviv', 'the way home goes to the selected city');
  await expectEventually(() => selector.inputValue(), 'lviv', 'selected city on the 404 screen');

  // Back on the main page after a full reload, and in the other language.
  await navigate(page, '/');
  await expectEventually(() => selector.inputValue(), 'lviv', 'selected city on the main page after a reload');
  await navigate(page, '/ru');
  await expectEventually(() => page.getByRole('combobox', { name: translate('ru', 'city.select') }).inputValue(), 'lviv', 'selected city in Russian');

  // A city in the address (any letter case) selects that city instead.
  await navigate(page, '/KYIV');
  await expectEventually(() => selector.inputValue(), 'kyiv', 'the city of the address wins');
});
