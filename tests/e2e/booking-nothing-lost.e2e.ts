import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { Locale } from '../../app/i18n/locale.ts';
import { WALK_LOCALES, expect, expectEqual, expectEventually, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { bookThroughApi, BookingPage, findBookableDoctor, localized, text } from './support/booking.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/** Back, Forward, reload, a language switch and a second tab keep the held time and what was typed (docs/decisions/182). */

async function expectForm(page: Page, booking: BookingPage, typed: { lastName: string; comment: string }, what: string): Promise<void> {
  await booking.countdown.waitFor();
  expectEqual(await booking.field('account.field.last_name').inputValue(), typed.lastName, `${what}: the last name is kept`);
  expectEqual(await page.locator('textarea[name="comment"]').inputValue(), typed.comment, `${what}: the comment is kept`);
}

for (const locale of WALK_LOCALES) {
  const other: Locale = locale === 'ua' ? 'ru' : 'ua';

  test(`${locale}, phone: a half-filled booking survives Back, Forward, reload, a language switch and a second tab`, async ({ page, context, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(context, server, newPatient(`lost-${locale}`));
    const doctor = await findBookableDoctor(page.request, server);
    const profile = localized(locale, `/doctor/${doctor.slug}`);
    await page.goto(profile, { waitUntil: 'load' });
    const booking = new BookingPage(page, locale);
    await booking.open(doctor.slug);
    await waitForHydration(page);
    const time = await booking.choose(doctor);
    await page.waitForURL((url) => url.searchParams.has('start'));
    const start = new URL(page.url()).searchParams.get('start') ?? '';
    await booking.reserveButton.click();
    await booking.countdown.waitFor();

    const typed = { lastName: 'Коваленко', comment: locale === 'ua' ? 'Для доньки, 5 років' : 'Для дочери, 5 лет' };
    await booking.field('account.field.last_name').fill(typed.lastName);
    await page.locator('textarea[name="comment"]').fill(typed.comment);

    // The test server's holds last 40 s; this one is given ten minutes so the walk below fits in it. The
    // reload asks the server again and takes its countdown from the answer.
    await server.database.rows(
      sql`update appointments set hold_expires_at = now() + interval '10 minutes' where status = 'hold' and start_at = ${start}::timestamptz and doctor_id = ${doctor.id}`,
    );
    await page.reload({ waitUntil: 'load' });
    await expectForm(page, booking, typed, 'reload');
    expectEqual(await page.getByText(text(locale, 'booking.slot.gone')).count(), 0, 'her own time is not "no longer available"');
    await expectEventually(
      async () => Number(await booking.countdown.getAttribute('data-seconds')) >= 8 * 60,
      true,
      'the countdown follows the server after a reload',
    );

    // Back from the form is the time choice, with the held time kept and offered again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname.endsWith('/appointment') && !url.searchParams.has('start'));
    await page.locator('[data-held]').waitFor();
    expectEqual(await booking.bookButton.count(), 0, 'Back hides the form');
    expectEqual(await page.locator(`input[data-time="${time}"]`).count(), 1, 'the held time is among the times');
    await expectAccessible(page);

    await page.goForward();
    await expectForm(page, booking, typed, 'Forward');

    await page.getByRole('button', { name: text(locale, 'header.menu.open') }).click();
    await page.getByRole('link', { name: text(locale, `language.${other}`) }).click();
    await page.waitForURL((url) => (other === 'ru' ? url.pathname.startsWith('/ru/') : !url.pathname.startsWith('/ru/')) && url.searchParams.has('start'));
    await expectForm(page, new BookingPage(page, other), typed, 'the language switch');
    const switchedUrl = page.url();

    // A second tab of the same patient continues with the same hold.
    const second = await context.newPage();
    try {
      await second.setViewportSize({ width: 390, height: 844 });
      await second.goto(switchedUrl, { waitUntil: 'load' });
      const secondBooking = new BookingPage(second, other);
      await secondBooking.countdown.waitFor();
      expectEqual(await second.getByText(text(other, 'booking.slot.gone')).count(), 0, 'the second tab does not call her own time unavailable');
      await expectAccessible(second);
    } finally {
      await second.close();
    }

    // Back twice more: the times, then the profile.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => !url.pathname.endsWith('/appointment'));
    expect(new URL(page.url()).pathname === profile, `Back from the times is the profile, not ${page.url()}`);
  });
}

test("ru, phone: arriving on a time from a link (a card, the comparison), Back from the form shows that doctor's times", async ({ page, context, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughApi(context, server, newPatient('link-back'));
  const doctor = await findBookableDoctor(page.request, server);
  const listing = localized('ru', '/doctors');
  await navigate(page, listing);
  const booking = new BookingPage(page, 'ru');
  // What a card's or the comparison's time link opens: the booking page with that time chosen.
  await booking.open(
    doctor.slug,
    `?service_id=${doctor.service.id}&institution_id=${doctor.workplace.institution_id}&start=${encodeURIComponent(doctor.starts[0])}`,
  );
  await waitForHydration(page);
  await booking.reserveButton.click();
  await booking.countdown.waitFor();

  await page.goBack();
  await page.waitForURL((url) => url.pathname.endsWith('/appointment') && !url.searchParams.has('start'));
  await page.locator('[data-held]').waitFor();
  expectEqual(await booking.bookButton.count(), 0, 'Back hides the form and shows the times');
  await page.goForward();
  await booking.countdown.waitFor();
  await page.reload({ waitUntil: 'load' });
  await booking.countdown.waitFor();
  // A reload adds no step: Back is still the times, then the page she came from.
  await page.goBack();
  await page.waitForURL((url) => url.pathname.endsWith('/appointment') && !url.searchParams.has('start'));
  await page.goBack();
  await page.waitForURL((url) => !url.pathname.endsWith('/appointment'));
  expectEqual(new URL(page.url()).pathname, listing, 'Back from the times is the page she came from');
});

for (const locale of WALK_LOCALES) {
  test(`${locale}, phone: a declined sandbox payment comes back to that visit first, its pay button first, with the reason`, async ({
    page,
    context,
    server,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(context, server, newPatient(`declined-${locale}`));
    const doctor = await findBookableDoctor(page.request, server);
    const earlier = await bookThroughApi(context.request, server, doctor, doctor.starts[1]);
    const declined = await bookThroughApi(context.request, server, doctor, doctor.starts[3]);
    await navigate(page, localized(locale, '/patients/appointment'));
    const card = page.locator(`article[data-appointment="${declined.id}"]`);
    await card.waitFor();
    expectEqual(await page.locator('article').first().getAttribute('data-appointment'), String(earlier.id), 'the visit to pay is not first by itself');

    await card.locator(`[data-pay="${declined.id}"]`).click();
    await page.waitForURL((url) => url.pathname.startsWith(localized(locale, '/payments/sandbox/')));
    await waitForHydration(page);
    await page.getByRole('button', { name: text(locale, 'payments.sandbox.fail'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === localized(locale, '/patients/appointment') && url.searchParams.get('payment') === 'failed');

    const returned = page.locator(`article[data-returned="${declined.id}"]`);
    await returned.waitFor();
    expectEqual(await page.locator('article').first().getAttribute('data-returned'), String(declined.id), 'the declined visit is first');
    expectEqual(await page.locator('[data-pay]').first().getAttribute('data-pay'), String(declined.id), "its pay button is the page's first");
    await returned.getByText(text(locale, 'booking.payment.declined.sandbox')).waitFor();
    expect(await returned.evaluate((element) => getComputedStyle(element).borderLeftWidth === '6px'), 'the declined visit is marked');
    // The list below holds the other visits, not this one a second time.
    await page.locator('ul article[data-appointment]').first().waitFor();
    expectEqual(await page.locator(`article[data-appointment="${declined.id}"]`).count(), 0, 'the declined visit is shown once');
    await expectAccessible(page);
  });
}

test('ru, phone: signing in from the header comes back to the chosen time, not the cabinet', { locks: ['demo patient'] }, async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const doctor = await findBookableDoctor(page.request, server);
  const booking = new BookingPage(page, 'ru');
  await booking.open(doctor.slug);
  await waitForHydration(page);
  const time = await booking.choose(doctor);
  await page.waitForURL((url) => url.searchParams.has('start'));
  const chosen = new URL(page.url());

  await page.getByRole('button', { name: text('ru', 'signin.open'), exact: true }).click();
  const accounts = new AccountPages(page, 'ru');
  await accounts.dialog.waitFor();
  await accounts.signIn(server.demo.patient, server.demo.password);
  await accounts.dialog.waitFor({ state: 'hidden' });
  await page.waitForURL((url) => url.pathname === chosen.pathname && url.searchParams.get('start') === chosen.searchParams.get('start'));
  await page.locator('input[data-time]:checked').waitFor({ state: 'attached' });
  expectEqual(await page.locator('input[data-time]:checked').getAttribute('data-time'), time, 'the chosen time after signing in from the header');
  await booking.reserveButton.click();
  await booking.countdown.waitFor();
});
