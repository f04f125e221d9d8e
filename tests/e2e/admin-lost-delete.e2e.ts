import { translate } from '../../app/i18n/catalogs.ts';
import { expectEqual, expectEventually, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login } from './support/navigation.ts';

/** A batch delete of rows someone edited since the list showed them deletes nothing and says which (docs/decisions/213). */
test('deleting records changed since the list was read is refused, names them, and goes through after a reload', async ({ page, context, server }) => {
  await login(page, server);
  const headers = { accept: 'application/json', origin: server.url };
  const mark = `${Date.now()}`.slice(-6);
  const ids: number[] = [];
  for (const letter of ['a', 'b']) {
    const created = await context.request.post('/api/v1/specializations', {
      headers,
      data: {
        code: `e2e-lost-delete-${letter}-${mark}`,
        name_ua: `Видалення ${letter} ${mark}`,
        name_ru: `Удаление ${letter} ${mark}`,
        doctor_name_ua: 'лікар',
        doctor_name_ru: 'врач',
      },
    });
    expectEqual(created.status(), 201, 'creating a specialization to delete');
    ids.push(((await created.json()) as { data: { id: number } }).data.id);
  }

  const list = new AdminResourcePage(page, server.url, 'handbooks/specialization');
  await list.gotoList(`?search=${mark}`);
  await list.row(`Видалення a ${mark}`).waitFor();
  // Someone else renames b while this list still shows it as it was.
  const renamed = await context.request.patch(`/api/v1/specializations/${ids[1]}`, { headers, data: { name_ua: `Перейменована ${mark}` } });
  expectEqual(renamed.status(), 200, 'the other person renames b');

  // One click each, as a person clicks in a row: selecting the first row moves nothing under the pointer.
  for (const name of [`Видалення a ${mark}`, `Видалення b ${mark}`]) {
    const box = page.getByRole('checkbox', { name: list.text('admin.list.select.row', { name }) });
    await box.click();
    await expectEventually(() => box.isChecked(), true, `row "${name}" selected`);
  }
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/specializations/batch-delete'));
  await page.getByRole('button', { name: list.text('admin.list.delete.selected') }).click();
  await list.confirm();
  expectEqual((await refused).status(), 409, 'status of the batch delete');
  const alert = page.getByRole('alert').filter({ hasText: translate('ua', 'admin.list.changed.title') });
  await alert.getByText(`Видалення b ${mark}`).waitFor();
  expectEqual(await alert.getByText(`Видалення a ${mark}`).count(), 0, 'the unchanged record is not named');
  expectEqual(await list.rows().count(), 2, 'nothing was deleted');
  await expectAccessible(page);

  await alert.getByRole('button', { name: translate('ua', 'admin.list.changed.reload') }).click();
  await alert.waitFor({ state: 'detached' });
  await list.row(`Перейменована ${mark}`).waitFor();
  // The selection follows the reloaded rows: deleting now sends the versions just shown.
  await page.getByRole('button', { name: list.text('admin.list.delete.selected') }).click();
  await list.confirm();
  await list.toast(list.text('admin.list.deleted', { count: 2 })).waitFor();
  for (const id of ids)
    expectEqual((await context.request.get(`/api/v1/specializations/${id}`, { headers })).status(), 404, `specialization ${id} is in the trash`);
});
