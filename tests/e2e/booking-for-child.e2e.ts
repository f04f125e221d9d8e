import { sql } from 'drizzle-orm';
import type { Locale } from '../../app/i18n/locale.ts';
import { pluralCategory } from '../../app/i18n/plural.ts';
import { WALK_LOCALES, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { BookingPage, findBookableDoctor, localized, partnerLogin, text } from './support/booking.ts';
import { navigate, waitForHydration } from './support/navigation.ts';
import { signInDemoPatient } from './support/payments.ts';

/** "For whom" (docs/decisions/183): a mother on a phone adds her son once, books a doctor for him, and everyone reads his name. */

const PHONE = { width: 390, height: 844 };

/** Five years and a month ago: a child of five on any visit day of the coming weeks. */
function fiveYearsAgo(): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - 5, day.getUTCMonth() - 1);
  return day.toISOString().slice(0, 10);
}

const ageText = (locale: Locale, years: number) => text(locale, `family.age.${pluralCategory(locale, years)}` as 'family.age.many', { n: years });

for (const locale of WALK_LOCALES) {
  test(
    `${locale}, phone: the demo patient adds her son, books a doctor who sees children for him, and the clinic reads his name and age`,
    { locks: ['demo patient'] },
    async ({ page, context, browser, server }) => {
      await page.setViewportSize(PHONE);
      await signInDemoPatient(context, server);
      const child = { last: 'Петренко', first: locale === 'ua' ? 'Марко' : 'Мирон', birthday: fiveYearsAgo() };
      const name = `${child.last} ${child.first}`;
      const label = text(locale, 'booking.patient.age', { name, age: ageText(locale, 5) });

      // The family page: added once, in the cabinet.
      await navigate(page, localized(locale, '/patients/family'));
      await waitForHydration(page);
      await page.getByRole('button', { name: text(locale, 'family.add'), exact: true }).click();
      const form = page.locator('form[data-family-form]');
      await form.locator('input[name="last_name"]').fill(child.last);
      await form.locator('input[name="first_name"]').fill(child.first);
      await form.locator('input[name="birthday"]').fill(child.birthday);
      await form.locator('select[name="relation"]').selectOption('son');
      await expectAccessible(page);
      await form.getByRole('button', { name: text(locale, 'family.save'), exact: true }).click();
      await page.getByRole('heading', { name, exact: true }).first().waitFor();

      // The doctor: a child with a doctor who does not see children is flagged at once; once the doctor does
      // (the demo data's paediatricians have the feature; the one found is given it), the notice goes, and the
      // choice outlives the reload.
      const doctor = await findBookableDoctor(page.request, server);
      const seesChildren = async () =>
        (
          await server.database.rows<{ yes: boolean }>(sql`
        select exists (select 1 from doctor_feature_links fl join doctor_features f on f.id = fl.feature_id
          where fl.doctor_id = ${doctor.id} and f.code = 'child_consultation') as yes`)
        )[0].yes;
      const flaggedFirst = !(await seesChildren());

      const booking = new BookingPage(page, locale);
      await booking.open(doctor.slug);
      await waitForHydration(page);
      await booking.choose(doctor);
      await page.waitForURL((url) => url.searchParams.has('start'));
      const start = new URL(page.url()).searchParams.get('start') ?? '';
      await booking.reserveButton.click();
      await booking.countdown.waitFor();
      // The test server's holds are short; this one outlives the reload below.
      await server.database.rows(
        sql`update appointments set hold_expires_at = now() + interval '10 minutes' where status = 'hold' and start_at = ${start}::timestamptz and doctor_id = ${doctor.id}`,
      );
      const childChoice = () => booking.step('booking.for.title').getByRole('radio', { name: new RegExp(`^${name}(?!\\p{L})`, 'u') });
      await childChoice().check();
      await page.getByRole('heading', { name: text(locale, 'booking.for.contact'), exact: true }).waitFor();
      if (flaggedFirst)
        expectEqual(
          (await page.locator('[data-child-refused]').innerText()).trim(),
          text(locale, 'booking.child.not.accepted'),
          'a child with this doctor is flagged',
        );
      await server.database.rows(sql`
      insert into doctor_feature_links (doctor_id, feature_id)
      select ${doctor.id}, id from doctor_features where code = 'child_consultation' on conflict do nothing`);
      await page.reload({ waitUntil: 'load' });
      await booking.countdown.waitFor();
      await expectEventually(() => childChoice().isChecked(), true, 'the reload keeps "for whom"');
      expectEqual(await page.locator('[data-child-refused]').count(), 0, 'no warning: this doctor sees children');
      expectEqual(await page.locator('input[name="birthday"]').count(), 0, 'the contact is not asked for a birth date');
      await booking.consent('terms').check();
      await booking.consent('privacy').check();
      await expectAccessible(page);
      await booking.bookButton.click();

      // The confirmation names the child, with his age, and the cabinet card too.
      await page.waitForURL((url) => url.pathname === localized(locale, '/patients/created-appointment'));
      const id = Number(new URL(page.url()).searchParams.get('id'));
      expectEqual((await page.locator('[data-patient]').first().innerText()).trim(), label, 'the confirmation names the patient');
      await navigate(page, localized(locale, '/patients/appointment'));
      const card = page.locator(`article[data-appointment="${id}"]`);
      await card.waitFor();
      expectEqual(
        (await card.locator('[data-patient]').innerText()).trim(),
        `${text(locale, 'booking.field.patient')}: ${label}`,
        'the card names the patient',
      );

      // The clinic's partner, in a browser of their own, reads the child's name and age, and the mother as the contact.
      const login = await partnerLogin(server, doctor);
      const partnerContext = await browser.newContext({ baseURL: server.url, locale: 'uk-UA', viewport: PHONE });
      try {
        const partnerPage = await partnerContext.newPage();
        const signedIn = await partnerContext.request.post('/api/v1/auth/partners/login', {
          headers: { accept: 'application/json', origin: server.url },
          data: { login, password: server.demo.password },
        });
        expectEqual(signedIn.status(), 200, 'partner sign-in');
        await navigate(partnerPage, localized(locale, `/partners/appointments/${id}`));
        const patient = partnerPage.locator('[data-patient]').first();
        await patient.waitFor();
        expectEqual((await patient.innerText()).trim(), label, 'the partner reads the name and age');
        await partnerPage.locator('[data-contact]').waitFor();
        await expectAccessible(partnerPage);
      } finally {
        await partnerContext.close();
      }
    },
  );
}
