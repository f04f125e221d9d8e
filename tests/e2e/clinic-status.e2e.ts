import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { Locale } from '../../app/i18n/locale.ts';
import { formatClinicClock } from '../../app/components/booking/format.ts';
import { clinic_live_status, users } from '../../db/schema/index.ts';
import { createAppointment, createDoctor, createInstitution } from '../support/factories.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi, signInThroughApi } from './support/accounts.ts';
import { localized, text } from './support/booking.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

/**
 * A clinic's status right now (docs/decisions/306), on a phone, in both languages: the demo partner says from the
 * clinic's page in the cabinet that reception is paused (everyone is in the shelter) with a note, until tomorrow
 * evening; a patient with a visit there sees it on her visit's card, and the clinic's public page shows it; the
 * partner clears it and the clinic page no longer does. The clinic is the test's own, of the partner's legal entity.
 */

const PHONE = { width: 390, height: 844 };

/** A clinic of the demo partner's legal entity, with a doctor, of this test alone. */
async function partnersOwnClinic(server: E2EServer, locale: Locale) {
  const { db } = server.database;
  const [entity] = await server.database.rows<{ id: number }>(sql`
    select r.legal_entity_id as id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${server.demo.partner}`);
  const tag = `${locale}-${Date.now().toString(36)}`;
  const clinic = await createInstitution(db, {
    legal_entity_id: entity.id,
    status: 'active',
    name_ua: `Клініка статусу ${tag}`,
    name_ru: `Клиника статуса ${tag}`,
  });
  const doctor = await createDoctor(db, { institution: clinic });
  return { clinic, doctor };
}

/** Nothing sticks out sideways: the page scrolls only up and down. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll <= width, `page is ${scroll}px wide in a ${width}px window`);
}

for (const locale of ['ua', 'ru'] as const) {
  test(`${locale}, phone: a partner says reception is paused (in the shelter) with a note; the patient's visit card and the clinic page show it until it is cleared`, async ({
    page,
    browser,
    server,
  }) => {
    const { db } = server.database;
    const t = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) => text(locale, key, params);
    const { clinic, doctor } = await partnersOwnClinic(server, locale);
    const patientContext = await browser.newContext({ baseURL: server.url, viewport: PHONE });
    try {
      // Her coming visit at that clinic.
      const patient = newPatient(`clinic-status-${locale}`);
      await registerThroughApi(patientContext, server, patient);
      const [her] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${patient.email.toLowerCase()}`);
      const visit = await createAppointment(db, {
        doctor,
        start_at: new Date(Date.now() + 2 * 24 * 3_600_000),
        institution_id: clinic.id,
        city_id: clinic.city_id,
        format: 'clinic',
        patient_id: her.id,
        patient_email: patient.email,
        booked_at: new Date(),
        locale,
      });

      // The partner, on a phone, on the clinic's page in the cabinet: the panel is at the top.
      await signInThroughApi(page.context(), server, 'partners');
      await page.setViewportSize(PHONE);
      await navigate(page, localized(locale, `/partners/medical-institutions/${clinic.id}`));
      await page.getByRole('heading', { level: 2, name: t('partner.clinic_status.title') }).waitFor();
      const panel = page.locator('[data-clinic-status-panel]');
      await panel.locator('[data-current-status="none"]').waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      const note = locale === 'ua' ? 'Тривога: усі в укритті, повернемося одразу після відбою' : 'Тревога: все в укрытии, вернёмся сразу после отбоя';
      await panel.getByRole('radio', { name: t('clinic.status.paused') }).check();
      await panel.getByLabel(t('partner.clinic_status.note')).fill(note);
      await panel.getByLabel(t('partner.clinic_status.until')).selectOption('tomorrow');
      await panel.getByLabel(t('partner.clinic_status.until.time')).fill('20:00');
      await panel.getByRole('button', { name: t('partner.clinic_status.save') }).click();
      await panel.locator('[data-current-status="paused"]').waitFor();
      const [stored] = await db.select().from(clinic_live_status).where(eq(clinic_live_status.institution_id, clinic.id));
      expectEqual(JSON.stringify([stored?.status, stored?.note]), JSON.stringify(['paused', note]), 'the stored status');
      expect(stored.until && stored.until.getTime() > Date.now() + 3_600_000, 'an end tomorrow evening');
      const until = t('clinic.status.until', { time: formatClinicClock(stored.until!.toISOString()) });
      await panel.getByText(until).waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      // Her visit's card says it, with the note and the end.
      const patientPage = await patientContext.newPage();
      await navigate(patientPage, localized(locale, '/patients/appointment'));
      const card = patientPage.locator(`[data-appointment="${visit.id}"]`);
      await card.locator('[data-clinic-status="paused"]', { hasText: t('clinic.status.paused') }).waitFor();
      expectEqual(await card.locator('[data-clinic-status-note]').textContent(), note, 'the note on her visit card');
      await card.getByText(until).waitFor();
      await expectNoSidewaysScroll(patientPage);
      await expectAccessible(patientPage);

      // So does the clinic's page, under its name.
      await navigate(patientPage, localized(locale, `/clinic/${clinic.slug}`));
      const notice = patientPage.locator('header [data-clinic-status-notice="paused"]');
      await notice.getByText(t('clinic.status.paused')).waitFor();
      expectEqual(await notice.locator('[data-clinic-status-note]').textContent(), note, 'the note on the clinic page');
      await expectNoSidewaysScroll(patientPage);
      await expectAccessible(patientPage);

      // The partner clears it: gone from the cabinet and from the clinic's page.
      await panel.getByRole('button', { name: t('partner.clinic_status.clear') }).click();
      await panel.locator('[data-current-status="none"]').waitFor();
      await expectEventually(
        async () => (await db.select().from(clinic_live_status).where(eq(clinic_live_status.institution_id, clinic.id))).length,
        0,
        'the status cleared',
      );
      await navigate(patientPage, localized(locale, `/clinic/${clinic.slug}`));
      await patientPage.getByRole('heading', { level: 1, name: locale === 'ru' ? clinic.name_ru : clinic.name_ua }).waitFor();
      expectEqual(await patientPage.locator('[data-clinic-status-notice], [data-clinic-status]').count(), 0, 'status marks on the clinic page after clearing');
    } finally {
      await db.delete(clinic_live_status).where(eq(clinic_live_status.institution_id, clinic.id));
      await patientContext.close();
    }
  });
}
