import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createLanguage, createSpecialization } from '../support/factories.ts';
import { expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login } from './support/navigation.ts';

// SPEC §4: one trash across resources, newest first, with a filter by resource and restore of a selection spanning several.
// Beside other tests: its two records are found by their mark, whatever others put in the trash meanwhile.
test('staff restore deleted records of two resources at once from the global trash (ru)', async ({ page, server }) => {
  const db = server.database.db;
  const mark = randomInt(100_000, 999_999);
  const specialization = await createSpecialization(db, { name_ua: `Кошикологія ${mark}`, name_ru: `Корзинология ${mark}`, deleted_at: new Date() });
  const language = await createLanguage(db, { name_ua: `Кошикова ${mark}`, name_ru: `Корзинный ${mark}`, deleted_at: new Date(Date.now() - 60_000) });
  const screen = new AdminResourcePage(page, server.url, 'trash', 'ru');

  await login(page, server);
  await page.goto(screen.url('trash'));
  await screen.waitForTable();
  // Newest first: the specialization was deleted a minute after the language.
  const names = [`Корзинология ${mark}`, `Корзинный ${mark}`];
  const rows = page.locator('table tbody tr').filter({ hasText: String(mark) });
  await rows.nth(1).waitFor();
  const order = (await rows.allInnerTexts()).map((text) => names.find((name) => text.includes(name))).join(' | ');
  expectEqual(order, names.join(' | '), 'the two deleted records, newest first');
  await expectAccessible(page);

  // The filter by resource keeps only that resource's records, in the address too.
  await page.locator('#trash-resource').click();
  await page.getByRole('option', { name: screen.text('resources.languages.plural') }).click();
  await page.waitForURL((url) => url.searchParams.get('resource') === 'languages');
  await rows.filter({ hasText: names[0] }).waitFor({ state: 'detached' });
  await page.goto(screen.url('trash'));
  await screen.waitForTable();

  for (const name of names) await page.getByRole('checkbox', { name: screen.text('admin.list.select.row', { name }) }).check();
  await page.getByRole('button', { name: new RegExp(`^${screen.text('admin.list.restore.selected')}`) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: screen.text('confirm.accept') })
    .click();
  await page
    .getByText(screen.text('admin.list.restored', { count: 2 }))
    .first()
    .waitFor();
  await rows.first().waitFor({ state: 'detached' });

  const left = await server.database.rows<{ n: number }>(sql`
    select (select count(*) from specializations where id = ${specialization.id} and deleted_at is not null)::int
         + (select count(*) from languages where id = ${language.id} and deleted_at is not null)::int as n`);
  expectEqual(left[0].n, 0, 'records still in the trash after the restore');
});
