import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { expect, expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login, navigate } from './support/navigation.ts';

/** Adds a redirect on the back office's generic add screen and answers the API's status. */
async function addRedirect(page: Page, screen: AdminResourcePage, source: string, target: string): Promise<number> {
  await page.goto(screen.url(`${screen.path}/add`));
  await screen.field('source_path').waitFor();
  await screen.fill({ source_path: source, target });
  const answer = page.waitForResponse((response) => response.url().includes('/api/v1/seo/redirects') && response.request().method() === 'POST');
  await screen.save();
  return (await answer).status();
}

const suffix = () => Date.now().toString(36);

test('staff redirect an old address: it lands on the new page, as a document and in a client navigation', async ({ page, server }) => {
  await login(page, server);
  const screen = new AdminResourcePage(page, server.url, 'seo/redirects');
  const old = `/stara-adresa-${suffix()}`;
  await page.goto(screen.url(`${screen.path}/add`));
  await screen.field('source_path').waitFor();
  await expectAccessible(page);
  expectEqual(await addRedirect(page, screen, `${old.toUpperCase()}/`, '/blogs'), 201, 'status of a new redirect');
  await screen.toast(screen.text('admin.form.saved')).waitFor();

  await screen.gotoList(`?search=${encodeURIComponent(old)}`);
  await screen.row(old).waitFor();
  await expectAccessible(page);

  // A full page load: one permanent hop, the query kept.
  const landed = await page.goto(`${old}?page=1`);
  expectEqual(landed?.status(), 200, 'status of the new page');
  expectEqual(new URL(page.url()).pathname + new URL(page.url()).search, '/blogs?page=1', 'where the old address leads');
  expectEqual((await landed?.request().redirectedFrom()?.response())?.status(), 301, 'status of the old address');
  await page.getByRole('heading', { level: 1 }).waitFor();

  // A client navigation (what a link in the app does): the router's data request answers the redirect, no reload.
  await navigate(page, '/');
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  const dataAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === `${old}.data`);
  await page.evaluate(
    (path) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(path),
    old,
  );
  expectEqual((await dataAnswer).status(), 204, 'status of the data request for the old address');
  await page.waitForURL((url) => url.pathname === '/blogs');
  expect(
    await page.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument === true),
    'the app moved without loading a new document',
  );
});

test('a loop is refused in the form, in Russian, naming the chain', async ({ page, server }) => {
  const locale: Locale = 'ru';
  await login(page, server);
  const screen = new AdminResourcePage(page, server.url, 'seo/redirects', locale);
  const [a, b] = [`/ru/krug-a-${suffix()}`, `/ru/krug-b-${suffix()}`];
  expectEqual(await addRedirect(page, screen, a, b), 201, 'status of the first redirect');
  await screen.toast(screen.text('admin.form.saved')).waitFor();

  await page.setViewportSize({ width: 390, height: 800 });
  expectEqual(await addRedirect(page, screen, b, `${a}/`), 422, 'status of a redirect that closes a loop');
  await screen
    .fieldError('target')
    .filter({ hasText: translate(locale, 'redirects.loop', { chain: `${b} → ${a} → ${b}` }) })
    .waitFor();
  await expectAccessible(page);

  // A path of the API is refused as a source, on its field.
  await screen.fill({ source_path: '/api/v1/doctors', target: '/ru/doctors' });
  await screen.save();
  await screen
    .fieldError('source_path')
    .filter({ hasText: translate(locale, 'redirects.source.reserved') })
    .waitFor();
});
