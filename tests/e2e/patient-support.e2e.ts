import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { formatPhone } from '../../contracts/phone.ts';
import { WALK_LOCALES, expect, expectEqual, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi, visitorAddress } from './support/accounts.ts';
import { localized, text } from './support/booking.ts';
import { navigate } from './support/navigation.ts';
import { signInDemoPatient } from './support/payments.ts';

/** Support and the ambulance call in the patient cabinet, and the header's 103 link on phones (docs/decisions/232–233). */

const PHONE = { width: 320, height: 720 };

/** Boxes shorter or narrower than a 44 px target, by their text. */
const smallTargets = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(({ element, box }) => `"${(element.textContent ?? '').trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`),
  );

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const locale of WALK_LOCALES) {
  test(
    `${locale}, phone: the demo patient reads the answer to her request, writes to support with her profile's contacts, and asks for an ambulance`,
    { locks: ['demo patient'] },
    async ({ page, context, server }) => {
      await page.setViewportSize(PHONE);
      // Her own address, so the public forms' per-address limits count her apart from other tests.
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
      const patientId = await signInDemoPatient(context, server);
      const [profile] = await server.database.rows<{ first_name: string | null; last_name: string | null; email: string; phone: string }>(
        sql`select first_name, last_name, email, phone from users where id = ${patientId}`,
      );

      await navigate(page, localized(locale, '/patients/support'));
      await page.getByRole('heading', { level: 1, name: text(locale, 'patient-support.title') }).waitFor();
      // One call to 103 on a phone, the header's (docs/decisions/268); the strip keeps the request; 44 px targets,
      // and the page fits the phone.
      const headerCall = page.locator('header a[href="tel:103"]');
      expectEqual(await headerCall.getAttribute('aria-label'), text(locale, 'ambulance.header.call'), 'the header link is named for screen readers');
      expect(await headerCall.isVisible(), 'the header shows 103 on a phone');
      const strip = page.getByRole('region', { name: text(locale, 'patient-support.ambulance.region') });
      expect(
        !(await strip.getByRole('link', { name: text(locale, 'patient-support.ambulance.call') }).isVisible()),
        'the strip does not repeat the call on a phone',
      );
      expectEqual(await page.locator('a[href="tel:103"]:visible').count(), 1, 'one visible call to 103 on a phone');
      expectEqual(
        (await smallTargets(page, `header a[href="tel:103"], header a[aria-label="${text(locale, 'header.home')}"], [data-ambulance-bar] a`)).join('; '),
        '',
        'the 103 links and the logo under 44 px',
      );
      expect(!(await overflows(page)), 'the support page fits 320 px');

      // The demo request answered by staff, completed; the newest first.
      const answered = page.locator('article[data-status="completed"]').filter({ hasText: 'Оплата надійшла' });
      await answered.waitFor();
      expect((await answered.innerText()).includes(text(locale, 'handbook.support_statuses.completed')), 'the status reads completed');
      expect(await answered.getByRole('heading', { name: text(locale, 'patient-support.answer') }).isVisible(), 'the answer is headed');

      // A new request: her name, e-mail and phone are already there; the request joins her list at the top.
      const form = page.locator('form[aria-labelledby="support-form-title"]');
      expectEqual(
        await form.getByLabel(text(locale, 'content.form.name')).inputValue(),
        [profile.first_name, profile.last_name].filter(Boolean).join(' '),
        'name from the profile',
      );
      expectEqual(await form.getByLabel(text(locale, 'content.form.email')).inputValue(), profile.email, 'e-mail from the profile');
      expectEqual(await form.getByLabel(text(locale, 'content.form.phone')).inputValue(), formatPhone(profile.phone), 'phone from the profile');
      await expectAccessible(page);
      const message = `${locale}: не бачу свій запис у кабінеті ${Date.now()}`;
      await form.getByLabel(text(locale, 'content.support.topic')).selectOption('appointment_question');
      await form.getByLabel(text(locale, 'content.support.message')).fill(message);
      await form.getByRole('button', { name: text(locale, 'content.support.submit') }).click();
      await form.getByRole('status').waitFor();
      const newest = page.locator('[data-support-request]').first();
      await newest.filter({ hasText: message }).waitFor();
      expectEqual(await newest.getAttribute('data-status'), 'new', 'the new request is new');
      const [stored] = await server.database.rows<{ user_id: number | null; locale: string }>(
        sql`select user_id, locale from support_requests where message = ${message}`,
      );
      expectEqual(Number(stored.user_id), patientId, 'the request is linked to her account');
      expectEqual(stored.locale, locale, 'in the language she wrote in');

      // The ambulance request from the strip: her name and phone filled in, staff get it linked to her.
      await strip.getByRole('link', { name: text(locale, 'patient-support.ambulance.request') }).click();
      await page.getByRole('heading', { level: 1, name: text(locale, 'patient-support.ambulance.title') }).waitFor();
      const emergency = page.locator('form[aria-labelledby="emergency-form-title"]');
      expectEqual(await emergency.getByLabel(text(locale, 'content.form.phone')).inputValue(), formatPhone(profile.phone), 'phone from the profile');
      const comment = `${locale}: висока температура ${Date.now()}`;
      await emergency.getByLabel(text(locale, 'content.emergency.comment')).fill(comment);
      expect(!(await overflows(page)), 'the ambulance page fits 320 px');
      await expectAccessible(page);
      await emergency.getByRole('button', { name: text(locale, 'content.emergency.submit') }).click();
      await emergency.getByRole('status').filter({ hasText: '103' }).waitFor();
      const [call] = await server.database.rows<{ user_id: number | null; status: string }>(
        sql`select user_id, status from emergency_requests where comment = ${comment}`,
      );
      expectEqual(Number(call.user_id), patientId, 'the ambulance request is linked to her account');
      expectEqual(call.status, 'new', 'staff see it as new');
      // Her requests are listed below the form with their statuses, the new one first (docs/decisions/267).
      const newestCall = page.locator('[data-emergency-request]').first();
      await newestCall.filter({ hasText: comment }).waitFor();
      expectEqual(await newestCall.getAttribute('data-status'), 'new', 'the new ambulance request is new');
      expect((await newestCall.innerText()).includes(text(locale, 'handbook.support_statuses.new')), 'its status is read out');
      await page.locator('[data-emergency-request][data-status="completed"]').first().waitFor();
      expect(!(await overflows(page)), 'the ambulance page with the list fits 320 px');
      await expectAccessible(page);

      // On a desktop the header has no 103 button: the strip's call is the one.
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await strip.getByRole('link', { name: text(locale, 'patient-support.ambulance.call') }).isVisible(), 'the strip calls 103 on a desktop');
      expectEqual(await page.locator('a[href="tel:103"]:visible').count(), 1, 'one visible call to 103 on a desktop');
    },
  );
}

test('ua: a new patient sees the empty state, and a failed load offers a retry that works', async ({ page, context, server }) => {
  await registerThroughApi(context, server, newPatient('support'));
  let failing = true;
  await page.route('**/api/v1/patients/support-requests', async (route) => {
    if (failing) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) });
    else await route.continue();
  });
  await navigate(page, '/patients/support');
  await page
    .getByRole('alert')
    .filter({ hasText: text('ua', 'cabinet.load.failed') })
    .waitFor();
  failing = false;
  await page.getByRole('button', { name: text('ua', 'cabinet.retry') }).click();
  await page.getByText(text('ua', 'patient-support.empty')).waitFor();
  await expectAccessible(page);
});
