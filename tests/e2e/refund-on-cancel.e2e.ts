import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatKopecks } from '../../contracts/numbers.ts';
import { REFUND_BANKING_DAYS } from '../../contracts/payments.ts';
import { doctors } from '../../db/schema/index.ts';
import { createAppointment } from '../support/factories.ts';
import { test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { navigate, waitForHydration } from './support/navigation.ts';
import { signInDemoPatient, startCheckout } from './support/payments.ts';

// Docs/decisions/181: a paid visit cancelled on a phone says what comes back, then shows the refund.
test('a patient cancels a visit paid in the sandbox and sees the refund in the dialog, the card and the history (ru, 390 px)', async ({
  page,
  context,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pages = new AccountPages(page, 'ru');
  const patientId = await signInDemoPatient(context, server);
  const [doctor] = await server.database.db.select().from(doctors).limit(1);
  // Soon enough to be among the first upcoming visits, late enough to be cancellable; a time nobody else holds.
  const start_at = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + (48 + randomInt(0, 400) * 0.5) * 3_600_000);
  const number = `VZ-E2E-RF-${randomInt(100_000, 999_999)}`;
  const appointment = await createAppointment(server.database.db, {
    doctor,
    start_at,
    patient_id: patientId,
    cost: 70_000,
    application_number: number,
    booked_at: new Date(),
  });

  // Pay as <PayButton> does: start the checkout, post the signed form to the sandbox page, press "Pay".
  await navigate(page, pages.path('/patients/payment-history'));
  const checkout = await startCheckout(page, context, server, appointment.id, 'ru');
  await page.waitForURL((url) => url.pathname === pages.path(`/payments/sandbox/${checkout.order_id}`));
  await waitForHydration(page);
  await pages.button('payments.sandbox.pay').click();
  await page.waitForURL((url) => url.pathname === pages.path('/patients/appointment') && url.searchParams.get('payment') === 'paid');

  await navigate(page, pages.path('/patients/appointment'));
  const card = page.locator(`article[data-appointment="${appointment.id}"]`);
  await card.locator('[data-payment="paid"]').waitFor();
  await card.getByRole('button', { name: pages.text('booking.cancel.label', { title: await card.getAttribute('aria-label').then(String) }) }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByText(pages.text('booking.cancel.refund', { amount: formatKopecks(70_000), days: REFUND_BANKING_DAYS }), { exact: true }).waitFor();
  await pages.button('confirm.accept', dialog).click();
  await pages.toast('booking.cancel.done.refund').waitFor();

  // The cancelled visit is among the past ones, its money on the way back or back already.
  await navigate(page, `${pages.path('/patients/appointment')}?scope=past`);
  const past = page.locator(`article[data-appointment="${appointment.id}"]`);
  await past.locator('[data-payment="refund_pending"], [data-payment="refunded"]').waitFor();
  const badge = await past.locator('[data-payment]').last().innerText();
  if (!badge.includes(pages.text('booking.payment.refund_pending')) && !badge.includes(pages.text('booking.payment.refunded'))) {
    throw new Error(`the card reads "${badge}" instead of a refund`);
  }

  await navigate(page, pages.path('/patients/payment-history'));
  // Newest first: this payment heads the list (its card names the doctor and the time, not the number).
  const item = page
    .getByRole('listitem')
    .filter({ hasText: formatKopecks(70_000) })
    .first();
  await item
    .getByText(new RegExp(`^(${pages.text('payments.status.refund_pending')}|${pages.text('payments.status.reversed')})$`))
    .first()
    .waitFor();

  const [state] = await server.database.rows<{ payment_status: string }>(sql`select payment_status from appointments where id = ${appointment.id}`);
  if (!['refund_pending', 'refunded'].includes(state.payment_status)) throw new Error(`payment status ${state.payment_status}`);
});
