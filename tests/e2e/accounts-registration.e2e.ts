import { WALK_LOCALES, expect, expectEqual, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient } from './support/accounts.ts';

for (const locale of WALK_LOCALES) {
  test(`${locale}: a visitor registers, changes the password, signs out and signs in with the new one`, async ({ page }) => {
    const pages = new AccountPages(page, locale);
    const patient = newPatient(`register-${locale}`);
    const newPassword = `${patient.password}New`;

    await pages.gotoRegistration();
    expectEqual(await page.title(), pages.text('registration.meta.title'), 'registration page title');
    await expectAccessible(page);

    // The form checks what the shared contract checks before anything is sent.
    await pages.fillRegistration(patient, `${patient.password}x`);
    await pages.button('registration.submit').click();
    await page.getByText(pages.text('passwords.do.not.match'), { exact: true }).waitFor();
    await pages
      .alert()
      .filter({ hasText: pages.text('check.input.correction') })
      .waitFor();
    await expectAccessible(page);

    await pages.field('account.field.password_confirmation').fill(patient.password);
    await pages.button('registration.submit').click();
    await pages.waitForCabinet();
    expectEqual(await page.title(), pages.text('cabinet.meta.title', { page: pages.text('cabinet.general.information') }), 'cabinet page title');
    expectEqual(await page.getAttribute('meta[name="robots"]', 'content'), 'noindex, nofollow', 'the cabinet is not indexed');
    expectEqual(await pages.field('account.field.email').inputValue(), patient.email, 'the profile shows the registered e-mail');
    await page
      .getByRole('banner')
      .getByRole('button', { name: pages.text('account.menu', { name: `${patient.firstName} ${patient.lastName}` }) })
      .waitFor();
    await expectAccessible(page);

    // A wrong current password is the server's 422, shown under its field.
    await pages.changePassword('not-my-password-1', newPassword);
    await page.getByText(pages.text('old.password.invalid'), { exact: true }).waitFor();
    await pages.changePassword(patient.password, newPassword);
    await pages.toast('cabinet.password.changed').waitFor();

    await pages.logout();
    await page
      .getByRole('banner')
      .getByRole('button', { name: pages.text('signin.open'), exact: true })
      .waitFor();

    await pages.openSignIn();
    await expectAccessible(page);
    await pages.signIn(patient.email, patient.password);
    await pages
      .alert(pages.dialog)
      .filter({ hasText: pages.text('wrong.login.or.password') })
      .waitFor();
    await pages.signIn(patient.phone, newPassword);
    await pages.waitForCabinet();
    expect((await pages.dialog.count()) === 0, 'the dialog closed after signing in');
  });
}

test('an e-mail that is already registered offers to sign in with it', async ({ page, context }) => {
  const pages = new AccountPages(page);
  const patient = newPatient('taken');
  await pages.register(patient);
  await pages.logout();
  await context.clearCookies();

  await pages.gotoRegistration();
  await pages.fillRegistration({ ...newPatient('taken-again'), email: patient.email });
  await pages.button('registration.submit').click();
  await page.getByText(pages.text('user.email.already.registered'), { exact: true }).waitFor();
  await pages.button('registration.email.sign.in').click();
  await pages.dialog.waitFor();
  expectEqual(await pages.field('signin.login', pages.dialog).inputValue(), patient.email, 'the login is filled in');
  await pages.signIn(patient.email, patient.password);
  await pages.waitForCabinet();
});
