import { WALK_LOCALES, expect, expectEqual, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, readSmsCode, registerThroughApi } from './support/accounts.ts';

/** A code that is surely wrong: the right one with its last digit changed. */
const wrongCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

for (const locale of WALK_LOCALES) {
  test(`${locale}: a patient restores the password with the SMS code and lands in the cabinet`, async ({ page, context, server }) => {
    const pages = new AccountPages(page, locale);
    const patient = newPatient(`restore-${locale}`);
    await registerThroughApi(context, server, patient, { signedIn: false });

    await pages.gotoRestore();
    expectEqual(await page.getAttribute('meta[name="robots"]', 'content'), 'noindex, nofollow', 'the restore page is not indexed');
    await expectAccessible(page);

    // A phone nobody registered: the server says so under the field.
    await pages.requestCode(newPatient('nobody').phone);
    await page.getByText(pages.text('no.user.with.this.phone'), { exact: true }).waitFor();

    await pages.requestCode(patient.phone);
    await pages.stepHeading('restore.code.title').waitFor();
    const { code } = await readSmsCode(server, patient.phoneDigits);
    const codeInput = pages.field('restore.code.label');
    expectEqual(await codeInput.getAttribute('autocomplete'), 'one-time-code', 'the code field autocomplete');
    expectEqual(await codeInput.getAttribute('inputmode'), 'numeric', 'the code field keyboard');
    // The resend waits for the server's countdown, which is on screen.
    expect(await pages.button('restore.resend').isDisabled(), 'resend waits for the countdown');
    await page.getByText(pages.pattern('restore.resend.in', { time: '\\d:\\d{2}' })).waitFor();
    await expectAccessible(page);

    await pages.enterCode(wrongCode(code));
    await page.getByText(pages.text('wrong.sms.code'), { exact: true }).waitFor();
    await pages.enterCode(code);
    await pages.stepHeading('restore.password.title').waitFor();
    await expectAccessible(page);

    const newPassword = `${patient.password}Restored`;
    await pages.setNewPassword(newPassword);
    await pages.waitForCabinet();

    await pages.logout();
    await pages.openSignIn();
    await pages.signIn(patient.email, newPassword);
    await pages.waitForCabinet();
  });
}

test('going back to the phone keeps it, and sending again too soon says how long to wait', async ({ page, context, server }) => {
  const pages = new AccountPages(page);
  const patient = newPatient('restore-back');
  await registerThroughApi(context, server, patient, { signedIn: false });
  await pages.gotoRestore('?area=patients');
  await pages.requestCode(patient.phone);
  await pages.stepHeading('restore.code.title').waitFor();
  await pages.button('restore.change.phone').click();
  await pages.stepHeading('restore.phone.title').waitFor();
  expectEqual(await pages.field('account.field.phone').inputValue(), patient.phone, 'the phone is kept');

  await pages.button('restore.send.code').click();
  // 429 "try again in N s" from the server, with the seconds.
  await pages
    .alert()
    .filter({ hasText: pages.pattern('too.many.attempts', { seconds: '\\d+' }) })
    .waitFor();
});
