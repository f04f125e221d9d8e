import { translate } from '../../app/i18n/catalogs.ts';
import { expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login } from './support/navigation.ts';

/** Two people edit one specialization: the later save is refused, shows what changed and offers both ways on (docs/decisions/192). */
test('a save overtaken by another one shows what changed; Reload shows their value, Keep mine overwrites it', async ({ page, context, server }) => {
  await login(page, server);
  const headers = { accept: 'application/json', origin: server.url };
  const created = await context.request.post('/api/v1/specializations', {
    headers,
    data: { code: 'e2e-lost-update', name_ua: 'Спільна', name_ru: 'Общая', doctor_name_ua: 'спільний', doctor_name_ru: 'общий' },
  });
  expectEqual(created.status(), 201, 'creating the shared specialization');
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  const first = new AdminResourcePage(page, server.url, 'handbooks/specialization');
  const second = new AdminResourcePage(await context.newPage(), server.url, 'handbooks/specialization');
  for (const screen of [first, second]) {
    await screen.page.goto(first.url(`handbooks/specialization/${id}`));
    await screen.field('name_ua').waitFor();
    await screen.page.waitForFunction(() => (document.querySelector('[id="field-name_ua"]') as HTMLInputElement | null)?.value === 'Спільна');
  }

  await first.fill({ name_ua: 'Перша назва' });
  await first.saveAndWait();

  // The second page still holds version 1: its save is refused, what was typed stays, the alert names the field.
  await second.fill({ name_ru: 'Моя правка' });
  const refused = second.page.waitForResponse((r) => r.url().endsWith(`/api/v1/specializations/${id}`) && r.request().method() === 'PUT');
  await second.page.keyboard.press('Control+s');
  expectEqual((await refused).status(), 409, 'status of the overtaken save (sent by Ctrl+S)');
  const alert = second.page.getByRole('alert').filter({ hasText: translate('ua', 'admin.form.changed.title') });
  await alert.waitFor();
  const fieldLabel = `${translate('ua', 'field.name')} (${translate('ua', 'admin.form.language.ua')})`;
  await alert.getByText(fieldLabel).waitFor();
  await alert.getByText('Спільна → Перша назва').waitFor();
  expectEqual(await second.field('name_ru').inputValue(), 'Моя правка', 'what the second person typed is kept');
  await expectAccessible(second.page);

  await alert.getByRole('button', { name: translate('ua', 'admin.form.changed.reload') }).click();
  await alert.waitFor({ state: 'detached' });
  expectEqual(await second.field('name_ua').inputValue(), 'Перша назва', 'Reload shows the other value');
  expectEqual(await second.field('name_ru').inputValue(), 'Общая', 'Reload drops the own change');

  // Overtaken again, the second person keeps their own value on purpose: the next save overwrites.
  await first.fill({ name_ua: 'Друга назва' });
  await first.toast(translate('ua', 'admin.form.saved')).waitFor({ state: 'detached' });
  await first.saveAndWait();
  await second.fill({ name_ua: 'Моя назва' });
  await second.save();
  await alert.getByText('Перша назва → Друга назва').waitFor();
  await alert.getByRole('button', { name: translate('ua', 'admin.form.changed.keep') }).click();
  await alert.waitFor({ state: 'detached' });
  await second.saveAndWait();
  const stored = await context.request.get(`/api/v1/specializations/${id}`, { headers });
  const record = ((await stored.json()) as { data: { name_ua: string; version: number } }).data;
  expectEqual(record.name_ua, 'Моя назва', 'the kept value is stored');
  expectEqual(record.version, 4, 'three saves raised the version from 1 to 4');
  await second.page.close();
});
