import { eq, sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { doctor_services, doctors } from '../../db/schema/index.ts';
import { createService } from '../support/factories.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { BookingPage, findBookableDoctor, localized, text } from './support/booking.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/**
 * A free visit under the state programme (docs/decisions/307), on a phone, in both languages: the doctor's profile
 * and the booking page read "free by referral" instead of a price; the booking form asks for the electronic
 * referral, says under the field what is wrong with a missing or malformed number, takes one typed in lower case
 * without dashes, and the visit shows the number, normalised, and offers no payment.
 */

const PHONE = { width: 390, height: 844 };

/** The texts the field's `aria-describedby` points at: its hint and, once there is one, its error. */
async function describedBy(page: Page, field: Locator): Promise<string[]> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  return Promise.all(ids.map(async (id) => (await page.locator(`[id="${id}"]`).innerText()).trim()));
}

for (const locale of ['ua', 'ru'] as const) {
  test(`${locale}, phone: a patient books a free visit with an electronic referral; a malformed number is refused under the field`, async ({
    page,
    context,
    server,
  }) => {
    const { db } = server.database;
    await page.setViewportSize(PHONE);
    await registerThroughApi(context, server, newPatient(`nszu-${locale}`));
    const doctor = await findBookableDoctor(page.request, server);
    const [row] = await db.select().from(doctors).where(eq(doctors.id, doctor.id));
    const [main] = await server.database.rows<{ id: number }>(
      sql`select specialization_id as id from doctor_specializations where doctor_id = ${doctor.id} order by is_main desc limit 1`,
    );
    const nszuLinked = async () =>
      (
        await server.database.rows<{ yes: boolean }>(sql`
          select exists (select 1 from doctor_feature_links fl join doctor_features f on f.id = fl.feature_id
            where fl.doctor_id = ${doctor.id} and f.code = 'nszu') as yes`)
      )[0].yes;
    const linkedBefore = await nszuLinked();
    const names = { ua: 'Консультація за електронним направленням', ru: 'Консультация по электронному направлению' };
    const free = await createService(db, {
      doctor: row,
      specialization_id: doctor.service.specialization_id ?? main.id,
      name_ua: names.ua,
      name_ru: names.ru,
      duration: doctor.service.duration,
      cost: 50_000,
      is_default: false,
      format: 'offline',
      is_nszu_free: true,
    });
    await db.update(doctors).set({ accepts_declarations: true }).where(eq(doctors.id, doctor.id));
    const t = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) => text(locale, key, params);
    try {
      // The profile: the service reads free by referral, and the doctor takes new declarations.
      await navigate(page, localized(locale, `/doctor/${doctor.slug}`));
      const listed = page.locator('#services li', { hasText: names[locale] });
      expectEqual((await listed.locator('[data-nszu]').innerText()).trim(), t('booking.price.nszu'), 'the profile reads the service as free by referral');
      expectEqual(
        (await page.locator('[data-declarations]').innerText()).trim(),
        t('catalog.profile.declarations.open'),
        'the profile says he takes declarations',
      );

      // The booking page: the same words instead of a price.
      const booking = new BookingPage(page, locale);
      await booking.open(doctor.slug, `?service_id=${free.id}&institution_id=${doctor.workplace.institution_id}`);
      await waitForHydration(page);
      const card = booking.step('booking.step.service').locator('label', { has: page.locator(`input[value="${free.id}"]`) });
      expectEqual((await card.locator('[data-nszu]').innerText()).trim(), t('booking.price.nszu'), 'the service reads free by referral');
      await booking.choose({ ...doctor, service: { ...doctor.service, id: free.id } });
      await page.waitForURL((url) => url.searchParams.has('start'));
      await booking.reserveButton.click();
      await booking.countdown.waitFor();
      await page.locator('[data-step="hold"] p', { hasText: t('booking.price.nszu') }).waitFor();

      // The referral is asked for; missing or malformed, the form says so under the field and stays.
      const referral = booking.field('booking.referral.label');
      expectEqual(await referral.getAttribute('autocomplete'), 'off', 'the browser offers nothing of its own to fill it');
      expect((await describedBy(page, referral)).includes(t('booking.referral.hint')), 'the hint describes the field');
      await booking.consent('terms').check();
      await booking.consent('privacy').check();
      await booking.bookButton.click();
      await expectEventually(async () => (await describedBy(page, referral)).includes(t('booking.referral.required')), true, 'a missing number is named');
      await referral.fill('1111-2222-333');
      await booking.bookButton.click();
      await expectEventually(async () => (await describedBy(page, referral)).includes(t('booking.referral.invalid')), true, 'a malformed number is named');
      expectEqual(await referral.getAttribute('aria-invalid'), 'true', 'the field is marked invalid');
      await expectEventually(() => referral.evaluate((element) => element === document.activeElement), true, 'the field in error has the focus');
      await expectAccessible(page);
      expect(page.url().includes('/appointment'), 'still on the booking page');

      // Typed in lower case without dashes, it is taken and stored as eHealth writes it.
      await referral.fill('ab12cd34ef567890');
      await booking.bookButton.click();
      await page.waitForURL((url) => url.pathname === localized(locale, '/patients/created-appointment'));
      const id = Number(new URL(page.url()).searchParams.get('id'));
      await page.locator(`[data-created="${id}"]`).waitFor();
      expectEqual((await page.locator('[data-referral]').innerText()).trim(), 'AB12-CD34-EF56-7890', 'the visit shows its referral');
      await page.getByText(t('booking.price.nszu'), { exact: true }).waitFor();
      expectEqual(await page.locator('[data-pay], [data-payment]').count(), 0, 'nothing to pay');
      await expectAccessible(page);

      // Her list of visits shows it too.
      await navigate(page, localized(locale, '/patients/appointment'));
      const visit = page.locator(`article[data-appointment="${id}"]`);
      await visit.waitFor();
      expectEqual((await visit.locator('[data-referral]').innerText()).trim(), 'AB12-CD34-EF56-7890', 'the card shows the referral');
      expectEqual(await visit.locator('[data-pay]').count(), 0, 'no payment on the card');
    } finally {
      // Later tests find this doctor as he was: his own services, and under НСЗУ only if he was before.
      await db.update(doctor_services).set({ deleted_at: new Date() }).where(eq(doctor_services.id, free.id));
      if (!linkedBefore)
        await server.database.rows(sql`
          delete from doctor_feature_links where doctor_id = ${doctor.id} and feature_id in (select id from doctor_features where code = 'nszu')`);
      await db.update(doctors).set({ accepts_declarations: row.accepts_declarations }).where(eq(doctors.id, doctor.id));
    }
  });
}
