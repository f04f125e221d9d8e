import { sql } from 'drizzle-orm';
import { expect, expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login } from './support/navigation.ts';

// Docs/decisions/179: a relation is picked by typing part of a name, and shows as that name, never as an id to type.
test('staff filter reviews by a doctor found by name, see the review’s doctor by name and give it another one', async ({ page, server }) => {
  const screen = new AdminResourcePage(page, server.url, 'reviews');
  const [reviewed] = await server.database.rows<{ id: number; doctor_id: number; full_name: string }>(sql`
    select r.id, d.id as doctor_id, d.full_name_ua as full_name
    from reviews r join doctors d on d.id = r.doctor_id
    where r.deleted_at is null and d.deleted_at is null
    order by r.id limit 1`);
  // Another doctor whose surname is the only one of its kind, so typing it finds just them.
  const [other] = await server.database.rows<{ doctor_id: number; full_name: string; surname: string }>(sql`
    select min(id) as doctor_id, min(full_name_ua) as full_name, split_part(full_name_ua, ' ', 1) as surname
    from doctors where deleted_at is null and id <> ${reviewed?.doctor_id ?? 0}
    group by split_part(full_name_ua, ' ', 1) having count(*) = 1 limit 1`);
  expect(reviewed && other, 'the demo data has a reviewed doctor and another with a surname of its own');

  await login(page, server);
  await screen.gotoList();
  const filter = page.getByRole('search').getByLabel(screen.text('field.doctor'), { exact: true });
  await filter.click();
  await filter.fill(reviewed.full_name);
  await page.getByRole('option', { name: new RegExp(`${reviewed.full_name} · #${reviewed.doctor_id}$`) }).click();
  await page.waitForURL((url) => url.searchParams.get('f.doctor_id') === String(reviewed.doctor_id));
  await screen.waitForTable();
  await expectAccessible(page);

  await page.goto(screen.url(`reviews/${reviewed.id}`));
  const doctor = page.locator('#field-doctor_id');
  await page.waitForFunction(([selector, name]) => (document.querySelector(selector) as HTMLInputElement | null)?.value.startsWith(name) ?? false, [
    '#field-doctor_id',
    reviewed.full_name,
  ] as const);
  await doctor.click();
  await doctor.fill(other.surname);
  await page.getByRole('option', { name: new RegExp(`${other.full_name} · #${other.doctor_id}$`) }).click();
  await screen.saveAndWait();
  await expectAccessible(page);
  const [saved] = await server.database.rows<{ doctor_id: number }>(sql`select doctor_id from reviews where id = ${reviewed.id}`);
  expectEqual(saved.doctor_id, other.doctor_id, 'the review’s doctor after saving');
});
