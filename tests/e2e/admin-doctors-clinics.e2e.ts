import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { slugify } from '../../contracts/slug.ts';
import { createInstitution } from '../support/factories.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login, navigate } from './support/navigation.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks a record by name in a many-to-many field (docs/decisions/195). */
async function pick(screen: AdminResourcePage, field: string, name: string, id: number): Promise<void> {
  const input = screen.field(field);
  await input.click();
  await input.fill(name);
  await screen.page.getByRole('option', { name: new RegExp(`^${escape(name)} · #${id}$`) }).click();
  await input.press('Escape');
}

/** Chooses an option of a select by its label, opening it from the keyboard. */
async function choose(screen: AdminResourcePage, field: string, label: string): Promise<void> {
  const option = screen.page.getByRole('option', { name: label, exact: true });
  await screen.field(field).focus();
  await screen.field(field).press('ArrowDown');
  if (!(await option.isVisible())) await screen.field(field).click();
  await option.click();
}

/** No request of the screens failed behind the scenes (the generic "unexpected error" toast never showed). */
async function expectNoErrorToast(screen: AdminResourcePage): Promise<void> {
  expectEqual(await screen.toast(screen.text('error.occured')).count(), 0, 'unexpected-error toasts');
}

const tab = (screen: AdminResourcePage, name: string) => screen.page.getByRole('tab', { name: screen.text(`admin.form.group.${name}` as never) });

/** Opens a tab of the record's form, again if a re-render of the loading form took it back. */
async function openTab(screen: AdminResourcePage, name: string): Promise<void> {
  const control = tab(screen, name);
  await expectEventually(
    async () => {
      if ((await control.getAttribute('aria-selected')) !== 'true') await control.click();
      return control.getAttribute('aria-selected');
    },
    'true',
    `the ${name} tab open`,
  );
}

// Docs/decisions/210: a doctor with a specialization and a workplace; the cabinet sends its set-password link.
test('staff add a doctor with a specialization and a workplace, open the cabinet and see its e-mail in the outbox (ua)', async ({ page, server }) => {
  // Names are letters only (SPEC §5): the run's mark is spelled in letters.
  const mark = [...String(randomInt(100_000, 999_999))].map((digit) => 'абвгдежзик'[Number(digit)]).join('');
  const [specialization] = await server.database.rows<{ id: number; name: string }>(
    sql`select id, name_ua as name from specializations where deleted_at is null and status = 'active' order by id limit 1`,
  );
  const [clinic] = await server.database.rows<{ id: number; name: string }>(
    sql`select id, name_ua as name from medical_institutions where deleted_at is null and status = 'active' order by id limit 1`,
  );
  expect(specialization && clinic, 'the demo data has a specialization and a clinic');
  const email = `doctor.${randomInt(100_000, 999_999)}@example.test`;
  const screen = new AdminResourcePage(page, server.url, 'doctors', 'ua');

  await login(page, server);
  await page.goto(screen.url('doctors/add'));
  await screen.field('last_name_ua').waitFor();
  await screen.fill({ last_name_ua: `Перевірко-${mark}`, last_name_ru: `Проверко-${mark}`, first_name_ua: 'Марія', first_name_ru: 'Мария' });
  await choose(screen, 'gender', screen.text('handbook.genders.female'));
  await pick(screen, 'specializations', specialization.name, specialization.id);
  await openTab(screen, 'workplaces');
  await pick(screen, 'workplaces', clinic.name, clinic.id);
  await expectAccessible(page);
  await screen.save();
  await page.waitForURL(/\/admins\/doctors\/\d+$/);
  await screen.toast(screen.text('admin.form.saved')).waitFor();
  const doctorId = Number(new URL(page.url()).pathname.split('/').pop());

  // The cabinet needs an e-mail: turned on without one, the save says so on the field.
  await screen.toast(screen.text('admin.form.saved')).waitFor({ state: 'hidden' });
  await openTab(screen, 'profile');
  await screen.setSwitch('is_cabinet', true);
  await screen.save();
  await screen.fieldError('email').waitFor();
  await screen.fill({ email });
  await screen.saveAndWait();
  await openTab(screen, 'services');
  await page.getByRole('link', { name: screen.text('admin.doctor.services.add') }).waitFor();
  await expectAccessible(page);

  const [saved] = await server.database.rows<{ slug: string; user_type: string; specializations: number[]; workplaces: number[] }>(sql`
    select d.slug, u.user_type,
      array(select specialization_id from doctor_specializations where doctor_id = d.id) as specializations,
      array(select institution_id from doctor_workplaces where doctor_id = d.id) as workplaces
    from doctors d join users u on u.id = d.user_id where d.id = ${doctorId}`);
  expectEqual(saved?.user_type, 'doctor', 'the cabinet account');
  expectEqual(saved.slug, slugify(`Перевірко-${mark} Марія`), 'the slug from the Ukrainian name');
  expectEqual(saved.specializations.join(), String(specialization.id), 'the specializations');
  expectEqual(saved.workplaces.join(), String(clinic.id), 'the workplaces');

  await expectNoErrorToast(screen);

  const outbox = new AdminResourcePage(page, server.url, 'notifications/outbox', 'ua');
  await outbox.gotoList(`?search=${encodeURIComponent(email)}`);
  await outbox.row(email).filter({ hasText: 'email.doctor.cabinet.invitation' }).waitFor();
  await expectAccessible(page);
  // The new doctor's public page opens under the slug made from the name.
  await navigate(page, `/doctor/${saved.slug}`);
});

// Docs/decisions/211: the position typed (the map is only an aid, its tiles are unreachable here) and the hours.
test('staff move a clinic by typing its coordinates and set its opening hours (ru)', async ({ page, server }) => {
  // A clinic of its own: the registry walk and the import edit and trash clinics of theirs while this runs.
  const clinic = await createInstitution(server.database.db, { status: 'active' });
  const screen = new AdminResourcePage(page, server.url, 'medical-institutions', 'ru');

  await login(page, server);
  await page.goto(screen.url(`medical-institutions/${clinic.id}`));
  await page.waitForFunction((id) => ((document.getElementById(id) as HTMLInputElement | null)?.value ?? '') !== '', 'field-name_ru');
  await openTab(screen, 'location');
  await screen.field('latitude').fill('50.431234');
  await screen.field('longitude').fill('30.511177');
  const monday = page.getByRole('checkbox', { name: screen.text('admin.hours.day.mon') });
  if (!(await monday.isChecked())) await monday.check();
  await screen.field('working_hours.mon.from').fill('18:00');
  await screen.field('working_hours.mon.to').fill('09:00');
  await screen.save();
  await page.getByText(screen.text('admin.validation.hours.order')).first().waitFor();
  await screen.field('working_hours.mon.to').fill('21:00');
  const sunday = page.getByRole('checkbox', { name: screen.text('admin.hours.day.sun') });
  if (await sunday.isChecked()) await sunday.uncheck();
  await expectAccessible(page);
  await screen.saveAndWait();
  await expectNoErrorToast(screen);

  const [saved] = await server.database.rows<{ latitude: number; longitude: number; monday: string; sunday: unknown }>(sql`
    select latitude, longitude, working_hours->'mon'->>'from' || '-' || (working_hours->'mon'->>'to') as monday, working_hours->'sun' as sunday
    from medical_institutions where id = ${clinic.id}`);
  expectEqual(saved.latitude, 50.431234, 'the latitude typed');
  expectEqual(saved.longitude, 30.511177, 'the longitude typed');
  expectEqual(saved.monday, '18:00-21:00', 'Monday’s hours');
  expectEqual(saved.sunday, null, 'Sunday closed');
  // The clinic's public page still opens after the edit.
  await navigate(page, `/ru/clinic/${clinic.slug}`);
});
