import { translate } from '../../app/i18n/catalogs.ts';
import { expect, expectEqual, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate } from './support/navigation.ts';
import { startE2EServer } from './support/server.ts';

test('an unknown city or path is the 404 screen with status 404', async ({ page }) => {
  await navigate(page, '/no-such-city', { status: 404 });
  await page.getByRole('heading', { level: 1, name: translate('ua', 'not.found.title') }).waitFor();
  await page.getByText(translate('ua', 'not.found.number'), { exact: true }).waitFor();
  await expectAccessible(page);

  await navigate(page, '/ru/no-such-city', { status: 404 });
  await page.getByRole('heading', { level: 1, name: translate('ru', 'not.found.title') }).waitFor();
  expectEqual(await page.getAttribute('html', 'lang'), 'ru', '<html lang> on the Russian 404');
});

test('a malformed query string answers 404 "Not Found"', async ({ page }) => {
  for (const query of ['?page=2&&sort=rating', '?city', '?a=1&b']) {
    const response = await page.goto(`/${query}`);
    expectEqual(response?.status(), 404, `status for /${query}`);
    expectEqual((await response?.text())?.trim(), 'Not Found', `body for /${query}`);
  }
  const fine = await page.goto('/?page=2');
  expectEqual(fine?.status(), 200, 'a well-formed query string');
});

test('a database outage shows the 502 screen', async ({ browser }) => {
  // A server of its own: its database is closed under it, the way an outage looks to the app.
  const server = await startE2EServer({ seed: false });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await server.database.close();

    const response = await page.goto('/');
    expect((response?.status() ?? 0) >= 500, `an error status, got ${response?.status()}`);
    await page.getByRole('heading', { level: 1, name: translate('ua', 'server.unavailable') }).waitFor();
    await page.getByText(translate('ua', 'server.error.number'), { exact: true }).waitFor();
    expect((await page.title()).startsWith('502 - '), `the title starts with "502 - ": ${await page.title()}`);
    await page.getByRole('link', { name: translate('ua', 'server.reload') }).waitFor();
    expectEqual((await context.request.get('/readyz')).status(), 503, '/readyz during the outage');
    await expectAccessible(page);
  } finally {
    await context.close();
    await server.close();
  }
});
