import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { doctors } from '../../db/schema/index.ts';
import { createAppointment } from '../support/factories.ts';
import { expect, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { navigate, waitForHydration } from './support/navigation.ts';
import { signInDemoPatient } from './support/payments.ts';

/**
 * The cabinet's dialogs cover the page: their body is as opaque as their title bar, so the question a patient
 * confirms is never printed over the cards beneath it (docs/decisions/180).
 */
async function expectOpaque(page: Page, what: string) {
  const dialog = page.locator('.mantine-Modal-content');
  const body = dialog.locator('.mantine-Modal-body');
  await body.waitFor();
  const background = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
  const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(background)?.[1];
  expect(background !== 'transparent' && (alpha === undefined || Number(alpha) === 1), `${what}: the dialog's body has a solid background (got ${background})`);
  // Whatever is drawn in the middle of the dialog's body belongs to the dialog, not to a card under it.
  const box = await body.boundingBox();
  if (!box) throw new Error(`${what}: the dialog's body has no box`);
  const inside = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.mantine-Modal-content')), {
    x: box.x + box.width / 2,
    y: box.y + Math.min(box.height - 2, 40),
  });
  expect(inside, `${what}: the middle of the dialog is the dialog`);
}

test('ru, phone: the cancel and reschedule dialogs in "Мои записи" are opaque', async ({ page, context, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pages = new AccountPages(page, 'ru');
  const patientId = await signInDemoPatient(context, server);
  // A visit with a service at a clinic, so that the card offers a reschedule as well as a cancel.
  const [place] = await server.database.rows<{ doctor_id: number; service_id: number; institution_id: number }>(sql`
    select s.doctor_id, s.id as service_id, w.institution_id
    from doctor_services s join doctor_workplaces w on w.doctor_id = s.doctor_id
    where s.format <> 'online' order by s.id limit 1`);
  const [doctor] = await server.database.db.select().from(doctors).where(eq(doctors.id, place.doctor_id));
  const start_at = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + (72 + randomInt(0, 400) * 0.5) * 3_600_000);
  const appointment = await createAppointment(server.database.db, {
    doctor,
    start_at,
    patient_id: patientId,
    service_id: place.service_id,
    institution_id: place.institution_id,
    application_number: `VZ-E2E-DLG-${randomInt(100_000, 999_999)}`,
    booked_at: new Date(),
  });

  await navigate(page, pages.path('/patients/appointment'));
  await waitForHydration(page);
  const card = page.locator(`article[data-appointment="${appointment.id}"]`);
  const title = String(await card.getAttribute('aria-label'));

  await card.getByRole('button', { name: pages.text('booking.cancel.label', { title }) }).click();
  const cancel = page.getByRole('dialog');
  await expectOpaque(page, 'cancel');
  await page.keyboard.press('Escape');
  await cancel.waitFor({ state: 'detached' });

  await card.getByRole('button', { name: pages.text('booking.reschedule.label', { title }) }).click();
  await expectOpaque(page, 'reschedule');
});
