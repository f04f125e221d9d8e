import { sql } from 'drizzle-orm';
import { WALK_LOCALES, expect, expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

interface DemoVisit {
  id: number;
  number: string;
}

/**
 * Coming demo visits awaiting the clinic's answer, booked by patients of the demo data: not demo accounts nor
 * patients the tests register (those visits belong to other tests, which may be running beside this one).
 */
async function awaitingVisits(server: E2EServer, count: number): Promise<DemoVisit[]> {
  return server.database.rows<DemoVisit>(sql`
    select a.id, coalesce(a.application_number, '#' || a.id) as number
    from appointments a join users u on u.id = a.patient_id
    where a.status = 'booked' and a.booked_at is not null and a.start_at > now() + interval '1 day'
      and u.email not like '%@vizyt.local' and u.email not like '%@vizyt.test'
      and not exists (select 1 from doctors d join users du on du.id = d.user_id where d.id = a.doctor_id and du.email like '%@vizyt.local')
    order by a.start_at, a.id
    limit ${count}`);
}

// Docs/decisions/207: staff answer demo visits for the clinic (approve; reject with a reason) and read the history;
// docs/decisions/206: the services screen filtered by a clinic, through its doctors' workplaces.
for (const locale of WALK_LOCALES) {
  test(
    `staff approve a visit, reject another with a reason, read its history and filter services by clinic (${locale})`,
    { locks: ['awaiting visits'] },
    async ({ page, server }) => {
      const visits = new AdminResourcePage(page, server.url, 'entries/entry-appointments', locale);
      const [approving, rejecting] = await awaitingVisits(server, 2);
      expect(approving && rejecting, 'the demo data has two coming visits awaiting the clinic');
      await login(page, server);

      // Approve from the list, filtered to visits awaiting an answer.
      await visits.gotoList(`?f.status=booked&search=${encodeURIComponent(approving.number)}`);
      const row = visits.row(approving.number);
      // A row with more than one answer offers them in its menu, so the row stays readable on a phone.
      await row.locator('[data-record-actions-menu]').click();
      await page.getByRole('menuitem', { name: visits.text('admin.visits.approve') }).click();
      await page
        .getByRole('dialog')
        .getByText(visits.text('admin.visits.approve.confirm', { name: approving.number }))
        .waitFor();
      await visits.confirm();
      await visits.toast(visits.text('admin.visits.approved')).first().waitFor();
      await row.locator('[data-record-actions-menu]').waitFor({ state: 'detached' });

      // Reject on the record's page: the reason is asked for, then told; the history shows who and why.
      await page.goto(visits.url(`${visits.path}/${rejecting.id}`));
      await page.getByRole('button', { name: `${visits.text('admin.visits.reject')}: ${rejecting.number}` }).click();
      const dialog = page.getByRole('dialog', { name: visits.text('admin.visits.reject.confirm', { name: rejecting.number }) });
      const submit = dialog.getByRole('button', { name: visits.text('admin.visits.reject'), exact: true });
      await submit.click();
      await visits.fieldError('reason_code').waitFor();
      await expectAccessible(page);
      await visits.field('reason_code').click();
      await page.getByRole('option', { name: visits.text('admin.visits.reject.reason.doctor_unavailable') }).click();
      await visits.field('reason').fill('E2E: лікар на конференції');
      await submit.click();
      await visits.toast(visits.text('admin.visits.rejected')).first().waitFor();
      const history = page.locator('[data-appointment-history]');
      const rejected = history.locator('tr[data-event="rejected"]');
      await rejected.waitFor();
      const line = await rejected.innerText();
      for (const part of [visits.text('booking.actor.staff'), visits.text('admin.visits.reject.reason.doctor_unavailable'), 'E2E: лікар на конференції']) {
        expect(line.includes(part), `the history line "${line}" names ${part}`);
      }
      await history.locator('tr[data-event="booked"]').waitFor();
      await expectAccessible(page);

      const answered = await server.database.rows<{ id: number; status: string; actor_kind: string; read: boolean }>(sql`
      select a.id, a.status, e.actor_kind,
        exists (select 1 from action_log l where l.resource = 'appointments' and l.record_id = a.id and l.action = 'read') as read
      from appointments a join appointment_events e on e.appointment_id = a.id and e.action = a.status
      where a.id in (${approving.id}, ${rejecting.id}) order by a.id`);
      expectEqual(
        JSON.stringify(answered.map((visit) => [visit.id, visit.status, visit.actor_kind])),
        JSON.stringify(
          [
            [approving.id, 'approved', 'staff'],
            [rejecting.id, 'rejected', 'staff'],
          ].sort((a, b) => Number(a[0]) - Number(b[0])),
        ),
        'the visits after staff answered',
      );
      expect(answered.find((visit) => visit.id === rejecting.id)?.read, 'reading the history is in the action log');

      // Services of one clinic: the doctors who work there, found by typing the clinic's name.
      const services = new AdminResourcePage(page, server.url, 'services', locale);
      const [clinic] = await server.database.rows<{ id: number; name: string; services: number }>(sql`
      select mi.id, mi.name_${sql.raw(locale)} as name, count(s.id)::int as services
      from medical_institutions mi
      join doctor_workplaces w on w.institution_id = mi.id
      join doctor_services s on s.doctor_id = w.doctor_id and s.deleted_at is null
      where mi.deleted_at is null
        and (select count(*) from medical_institutions o where o.name_${sql.raw(locale)} = mi.name_${sql.raw(locale)}) = 1
      group by mi.id having count(s.id) between 2 and 40 order by mi.id limit 1`);
      expect(clinic, 'the demo data has a clinic whose doctors have services');
      await services.gotoList();
      const filter = page.getByRole('search').getByLabel(services.text('field.medical_institution'), { exact: true });
      await filter.click();
      await filter.fill(clinic.name);
      await page.getByRole('option', { name: new RegExp(`· #${clinic.id}$`) }).click();
      await page.waitForURL((url) => url.searchParams.get('f.institution_id') === String(clinic.id));
      await services.waitForTable();
      await page.getByText(services.text('admin.list.records', { total: clinic.services }), { exact: true }).waitFor();
      const [doctor] = await server.database.rows<{ name: string }>(sql`
      select d.full_name_${sql.raw(locale)} as name from doctor_workplaces w join doctors d on d.id = w.doctor_id
      join doctor_services s on s.doctor_id = d.id and s.deleted_at is null
      where w.institution_id = ${clinic.id} order by s.id limit 1`);
      await services.rows().filter({ hasText: doctor.name }).first().waitFor();
      await expectAccessible(page);
    },
  );
}

// SPEC §5: a service of a running promotion keeps its price and cannot be deleted; staff are told so in words.
// Walked in `WALK_LOCALES` (the Russian answers are resources/doctor-services.test.ts's), a service of its own each.
for (const [index, locale] of WALK_LOCALES.entries()) {
  test(`staff are told why a promoted service can be neither repriced nor deleted (${locale})`, async ({ page, server }) => {
    const services = new AdminResourcePage(page, server.url, 'services', locale);
    const promoted = await server.database.rows<{ id: number; cost: number }>(sql`
      select distinct s.id, s.cost from doctor_services s
      join promotion_participants pp on pp.service_id = s.id join promotions p on p.id = pp.promotion_id
      where s.deleted_at is null and p.deleted_at is null and p.status <> 'finished'
        and (p.start_at is null or p.start_at <= now()) and (p.end_at is null or p.end_at > now())
      order by s.id limit 2`);
    const service = promoted[index];
    expect(service, 'the demo data has services taking part in running promotions');
    await login(page, server);
    await page.goto(services.url(`services/${service.id}`));
    await services.field('cost').waitFor();
    await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLInputElement | null)?.value !== '', '#field-cost');
    await services.field('cost').fill(String(service.cost / 100 + 100));
    await services.save();
    await services.fieldError('cost').getByText(services.text('service.promotion.price.locked')).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: services.text('admin.list.delete'), exact: true }).click();
    await services.confirm();
    await services.toast(services.text('service.promotion.delete.locked')).first().waitFor();
    const [stored] = await server.database.rows<{ cost: number; deleted: boolean }>(
      sql`select cost, deleted_at is not null as deleted from doctor_services where id = ${service.id}`,
    );
    expectEqual(JSON.stringify(stored), JSON.stringify({ cost: service.cost, deleted: false }), 'the promoted service after both attempts');
  });
}
