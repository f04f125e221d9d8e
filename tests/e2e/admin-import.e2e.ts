import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Locale } from '../../app/i18n/locale.ts';
import { createInstitution, createSpecialization } from '../support/factories.ts';
import { DOCTOR_HEADER, doctorRow, toCsv } from '../support/factories/imports.ts';
import { WALK_LOCALES, expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import type { Page } from 'playwright-core';
import { login } from './support/navigation.ts';

/** Docs/decisions/204, 205: a CSV of doctors goes into an empty clinic with a progress bar; a file with a bad row changes nothing and names the row. */
for (const locale of WALK_LOCALES) {
  test(
    `staff import doctors from a CSV with a progress bar, and a file with a bad row is refused naming the row (${locale})`,
    { locks: ['imported doctor names'] },
    async ({ page, server }) => {
      const db = server.database.db;
      const mark = randomInt(100_000, 999_999);
      const specialization = await createSpecialization(db, { code: `e2e-import-${mark}` });
      const world = { cardiology: specialization, therapy: specialization, english: { code: '' } };
      const screen = new AdminResourcePage(page, server.url, 'medical-institutions', locale);

      await login(page, server);
      await page.goto(screen.url('medical-institutions'));
      await page.getByRole('link', { name: screen.text('admin.import.button') }).click();
      await page.waitForURL(/\/admins\/medical-institutions\/import$/);
      await expectAccessible(page);

      const good = await createInstitution(db, { name_ua: `Імпортна клініка ${mark}`, name_ru: `Импортная клиника ${mark}`, slug: `e2e-import-${mark}` });
      const rows = [DOCTOR_HEADER, doctorRow(1, world), doctorRow(2, world), doctorRow(3, world)].map((row) =>
        row.map((cell, index) => (index === 9 ? '' : cell)),
      );
      await submit(page, screen, locale, `e2e-import-${mark}`, `Імпортна клініка ${mark}`, `Импортная клиника ${mark}`, toCsv(rows, ';'));
      await page.getByRole('progressbar', { name: screen.text('admin.import.progress') }).waitFor();
      await page.locator('[data-import-status="succeeded"]').waitFor();
      await page.getByText(screen.text('admin.import.created.doctors', { count: 3 }), { exact: true }).waitFor();
      await expectAccessible(page);
      const [linked] = await server.database.rows<{ n: number }>(sql`select count(*)::int as n from doctor_workplaces where institution_id = ${good.id}`);
      expectEqual(linked.n, 3, 'doctors linked to the clinic');

      await page.getByRole('button', { name: screen.text('admin.import.again') }).click();
      const bad = await createInstitution(db, { name_ua: `Друга клініка ${mark}`, name_ru: `Вторая клиника ${mark}`, slug: `e2e-import-bad-${mark}` });
      const wrong = [...rows];
      wrong[2] = [...rows[2]];
      wrong[2][6] = 'робот';
      // Another search than the first: the picker keeps what it found for a while.
      await submit(page, screen, locale, `e2e-import-bad-${mark}`, `Друга клініка ${mark}`, `Вторая клиника ${mark}`, toCsv(wrong));
      await page.locator('[data-import-status="failed"]').waitFor();
      const errorRow = page.locator('[data-import-errors] tbody tr').first();
      await errorRow.waitFor();
      expectEqual((await errorRow.locator('td').first().innerText()).trim(), '3', 'the row named by the error');
      expectEqual((await errorRow.locator('td').nth(1).innerText()).trim(), 'gender', 'the column named by the error');
      await expectAccessible(page);
      const [none] = await server.database.rows<{ n: number }>(sql`select count(*)::int as n from doctor_workplaces where institution_id = ${bad.id}`);
      expectEqual(none.n, 0, 'doctors written from a file with a bad row');
    },
  );
}

async function submit(page: Page, screen: AdminResourcePage, locale: Locale, search: string, nameUa: string, nameRu: string, file: Buffer): Promise<void> {
  await page.getByRole('radio', { name: screen.text('admin.import.kind.doctors'), exact: true }).check();
  const target = page.locator('#import-target');
  await target.click();
  await target.fill(search);
  await page.getByRole('option', { name: new RegExp(locale === 'ru' ? nameRu : nameUa) }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'doctors.csv', mimeType: 'text/csv', buffer: file });
  await page.getByText(screen.text('admin.import.file.chosen', { name: 'doctors.csv', size: Math.ceil(file.length / 1024) })).waitFor();
  await page.getByRole('button', { name: screen.text('admin.import.start') }).click();
}
