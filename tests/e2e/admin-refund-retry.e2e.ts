import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { doctors, payments } from '../../db/schema/index.ts';
import { createAppointment } from '../support/factories.ts';
import { WALK_LOCALES, expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login } from './support/navigation.ts';

// Docs/decisions/178, 181: a refund the provider refused stands out in the back office, and staff retry it there.
for (const locale of WALK_LOCALES) {
  test(`staff find a refund that failed among the visits and retry it from the list and the record (${locale})`, async ({ page, server }) => {
    const screen = new AdminResourcePage(page, server.url, 'entries/entry-appointments', locale);
    const [doctor] = await server.database.db.select().from(doctors).limit(1);
    const failed = async (suffix: string) => {
      const number = `VZ-E2E-RR-${suffix}-${randomInt(100_000, 999_999)}`;
      const start_at = new Date(Date.now() - randomInt(2, 200) * 3_600_000);
      const appointment = await createAppointment(server.database.db, {
        doctor,
        start_at,
        status: 'cancelled',
        payment_status: 'refund_failed',
        cost: 70_000,
        application_number: number,
      });
      await server.database.db.insert(payments).values({
        appointment_id: appointment.id,
        provider: 'sandbox',
        order_id: `e2e-${number}`,
        amount: 70_000,
        status: 'success',
        refund_error: 'err_refund_demo',
      });
      return { id: appointment.id, number };
    };
    const fromList = await failed('L');
    const fromRecord = await failed('R');

    await login(page, server);
    await screen.gotoList(`?f.payment_status=refund_failed&search=${fromList.number}`);
    const row = screen.row(fromList.number);
    await row.locator('[data-payment="refund_failed"]').waitFor();
    await expectAccessible(page);
    await row.getByRole('button', { name: `${screen.text('admin.action.retry-refund')}: ${fromList.number}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(screen.text('admin.action.retry-refund.confirm', { name: fromList.number })).waitFor();
    await dialog.getByRole('button', { name: screen.text('confirm.accept') }).click();
    await page.getByText(screen.text('admin.action.retry-refund.done')).first().waitFor();
    // The sandbox refunds at once: the row turns from the red "delayed" to pending, then refunded, and its button goes.
    await screen.gotoList(`?search=${fromList.number}`);
    await row.locator('[data-payment="refund_pending"], [data-payment="refunded"]').waitFor();
    expectEqual(await row.locator('[data-record-action]').count(), 0, 'retry buttons left on a refund under way');

    await page.goto(screen.url(`${screen.path}/${fromRecord.id}`));
    const retry = page.getByRole('button', { name: `${screen.text('admin.action.retry-refund')}: ${fromRecord.number}` });
    await retry.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: screen.text('confirm.accept') })
      .click();
    await retry.waitFor({ state: 'detached' });
    await expectAccessible(page);

    const states = await server.database.rows<{ payment_status: string }>(
      sql`select payment_status from appointments where id in (${fromList.id}, ${fromRecord.id}) order by id`,
    );
    for (const state of states) if (!['refund_pending', 'refunded'].includes(state.payment_status)) throw new Error(`payment status ${state.payment_status}`);
  });
}
