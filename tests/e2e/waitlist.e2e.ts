import type { APIRequestContext, Locator, Page } from 'playwright-core';
import type { Locale } from '../../app/i18n/locale.ts';
import { clinicToday } from '../../app/components/booking/format.ts';
import { addDays } from '../../app/components/waitlist/when-values.ts';
import type { TWaitlistRequest } from '../../contracts/waitlist.ts';
import { expect, expectEqual, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { BookingPage, findBookableDoctor, localized, text } from './support/booking.ts';
import { waitForHydration } from './support/navigation.ts';

/**
 * The waitlist's request (docs/decisions/303), on a phone: a visitor on a doctor's booking page asks for an earlier
 * time, signs in on the way, sends the form, finds the request in her cabinet, changes its days and hours, and
 * leaves the list. The offer that a freed time brings is walked elsewhere. The request stays with "this doctor",
 * whose times the test has claimed: a wider reach could catch a time another test frees and hold it from them.
 */

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };

/** No sideways scroll; when there is, the elements reaching past the right edge are named. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  // Runs in the page: no named helpers in here (the page lacks the `__name` the test's compiler adds).
  const { scroll, width, past } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
    past: [...document.body.querySelectorAll('*')]
      .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-5)
      .map((node) => `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> "${(node.textContent ?? '').trim().slice(0, 40)}"`),
  }));
  expect(scroll <= width, `${what} at ${width} px: the page scrolls sideways (${scroll} px wide): ${past.join('; ')}`);
}

/** Each width the screen must fit: the phone of the walk and the narrowest one still sold. */
async function expectFitsPhones(page: Page, what: string): Promise<void> {
  for (const viewport of [SMALL_PHONE, PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page, what);
  }
}

async function myRequests(request: APIRequestContext, locale: Locale): Promise<TWaitlistRequest[]> {
  const answer = await request.get('/api/v1/patients/waitlist', { headers: { accept: 'application/json', 'accept-language': locale } });
  expectEqual(answer.status(), 200, 'status of her waitlist');
  return ((await answer.json()) as { data: TWaitlistRequest[] }).data;
}

async function closeToast(page: Page, locale: Locale, words: string): Promise<void> {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: words });
  await toast.getByRole('button', { name: text(locale, 'toast.close') }).click();
  await toast.waitFor({ state: 'detached' });
}

const confirm = (page: Page, locale: Locale): Locator => page.getByRole('dialog').getByRole('button', { name: text(locale, 'confirm.accept'), exact: true });

for (const locale of ['ua', 'ru'] as const) {
  test(`${locale}: on a phone a patient asks for an earlier time, changes the request and leaves the list`, async ({ page, context, server }) => {
    const patient = newPatient(`waitlist-${locale}`);
    await registerThroughApi(context, server, patient, { signedIn: false });
    const doctor = await findBookableDoctor(page.request, server);
    await page.setViewportSize(PHONE);

    // The booking page offers the waitlist under the times; a visitor signs in on the way to it.
    const booking = new BookingPage(page, locale);
    await booking.open(doctor.slug, `?institution_id=${doctor.workplace.institution_id}&service_id=${doctor.service.id}&format=clinic`);
    await waitForHydration(page);
    const entry = page.getByRole('link', { name: text(locale, 'waitlist.entry.booking'), exact: true });
    await entry.waitFor();
    await expectFitsPhones(page, 'the booking page');
    await entry.click();
    const accounts = new AccountPages(page, locale);
    await accounts.dialog.waitFor();
    await accounts.signIn(patient.email, patient.password);

    await page.waitForURL((url) => url.pathname === localized(locale, '/patients/waitlist/new') && url.searchParams.get('doctor') === String(doctor.id));
    const form = page.locator('form[data-waitlist-form]');
    await form.waitFor();
    await page.getByRole('heading', { level: 1, name: text(locale, 'waitlist.new.title') }).waitFor();
    // The booking page's choice came along; her profile fills the patient's fields.
    const service = accounts.field('waitlist.form.service', form);
    await page.waitForFunction((id) => document.querySelector<HTMLSelectElement>('select[name="service_id"]')?.value === id, String(doctor.service.id));
    expectEqual(await service.inputValue(), String(doctor.service.id), 'the service chosen on the booking page');
    expectEqual(
      await accounts.field('waitlist.form.clinic', form).inputValue(),
      String(doctor.workplace.institution_id),
      'the clinic chosen on the booking page',
    );
    await page.waitForFunction((email) => document.querySelector<HTMLInputElement>('input[name="email"]')?.value === email, patient.email);
    expectEqual(await accounts.field('account.field.last_name', form).inputValue(), patient.lastName, 'last name from the profile');
    const weekdays = form.getByRole('group', { name: text(locale, 'waitlist.form.weekdays'), exact: true });
    expectEqual(await weekdays.getByRole('checkbox', { checked: true }).count(), 7, 'every weekday by default');
    await expectFitsPhones(page, 'the request form');
    await expectAccessible(page);

    // Without the consents the form says what is missing, next to them.
    await accounts.button('waitlist.form.submit', form).click();
    await form.getByText(text(locale, 'booking.accept.terms.required')).waitFor();
    await form.locator('input[name="accept_terms"]').check();
    await form.locator('input[name="accept_privacy"]').check();
    await accounts.button('waitlist.form.submit', form).click();

    await page.waitForURL((url) => url.pathname === localized(locale, '/patients/waitlist'));
    await page.getByRole('heading', { level: 1, name: text(locale, 'waitlist.title') }).waitFor();
    const [request] = await myRequests(page.request, locale);
    expect(request, 'the request is kept');
    expectEqual(request.doctor.id, doctor.id, "the request's doctor");
    expectEqual(request.status, 'waiting', "the new request's status");
    const card = page.locator(`article[data-waitlist-request="${request.id}"]`);
    await card.locator('[data-waitlist-status="waiting"]').waitFor();
    await card.getByRole('heading', { level: 2, name: request.doctor.name }).waitFor();
    await card
      .getByText(request.institution?.name ?? '-')
      .first()
      .waitFor();
    await expectFitsPhones(page, 'the waitlist');
    await expectAccessible(page);
    // The toast of the new request lies over the card's buttons on a phone: she closes it.
    await closeToast(page, locale, text(locale, 'waitlist.created'));

    // She cannot come on Sundays nor in the evening, and only this week.
    const until = addDays(clinicToday(), 6);
    await card.getByRole('button', { name: new RegExp(`^${text(locale, 'waitlist.edit')}`) }).click();
    const edit = card.locator(`form[data-waitlist-edit="${request.id}"]`);
    await edit.waitFor();
    await edit.locator('input[name="weekdays"][value="7"]').uncheck();
    await edit.locator('input[name="day_parts"][value="evening"]').uncheck();
    await accounts.field('waitlist.form.date.to', edit).fill(until);
    await expectFitsPhones(page, 'the edit form');
    await expectAccessible(page);
    await accounts.button('waitlist.edit.save', edit).click();
    await edit.waitFor({ state: 'detached' });
    const [changed] = await myRequests(page.request, locale);
    expectEqual(JSON.stringify(changed.weekdays), '[1,2,3,4,5,6]', 'weekdays after the change');
    expectEqual(JSON.stringify(changed.day_parts), '["morning","afternoon"]', 'parts of the day after the change');
    expectEqual(changed.date_to, until, 'the last day after the change');
    expectEqual(changed.queued_at, request.queued_at, 'her place in line after the change');
    await card.getByText(text(locale, 'waitlist.weekdays.every'), { exact: true }).waitFor({ state: 'detached' });

    await closeToast(page, locale, text(locale, 'waitlist.edit.done'));

    // Leaving asks first; the request stays on the list as left.
    await card.getByRole('button', { name: new RegExp(`^${text(locale, 'waitlist.leave')}`) }).click();
    await confirm(page, locale).click();
    await card.locator('[data-waitlist-status="left"]').waitFor();
    expectEqual((await myRequests(page.request, locale))[0]?.status, 'left', 'the status after leaving');
    expectEqual(await card.getByRole('button').count(), 0, 'a request she left offers no actions');
    await expectAccessible(page);
  });
}
