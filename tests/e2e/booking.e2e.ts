import type { Locator, Page } from 'playwright-core';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { bookThroughApi, BookingPage, findBookableDoctor, localized, partnerLogin, partnerVisitsOf, text } from './support/booking.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/** The booking page, the patient's and the partner's appointment screens (docs/decisions/145). */

/** Two boxes on screen, once both have stopped moving, share no pixel (docs/decisions/177). */
async function expectApart(first: Locator, second: Locator, what: string): Promise<void> {
  const boxes = async () => JSON.stringify([await first.boundingBox(), await second.boundingBox()]);
  let previous = '';
  await expectEventually(
    async () => {
      const now = await boxes();
      const stable = now === previous && !now.includes('null');
      previous = now;
      return stable;
    },
    true,
    `${what} on screen and settled`,
  );
  const [a, b] = JSON.parse(previous) as { x: number; y: number; width: number; height: number }[];
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(!overlap, `${what} overlap: ${previous}`);
}

/** The appointment tabs look like tabs: in a row, room around each word, 44 px tall to tap; not one run-together word. */
async function expectStyledTabs(page: Page): Promise<void> {
  const list = page.getByRole('tablist');
  expectEqual(await list.evaluate((element) => getComputedStyle(element).display), 'flex', 'the tab list is a row');
  const tabs = list.getByRole('tab');
  expectEqual(await tabs.count(), 2, 'two tabs');
  for (const index of [0, 1]) {
    const { padding, height } = await tabs
      .nth(index)
      .evaluate((element) => ({ padding: parseFloat(getComputedStyle(element).paddingLeft), height: element.getBoundingClientRect().height }));
    expect(padding >= 8 && height >= 44, `tab ${index} has room around its word: padding ${padding}, height ${height}`);
  }
}

test('ua: a visitor picks a time, signs in, comes back to it, books, and sees the appointment', { locks: ['demo patient'] }, async ({ page, server }) => {
  const doctor = await findBookableDoctor(page.request, server);
  const booking = new BookingPage(page, 'ua');
  await booking.open(doctor.slug);
  await waitForHydration(page);
  await expectAccessible(page);

  const time = await booking.choose(doctor);
  // The choice reaches the address bar once its navigation has finished.
  await page.waitForURL((url) => url.searchParams.has('start'));
  const chosenStart = new URL(page.url()).searchParams.get('start');
  expect(chosenStart, 'the chosen time is in the URL');
  await booking.reserveButton.click();

  // A visitor gets the sign-in dialog; afterwards the same choice is back.
  const accounts = new AccountPages(page, 'ua');
  await accounts.dialog.waitFor();
  await accounts.signIn(server.demo.patient, server.demo.password);
  await page.waitForURL((url) => url.pathname === `/doctor/${doctor.slug}/appointment` && !url.searchParams.has('login'));
  await page.locator('input[data-time]:checked').waitFor({ state: 'attached' });
  expectEqual(await page.locator('input[data-time]:checked').getAttribute('data-time'), time, 'the chosen time after signing in');

  await booking.reserveButton.click();
  await booking.countdown.waitFor();
  // Worded as time left: a bare `10:00` under the grid of times read as an appointment hour.
  expect(/^Час утримується ще (\d+ хв \d+ с|\d+ хв|\d+ с)$/.test((await booking.countdown.textContent()) ?? ''), 'the countdown reads as time left');
  await expectAccessible(page);

  // The demo patient's profile fills the form; the consents are the patient's own to give.
  await booking.bookButton.click();
  await page.getByText(text('ua', 'booking.accept.terms.required')).waitFor();
  for (const [key, value] of [
    ['account.field.last_name', 'Демченко'],
    ['account.field.first_name', 'Ірина'],
    ['account.field.birthday', '1988-02-14'],
    ['account.field.phone', '+380 50 000 00 01'],
    ['account.field.email', server.demo.patient],
  ] as const) {
    const field = booking.field(key);
    if (!(await field.inputValue())) await field.fill(value);
  }
  await booking.consent('terms').check();
  await booking.consent('privacy').check();
  await booking.bookButton.click();

  await page.waitForURL((url) => url.pathname === '/patients/created-appointment' && url.searchParams.has('id'));
  const id = new URL(page.url()).searchParams.get('id');
  await page.getByRole('heading', { level: 1, name: text('ua', 'booking.created.title') }).waitFor();
  await page.locator(`[data-created="${id}"]`).waitFor();
  await page.getByText(time).first().waitFor();
  expect((await page.locator(`a[data-ics="${id}"]`).getAttribute('href'))?.endsWith(`/patients/appointments/${id}/ics`), 'the calendar link');
  await expectAccessible(page);

  await page.getByRole('link', { name: text('ua', 'booking.created.all') }).click();
  await page.locator(`article[data-appointment="${id}"]`).waitFor();
  await expectAccessible(page);
});

test('ua: the partner approves, the patient is notified and cancels', async ({ page, context, browser, server }) => {
  await registerThroughApi(context, server, newPatient('approve'));
  const doctor = await findBookableDoctor(page.request, server);
  const appointment = await bookThroughApi(context.request, server, doctor, doctor.cancellable[1]);
  const number = appointment.application_number ?? `#${appointment.id}`;

  // The partner, in a browser of their own.
  const partnerContext = await browser.newContext({ baseURL: server.url, locale: 'uk-UA', viewport: { width: 1280, height: 900 } });
  try {
    const partnerPage = await partnerContext.newPage();
    const partner = new AccountPages(partnerPage, 'ua');
    await partnerPage.goto('/partners/appointments');
    await partner.dialog.waitFor();
    await partner.signIn(await partnerLogin(server, doctor), server.demo.password, 'partners');
    await partnerPage.waitForURL((url) => url.pathname === '/partners/appointments');
    // Narrowed to the visit's doctor and day: tests beside this one book later times with the same partner.
    await partnerPage.goto(partnerVisitsOf(doctor, appointment, 'ua'));
    const row = partnerPage.locator(`tr[data-appointment="${appointment.id}"]`);
    await row.waitFor();
    await expectAccessible(partnerPage);
    await row.getByRole('link', { name: number }).click();
    await partnerPage.getByRole('heading', { level: 1, name: text('ua', 'booking.partner.title', { number }) }).waitFor();
    await partnerPage.locator('[data-event="booked"]').waitFor();
    await expectAccessible(partnerPage);
    await partnerPage.getByRole('button', { name: text('ua', 'booking.partner.approve'), exact: true }).click();
    await partnerPage
      .getByRole('dialog')
      .getByRole('button', { name: text('ua', 'confirm.accept'), exact: true })
      .click();
    await partnerPage.locator('[data-status="approved"]').waitFor();
    await partnerPage.locator('[data-event="approved"]').waitFor();
  } finally {
    await partnerContext.close();
  }

  // The patient sees the news, reads it, and cancels.
  await navigate(page, '/patients/notifications');
  const unreadNav = page.getByRole('navigation').getByRole('link', { name: /\(\d+/ });
  await unreadNav.waitFor();
  const note = page.locator('article[data-notification][data-unread="true"]').first();
  await note.waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: text('ua', 'booking.notifications.read.all'), exact: true }).click();
  await page.locator('article[data-notification][data-unread="true"]').first().waitFor({ state: 'detached' });
  await page
    .getByRole('navigation')
    .getByRole('link', { name: text('ua', 'booking.nav.notifications'), exact: true })
    .waitFor();

  await navigate(page, '/patients/appointment');
  const card = page.locator(`article[data-appointment="${appointment.id}"]`);
  await card.locator('[data-status="approved"]').waitFor();
  await card.getByRole('button', { name: new RegExp(`^${text('ua', 'booking.cancel')}`) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('ua', 'confirm.accept'), exact: true })
    .click();
  await card.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: text('ua', 'booking.appointments.past') }).click();
  await page.locator(`article[data-appointment="${appointment.id}"] [data-status="cancelled"]`).waitFor();
  // The success toast is still on screen: axe checks it too.
  await page.locator('.mantine-Notification-root').first().waitFor();
  await expectAccessible(page);
});

// Alone: the toast lives five seconds, and the confirmation has to open and settle within them.
test(
  'ua: on a phone the appointment tabs look like tabs, and a toast leaves the next confirmation readable',
  { exclusive: true },
  async ({ page, context, server }) => {
    await registerThroughApi(context, server, newPatient('phone'));
    const doctor = await findBookableDoctor(page.request, server);
    const first = await bookThroughApi(context.request, server, doctor, doctor.cancellable[3]);
    const second = await bookThroughApi(context.request, server, doctor, doctor.cancellable[4]);
    await page.setViewportSize({ width: 390, height: 844 });
    await navigate(page, '/patients/appointment');
    await page.locator(`article[data-appointment="${second.id}"]`).waitFor();
    await expectStyledTabs(page);

    // The first cancellation's toast is still up when the second asks for confirmation.
    const cancel = (id: number) =>
      page.locator(`article[data-appointment="${id}"]`).getByRole('button', { name: new RegExp(`^${text('ua', 'booking.cancel')}`) });
    await cancel(first.id).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('ua', 'confirm.accept'), exact: true })
      .click();
    await page.locator(`article[data-appointment="${first.id}"]`).waitFor({ state: 'detached' });
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor();
    await cancel(second.id).click();
    const dialog = page.getByRole('dialog');
    await expectApart(toast, dialog.getByRole('heading').first(), 'the toast and the heading of the confirmation');
    await expectApart(toast, dialog.getByRole('button', { name: text('ua', 'confirm.accept'), exact: true }), "the toast and the confirmation's buttons");
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text('ua', 'confirm.reject'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  },
);

test('ru: booking by keyboard only, prefilled from the profile', async ({ page, context, server }) => {
  const patient = newPatient('keyboard');
  await registerThroughApi(context, server, patient);
  const doctor = await findBookableDoctor(page.request, server);
  const booking = new BookingPage(page, 'ru');
  // The workplace comes from the URL (as a slot chip would give it); everything else is chosen by keys.
  await booking.open(doctor.slug, `?institution_id=${doctor.workplace.institution_id}&service_id=${doctor.service.id}&format=clinic`);
  await waitForHydration(page);
  await expectAccessible(page);

  const focused = (selector: string) => page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector);
  async function tabTo(selector: string, limit = 80) {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await focused(selector)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  await tabTo('input[data-date]');
  const firstDay = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
  const freeDays = await booking.freeDays().count();
  if (freeDays > 1) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((day) => (document.activeElement as HTMLInputElement).value !== day, firstDay);
  }
  await page.keyboard.press('Tab');
  expect(await focused('input[data-time]'), 'Tab goes from the days to the times');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  const time = await page.evaluate(() => (document.activeElement as HTMLInputElement).dataset.time ?? '');
  await page.locator('input[data-time]:checked').waitFor({ state: 'attached' });
  // Screen readers hear the chosen day and time.
  await page.getByRole('status').filter({ hasText: time }).first().waitFor({ state: 'attached' });
  await tabTo('button[data-action="reserve"]');
  await page.keyboard.press('Enter');
  await booking.countdown.waitFor();

  // Registration data is in the form already.
  expectEqual(await booking.field('account.field.last_name').inputValue(), patient.lastName, 'last name from the profile');
  expectEqual(await booking.field('account.field.email').inputValue(), patient.email, 'e-mail from the profile');
  await tabTo('textarea[name="comment"]');
  await page.keyboard.type('Первичный приём');
  await tabTo('input[name="accept_terms"]');
  await page.keyboard.press('Space');
  await tabTo('input[name="accept_privacy"]');
  await page.keyboard.press('Space');
  await tabTo('button[data-action="book"]');
  await page.keyboard.press('Enter');

  await page.waitForURL((url) => url.pathname === localized('ru', '/patients/created-appointment'));
  await page.getByRole('heading', { level: 1, name: text('ru', 'booking.created.title') }).waitFor();
  await page.getByText(time).first().waitFor();
  await expectAccessible(page);
});
