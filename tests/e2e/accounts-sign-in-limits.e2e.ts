import { sql } from 'drizzle-orm';
import { expect, test, WALK_LOCALES } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, readSmsCode, registerThroughApi } from './support/accounts.ts';
import { navigate } from './support/navigation.ts';

// In `WALK_LOCALES`: the server's message in the Russian dialog is accounts-sign-in.e2e.ts's (a wrong password, in both).
for (const locale of WALK_LOCALES) {
  test(
    `${locale}: a sign-in that failed too often counts down, then asks for the SMS code as well`,
    { locks: ['sign-in throttles'] },
    async ({ page, context, server }) => {
      const patient = newPatient(`limits-${locale}`);
      await registerThroughApi(context, server, patient, { signedIn: false });
      const pages = new AccountPages(page, locale);
      await navigate(page, pages.path('/'));
      let dialog = await pages.openSignIn();
      const pairsBefore = (await server.database.rows<{ key: string }>(sql`select key from login_throttles`)).map((row) => row.key);
      const attempt = async (password: string) => {
        const answered = page.waitForResponse((response) => response.url().includes('/api/v1/auth/patients/login'));
        await pages.signIn(patient.email, password);
        return (await answered).status();
      };

      for (let i = 0; i < 5; i += 1) expect((await attempt(`${patient.password}-wrong${i}`)) === 401, `wrong password ${i + 1} answers 401`);
      expect((await attempt(patient.password)) === 429, 'the sixth try waits');
      await pages
        .alert(dialog)
        .filter({ hasText: pages.pattern('too.many.attempts', { seconds: '([1-9]|[12]\\d|30)' }) })
        .waitFor();
      expect(await pages.button('signin.submit', dialog).isDisabled(), 'the button waits with the countdown');
      await expectAccessible(page);

      // Ten failures of this account from this address, as a patient attacker would reach after a quarter of an hour.
      // Its pair is the new one with five failures: tests beside this one fail a sign-in once at most.
      const pairs = (await server.database.rows<{ key: string }>(sql`select key from login_throttles where failures = 5`)).filter(
        (row) => !pairsBefore.includes(row.key),
      );
      expect(pairs.length === 1, 'one new account and address pair with five failures');
      await server.database.rows(sql`update login_throttles set failures = 10, next_attempt_at = '-infinity' where key = ${pairs[0].key}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      dialog = await pages.openSignIn();

      expect((await attempt(patient.password)) === 422, 'the right password alone now asks for the code');
      await dialog
        .getByRole('status')
        .filter({ hasText: pages.text('sign.in.code.required') })
        .waitFor();
      const codeField = pages.field('signin.sms.code', dialog);
      await codeField.waitFor();
      await expectAccessible(page);
      const { code } = await readSmsCode(server, patient.phoneDigits);
      await codeField.fill(code);
      await pages.button('signin.submit', dialog).click();
      await pages.waitForCabinet();
    },
  );
}
