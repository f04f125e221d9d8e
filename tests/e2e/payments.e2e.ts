import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatHryvnias } from '../../contracts/numbers.ts';
import { doctors } from '../../db/schema/index.ts';
import { createAppointment } from '../support/factories.ts';
import { WALK_LOCALES, expectEqual, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate, waitForHydration } from './support/navigation.ts';
import { signInDemoPatient, startCheckout } from './support/payments.ts';
import type { E2EServer } from './support/server.ts';

/** A booked, unpaid 650 UAH appointment of the patient with a demo doctor, at a time nobody else holds. */
async function bookedAppointment(server: E2EServer, patientId: number, tag: string) {
  const [doctor] = await server.database.db.select().from(doctors).limit(1);
  const start_at = new Date(Date.UTC(2032, 0, 5, 7) + randomInt(0, 50_000) * 30 * 60_000);
  const application_number = `VZ-E2E-${tag}-${randomInt(100_000, 999_999)}`;
  return createAppointment(server.database.db, { doctor, start_at, patient_id: patientId, cost: 65_000, application_number });
}

for (const locale of WALK_LOCALES) {
  test(`a patient pays in the sandbox and sees the payment in the history (${locale})`, async ({ page, context, server }) => {
    const pages = new AccountPages(page, locale);
    const patientId = await signInDemoPatient(context, server);
    const appointment = await bookedAppointment(server, patientId, locale);

    await navigate(page, pages.path('/patients/payment-history'));
    await page.getByRole('heading', { level: 1, name: pages.text('payments.history.title') }).waitFor();

    // What <PayButton> does: start the checkout, then post the signed form to the provider's page.
    const checkout = await startCheckout(page, context, server, appointment.id, locale);
    expectEqual(checkout.provider, 'sandbox', 'the default provider');

    await page.waitForURL((url) => url.pathname === pages.path(`/payments/sandbox/${checkout.order_id}`));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: pages.text('payments.sandbox.title') }).waitFor();
    await page.getByText(pages.text('payments.sandbox.notice')).waitFor();
    await page.getByText(formatHryvnias(650), { exact: true }).waitFor();
    await expectAccessible(page);

    await pages.button('payments.sandbox.pay').click();
    await page.waitForURL(
      (url) =>
        url.pathname === pages.path('/patients/appointment') &&
        url.searchParams.get('payment') === 'paid' &&
        url.searchParams.get('appointment') === String(appointment.id),
    );
    await pages.toast('payments.result.paid').waitFor();

    await navigate(page, pages.path('/patients/payment-history'));
    const row = page.getByRole('row').filter({ hasText: appointment.application_number! });
    await row.getByRole('cell', { name: pages.text('payments.status.success'), exact: true }).waitFor();
    await row.getByRole('cell', { name: formatHryvnias(650), exact: true }).waitFor();
    await row.getByRole('cell', { name: pages.text('payments.provider.sandbox'), exact: true }).waitFor();
    await expectAccessible(page);

    // The state filter lives in the address: "reversed" has none of hers, "paid" has this one again.
    const filter = page.getByLabel(pages.text('payments.history.filter'), { exact: true }).first();
    await filter.click();
    await page.getByRole('option', { name: pages.text('payments.status.reversed'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'reversed');
    await page.getByText(pages.text('payments.history.empty.filtered')).waitFor();
    await page.goBack();
    await row.getByRole('cell', { name: pages.text('payments.status.success'), exact: true }).waitFor();

    // Phones get cards instead of the table.
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('listitem')
      .filter({ hasText: pages.text('payments.status.success') })
      .first()
      .waitFor();
    await expectAccessible(page);

    const [state] = await server.database.rows<{ payment_status: string }>(sql`select payment_status from appointments where id = ${appointment.id}`);
    expectEqual(state.payment_status, 'paid', 'the appointment is paid');
  });
}
