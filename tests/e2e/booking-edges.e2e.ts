import { expect, expectEqual, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { bookThroughApi, BookingPage, findBookableDoctor, partnerLogin, partnerVisitsOf, text } from './support/booking.ts';
import { navigate, waitForHydration } from './support/navigation.ts';
import { E2E_HOLD_SECONDS } from './support/server.ts';

// Booking at its edges: a hold that runs out, a time taken meanwhile, and both cabinets on a phone (the main path: booking.e2e.ts).
test('ua: a hold that runs out sends the patient back to the times, keeping what was typed', async ({ page, context, server }) => {
  await registerThroughApi(context, server, newPatient('expiry'));
  const doctor = await findBookableDoctor(page.request, server);
  const booking = new BookingPage(page, 'ua');
  // The page's clock, which its countdown reads, is the test's to move: the hold's minutes pass at once.
  await page.clock.install();
  await booking.open(doctor.slug);
  await waitForHydration(page);
  await booking.choose(doctor);
  await booking.reserveButton.click();
  await booking.countdown.waitFor();
  const comment = page.locator('textarea[name="comment"]');
  await comment.fill('Потрібна довідка');
  const secondsLeft = Number(await booking.countdown.getAttribute('data-seconds'));
  expect(secondsLeft > 0 && secondsLeft <= E2E_HOLD_SECONDS, `the countdown starts from the server's hold time (${secondsLeft} s of ${E2E_HOLD_SECONDS})`);
  await page.clock.fastForward((secondsLeft + 1) * 1000);

  await page
    .getByRole('alert')
    .filter({ hasText: text('ua', 'booking.hold.expired') })
    .waitFor();
  await booking.reserveButton.waitFor();
  expectEqual(await booking.countdown.count(), 0, 'no countdown after expiry');
  await expectAccessible(page);

  await booking.freeDays().first().check();
  await booking.times().first().check();
  await booking.reserveButton.click();
  await booking.countdown.waitFor();
  expectEqual(await comment.inputValue(), 'Потрібна довідка', 'the comment survives the expired hold');
});

test('ua: a time taken meanwhile is refused and the times refresh', async ({ page, context, browser, server }) => {
  await registerThroughApi(context, server, newPatient('taken'));
  const doctor = await findBookableDoctor(page.request, server);
  const booking = new BookingPage(page, 'ua');
  const start = doctor.starts[0];
  await booking.open(doctor.slug, `?institution_id=${doctor.workplace.institution_id}&service_id=${doctor.service.id}&start=${encodeURIComponent(start)}`);
  await waitForHydration(page);
  await page.locator('input[data-time]:checked').waitFor({ state: 'attached' });

  // Someone else takes it first.
  const other = await browser.newContext({ baseURL: server.url });
  try {
    await registerThroughApi(other, server, newPatient('rival'));
    await bookThroughApi(other.request, server, doctor, start);
  } finally {
    await other.close();
  }
  await booking.reserveButton.click();
  await page
    .getByRole('alert')
    .filter({ hasText: text('ua', 'booking.slot.taken') })
    .waitFor();
  expectEqual(await page.locator('input[data-time]:checked').count(), 0, 'no time is chosen after the refusal');
});

test('ru, phone: the booking page and both cabinets as cards, accessible', async ({ page, context, browser, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughApi(context, server, newPatient('phone'));
  const doctor = await findBookableDoctor(page.request, server);
  const booking = new BookingPage(page, 'ru');
  await booking.open(doctor.slug);
  await waitForHydration(page);
  await booking.freeDays().first().waitFor({ state: 'attached' });
  await expectAccessible(page);

  const appointment = await bookThroughApi(context.request, server, doctor, doctor.starts[2]);
  await navigate(page, '/ru/patients/appointment');
  await page.getByRole('heading', { level: 1, name: text('ru', 'booking.nav.appointments') }).waitFor();
  await page.locator(`article[data-appointment="${appointment.id}"]`).waitFor();
  await expectAccessible(page);
  await navigate(page, '/ru/patients/notifications');
  await page.locator('article[data-notification]').first().waitFor();
  await expectAccessible(page);

  const partnerContext = await browser.newContext({ baseURL: server.url, locale: 'ru-RU', viewport: { width: 390, height: 844 } });
  try {
    const partnerPage = await partnerContext.newPage();
    const partner = new AccountPages(partnerPage, 'ru');
    await partnerPage.goto('/ru/partners/appointments');
    await partner.dialog.waitFor();
    await partner.signIn(await partnerLogin(server, doctor), server.demo.password, 'partners');
    await partnerPage.waitForURL((url) => url.pathname === '/ru/partners/appointments');
    // Narrowed to the visit's doctor and day, as a partner looking for it would: tests running beside this one book
    // later times with the same partner, which come first and could push this visit off the first page.
    await partnerPage.goto(partnerVisitsOf(doctor, appointment, 'ru'));
    const row = partnerPage.locator(`tr[data-appointment="${appointment.id}"]`);
    await row.waitFor();
    // On a phone each row is a card: cells stack and name their columns.
    expectEqual(await row.evaluate((element) => getComputedStyle(element).display), 'block', 'a row is a card on a phone');
    await partnerPage.getByLabel(text('ru', 'booking.field.status')).selectOption('booked');
    await partnerPage.getByRole('button', { name: text('ru', 'booking.filters.apply'), exact: true }).click();
    await partnerPage.waitForURL((url) => url.searchParams.get('status') === 'booked');
    await row.waitFor();
    await expectAccessible(partnerPage);
  } finally {
    await partnerContext.close();
  }
});
