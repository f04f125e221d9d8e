import { randomInt } from 'node:crypto';
import { doctors, video_joins, video_messages, video_rooms, visit_conclusions } from '../../db/schema/index.ts';
import { createAppointment } from '../support/factories.ts';
import { WALK_LOCALES, expectEqual, expectEventually, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login } from './support/navigation.ts';

// Docs/decisions/214: a visit's video consultation record on its back-office page, read on request.
for (const locale of WALK_LOCALES) {
  test(`staff open a visit's video consultation record: joins, chat, file, conclusion (${locale})`, async ({ page, server }) => {
    const screen = new AdminResourcePage(page, server.url, 'entries/entry-appointments', locale);
    const { db } = server.database;
    const [doctor] = await db.select().from(doctors).limit(1);
    const start_at = new Date(Date.now() - randomInt(50, 400) * 3_600_000);
    const appointment = await createAppointment(db, {
      doctor,
      start_at,
      format: 'online',
      status: 'approved',
      booked_at: new Date(start_at.getTime() - 86_400_000),
    });
    const at = (minutes: number) => new Date(start_at.getTime() + minutes * 60_000);
    await db.insert(video_rooms).values({ appointment_id: appointment.id, started_at: at(1), ended_at: at(21) });
    await db.insert(video_joins).values([
      { appointment_id: appointment.id, role: 'patient', joined_at: at(-5), seen_at: at(21), left_at: at(21) },
      { appointment_id: appointment.id, role: 'doctor', joined_at: at(0), seen_at: at(21), left_at: at(21) },
    ]);
    await db.insert(video_messages).values([
      { appointment_id: appointment.id, author: 'patient', text: 'Болить горло третій день', sent_at: at(2) },
      {
        appointment_id: appointment.id,
        author: 'doctor',
        text: null,
        file_name: 'рецепт.pdf',
        file_type: 'application/pdf',
        file_bytes: 9,
        file_data: Buffer.from('%PDF-1.4\n'),
        sent_at: at(20),
      },
    ]);
    await db
      .insert(visit_conclusions)
      .values({ appointment_id: appointment.id, doctor_id: doctor.id, conclusion: 'Гострий фарингіт', recommendations: 'Тепле пиття' });

    await login(page, server);
    await page.goto(screen.url(`${screen.path}/${appointment.id}`));
    // The loading form may re-render and take the tab back: open it until it stays open.
    const tab = page.getByRole('tab', { name: screen.text('admin.video.tab') });
    await expectEventually(
      async () => {
        if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
        return tab.getAttribute('aria-selected');
      },
      'true',
      'the video tab open',
    );
    await page.getByRole('button', { name: screen.text('admin.video.open') }).click();
    const record = page.locator('[data-video-record]');
    await record.getByText('Болить горло третій день').waitFor();
    await record.getByText('Гострий фарингіт').waitFor();
    await record.getByRole('link', { name: screen.text('admin.video.file', { name: 'рецепт.pdf', size: 1 }) }).waitFor();
    expectEqual(await record.getByText(screen.text('admin.video.status.ended')).count(), 1, 'the status shown');
    await expectAccessible(page);
  });
}
