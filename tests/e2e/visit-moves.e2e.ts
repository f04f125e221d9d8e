import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { addDays, CLINIC_TIME_ZONE, zonedInstant } from '../../contracts/zoned-time.ts';
import { appointments, outbox_messages, users } from '../../db/schema/index.ts';
import { clinicToday } from '../../features/schedule/slot-loader.ts';
import { createAppointment, createDoctor, createInstitution, createService, createSpecialization, createTimesheet } from '../support/factories.ts';
import { expect, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi, signInThroughApi } from './support/accounts.ts';
import { localized, text } from './support/booking.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

/**
 * Moving every visit of a range in one action (docs/decisions/309), on phones: the demo partner, in Ukrainian, moves
 * tomorrow's 09:00–12:00 of one doctor from the clinic's page in the cabinet (preview, confirm); the patient whose
 * 10:00 visit it was is told by e-mail with a link to her visit's page, finds the notice on her visit's card in
 * Russian, and picks another free time of the doctor; the partner's page of the move then shows her moved.
 */

const PHONE = { width: 390, height: 844 };

/** A clinic of the demo partner's legal entity with a doctor working there every day 08:00–20:00, of this test alone. */
async function partnersOwnDoctor(server: E2EServer) {
  const { db } = server.database;
  const [entity] = await server.database.rows<{ id: number }>(sql`
    select r.legal_entity_id as id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${server.demo.partner}`);
  const tag = Date.now().toString(36);
  const clinic = await createInstitution(db, {
    legal_entity_id: entity.id,
    status: 'active',
    is_work_without_slots: false,
    name_ua: `Клініка переносу ${tag}`,
    name_ru: `Клиника переноса ${tag}`,
  });
  const specialization = await createSpecialization(db);
  const doctor = await createDoctor(db, { institution: clinic, specialization, status: 'active' });
  const service = await createService(db, { doctor, specialization_id: specialization.id, duration: 30, is_default: true, format: 'offline' });
  await createTimesheet(db, { doctor, institution: clinic, weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => [day, '08:00', '20:00']), slot_duration: 30 });
  return { clinic, specialization, doctor, service };
}

/** Nothing sticks out sideways: the page scrolls only up and down. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll <= width, `page is ${scroll}px wide in a ${width}px window`);
}

test('phone: a partner (ua) moves a doctor’s morning; the patient (ru) picks another time from her visit’s page; the partner sees her moved', async ({
  page,
  browser,
  server,
}) => {
  const { db } = server.database;
  const ua = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) => text('ua', key, params);
  const ru = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) => text('ru', key, params);
  const { clinic, specialization, doctor, service } = await partnersOwnDoctor(server);
  const day = addDays(clinicToday(Date.now()), 1);
  const patientContext = await browser.newContext({ baseURL: server.url, viewport: PHONE });
  try {
    // Her visit tomorrow at 10:00.
    const patient = newPatient('visit-move-ru');
    await registerThroughApi(patientContext, server, patient);
    const [her] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${patient.email.toLowerCase()}`);
    const lastName = `Переносна${Date.now().toString(36)}`;
    const visit = await createAppointment(db, {
      doctor,
      start_at: new Date(zonedInstant(day, 10 * 60, CLINIC_TIME_ZONE)),
      institution_id: clinic.id,
      city_id: clinic.city_id,
      service_id: service.id,
      specialization_id: specialization.id,
      format: 'clinic',
      patient_id: her.id,
      patient_email: patient.email,
      patient_last_name: lastName,
      booked_at: new Date(),
      locale: 'ru',
    });

    // The partner, on a phone, from the clinic's page: the doctor, tomorrow 09:00–12:00, a note; the preview names her.
    await signInThroughApi(page.context(), server, 'partners');
    await page.setViewportSize(PHONE);
    await navigate(page, `/partners/medical-institutions/${clinic.id}`);
    await page.locator('[data-action="visit-move-open"]').click();
    await page.waitForURL((url) => url.pathname === '/partners/visit-moves' && url.searchParams.get('institution') === String(clinic.id));
    await page.getByRole('heading', { level: 1, name: ua('visit.move.title') }).waitFor();
    // A field by its label, whether or not the label carries the required mark.
    const field = (label: string) => page.locator('form').getByLabel(new RegExp(`^${label}( \\*)?$`));
    const doctorField = field(ua('visit.move.field.doctor'));
    await doctorField.locator(`option[value="${doctor.id}"]`).waitFor({ state: 'attached' });
    await doctorField.selectOption(String(doctor.id));
    await field(ua('visit.move.field.day')).fill(day);
    await field(ua('visit.move.field.from')).fill('09:00');
    await field(ua('visit.move.field.to')).fill('12:00');
    const note = 'Відключення світла, вибачте за незручності';
    await field(ua('visit.move.field.note')).fill(note);
    await page.locator('[data-action="move-preview"]').click();
    await page.locator(`[data-preview-visit="${visit.id}"]`, { hasText: lastName }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: ua('visit.move.submit.one', { n: 1 }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ua('confirm.accept'), exact: true })
      .click();
    await page.waitForURL((url) => /^\/partners\/visit-moves\/\d+$/.test(url.pathname));
    const item = page.locator(`[data-move-item="${visit.id}"]`);
    await item.locator('[data-move-state="waiting"], [data-move-state="offered"]').waitFor();
    await page.getByText(ua('visit.move.answered.count', { answered: 0, total: 1 }), { exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // She is told by e-mail, in her language, with her visit's page.
    const [email] = await db
      .select()
      .from(outbox_messages)
      .where(sql`${outbox_messages.channel} = 'email' and ${outbox_messages.recipient} = ${patient.email}`)
      .orderBy(sql`${outbox_messages.id} desc`)
      .limit(1);
    expect(email?.body.includes(`/ru/patients/visit-moves/${visit.id}`), 'the e-mail links her visit’s page');

    // Her visit's card (in Russian) sends her to the page; she picks another free time of the doctor.
    const patientPage = await patientContext.newPage();
    await navigate(patientPage, localized('ru', '/patients/appointment'));
    const card = patientPage.locator(`[data-appointment="${visit.id}"]`);
    await card.getByText(ru('visit.move.notice')).waitFor();
    await card.locator('[data-action="visit-move"]').click();
    await patientPage.waitForURL((url) => url.pathname === localized('ru', `/patients/visit-moves/${visit.id}`));
    await patientPage.getByRole('heading', { level: 1, name: ru('visit.move.patient.title') }).waitFor();
    await patientPage.getByText(note).waitFor();
    const free = patientPage.locator('[data-free-time]').first();
    await free.waitFor();
    const start = (await free.getAttribute('data-free-time'))!;
    await expectNoSidewaysScroll(patientPage);
    await expectAccessible(patientPage);
    await free.click();
    await patientPage
      .getByRole('dialog')
      .getByRole('button', { name: ru('confirm.accept'), exact: true })
      .click();
    await patientPage.locator('[data-move-outcome="moved"]').waitFor();
    await expectEventually(
      async () => (await db.select({ start: appointments.start_at }).from(appointments).where(eq(appointments.id, visit.id)))[0].start.toISOString(),
      new Date(start).toISOString(),
      'her visit at the time she picked',
    );

    // The partner's page shows her answer.
    await page.locator('[data-action="move-refresh"]').click();
    await item.locator('[data-move-state="moved"]').waitFor();
    await page.getByText(ua('visit.move.answered.count', { answered: 1, total: 1 }), { exact: true }).waitFor();
  } finally {
    await patientContext.close();
  }
});
