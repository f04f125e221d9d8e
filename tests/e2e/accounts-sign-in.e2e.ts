import { expect, expectEqual, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { navigate } from './support/navigation.ts';

for (const locale of ['ua', 'ru'] as const) {
  test(`${locale}: a wrong password shows the server's message in the sign-in dialog`, async ({ page, context, server }) => {
    const patient = newPatient(`wrong-${locale}`);
    await registerThroughApi(context, server, patient, { signedIn: false });
    const pages = new AccountPages(page, locale);
    await navigate(page, pages.path('/'));
    const dialog = await pages.openSignIn();
    await expectAccessible(page);
    await pages.signIn(patient.email, `${patient.password}-wrong`);
    const alert = pages.alert(dialog);
    await alert.filter({ hasText: pages.text('wrong.login.or.password') }).waitFor();
    await expectAccessible(page);

    // Keyboard: Escape closes the dialog and focus goes back to the header's button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expectEqual(focused, pages.text('signin.open'), 'focus after closing the dialog');
  });
}

test('a patient cannot open the partner cabinet', async ({ page, context, server }) => {
  const pages = new AccountPages(page);
  await registerThroughApi(context, server, newPatient('not-partner'));
  await page.goto('/partners/general-information');
  await page.waitForURL((url) => url.pathname === '/');
  await pages.toast('lack.of.rights').waitFor();
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(pages.text('account.menu', { name: '' })) })
    .waitFor();

  // Their own cabinet opens at its index, general information (SPEC §2).
  await page.goto('/ru/patients');
  await page.waitForURL((url) => url.pathname === '/ru/patients/general-information');
});

test('login routes open the dialog on their tab and bring the person back to where they were going', async ({ page, server }) => {
  const pages = new AccountPages(page, 'ru');
  // A signed-out visit to a cabinet page goes through /ru/partners/login to the dialog, keeping the page.
  await page.goto('/ru/partners/general-information');
  await page.waitForURL((url) => url.pathname === '/ru' && url.searchParams.get('login') === 'partners');
  expectEqual(new URL(page.url()).searchParams.get('next'), '/ru/partners/general-information', 'next');
  await pages.dialog.waitFor();
  expect(await pages.dialog.getByRole('radio', { name: pages.text('signin.area.partners') }).isChecked(), 'the partner tab is chosen');
  await expectAccessible(page);

  await pages.signIn(server.demo.partner, server.demo.password);
  await pages.waitForCabinet('partners');
  await page
    .getByRole('region', { name: pages.text('cabinet.partner.legal.entity') })
    .getByText(pages.text('cabinet.partner.edrpou'))
    .waitFor();
  await page.getByRole('region', { name: pages.text('cabinet.password.title') }).waitFor();
  await expectAccessible(page);

  await pages.logout();
  const response = await page.goto('/patients/login?next=https://evil.example/');
  expectEqual(response?.status(), 200, 'status after the redirect');
  expectEqual(new URL(page.url()).search, '?login=patients', 'an unsafe next is dropped');
});

test('a doctor signs in on the doctor login page and lands in the doctor cabinet', async ({ page, server }) => {
  const pages = new AccountPages(page);
  await navigate(page, '/cabinet-doctor/login');
  await page.getByRole('heading', { level: 1, name: pages.text('cabinet.doctor.login.title') }).waitFor();
  await expectAccessible(page);
  await pages.field('signin.login').fill(server.demo.doctor);
  await pages.field('signin.password').fill('not-the-password-1');
  await pages.button('signin.submit').click();
  await pages
    .alert()
    .filter({ hasText: pages.text('wrong.login.or.password') })
    .waitFor();

  await pages.field('signin.password').fill(server.demo.password);
  await pages.button('signin.submit').click();
  await page.waitForURL((url) => url.pathname === '/cabinet-doctor');
  await page.getByRole('heading', { level: 1, name: pages.text('cabinet.doctor.title') }).waitFor();
  await page.getByRole('region', { name: pages.text('cabinet.password.title') }).waitFor();
  await expectAccessible(page);

  await pages.button('account.logout').click();
  await page.waitForURL((url) => url.pathname === '/cabinet-doctor/login');
});
