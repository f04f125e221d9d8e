import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, expectEqual, expectEventually, test, WALK_LOCALES } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login } from './support/navigation.ts';

// Docs/decisions/202, 203: an employee added with a profile gets a role and a direct permission, the effective set
// shows their union, and once they set a password from the e-mailed link they see only what those rights allow.
const CASES = [
  { locale: 'ua', role: 'partner-manager', roleTitle: 'Менеджер з партнерів', roleSection: 'partners' },
  { locale: 'ru', role: 'content-manager', roleTitle: 'Контент-менеджер', roleSection: 'blog' },
] as const;

// Walked in `WALK_LOCALES`: the Russian case (another role and its section) when `E2E_WALK_LOCALES` names it.
for (const { locale, role, roleTitle, roleSection } of CASES.filter((one) => WALK_LOCALES.includes(one.locale))) {
  test(`staff add an employee, give a role and a permission, and the employee sees only what they allow (${locale})`, async ({ page, browser, server }) => {
    const screen = new AdminResourcePage(page, server.url, 'employees', locale);
    const mark = randomInt(100_000, 999_999);
    const email = `e2e.employee.${mark}@vizyt.test`;

    await login(page, server);
    await page.goto(screen.url('employees/add'));
    await screen.field('last_name').waitFor();
    await screen.page.getByText(screen.text('admin.employee.invite.note')).waitFor();
    await screen.fill({
      last_name: 'Гнатюк',
      first_name: 'Марта',
      email,
      phone: `0670${String(mark).slice(0, 6)}`,
      'address-city': 'Львів',
      'address-street': 'Городоцька',
    });
    await screen.field('position').click();
    await page.getByRole('option', { name: screen.text('handbook.staff_positions.manager') }).click();
    await screen.saveAndWait();
    await page.waitForURL(/\/employees\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // The rights editor: a role, a direct permission found by its section, and the effective set kept live.
    const access = page.locator('[data-employee-access]');
    await access.getByRole('checkbox', { name: new RegExp(roleTitle) }).check();
    await access.getByRole('searchbox', { name: screen.text('admin.access.filter') }).fill(screen.text('resources.reviews.plural'));
    const reviews = access.getByRole('group', { name: screen.text('resources.reviews.plural'), exact: true });
    await reviews.getByRole('checkbox', { name: screen.text('admin.access.action.read'), exact: true }).check();
    const effective = page.locator('[data-effective-rights]');
    await effective.locator('[data-effective-group="reviews"]').waitFor();
    await effective.locator(`[data-effective-permission="${role === 'partner-manager' ? 'legal-entities.read' : 'blog.articles.read'}"]`).waitFor();
    await expectAccessible(page);
    // Picks not saved yet are not lost by a click elsewhere: leaving asks first, as the profile form does.
    await page
      .getByRole('navigation', { name: screen.text('admin.navigation') })
      .getByRole('link')
      .first()
      .click();
    const unsaved = page.getByRole('dialog', { name: screen.text('admin.form.unsaved.title') });
    await unsaved.waitFor();
    await unsaved.getByRole('button', { name: screen.text('confirm.reject') }).click();
    await unsaved.waitFor({ state: 'detached' });
    await access.getByRole('checkbox', { name: new RegExp(roleTitle) }).waitFor();
    expect(new URL(page.url()).pathname.endsWith(`/employees/${id}`), `stayed on the employee after refusing to leave: ${page.url()}`);
    await access.getByRole('button', { name: screen.text('admin.access.save') }).click();
    await screen.toast(screen.text('admin.access.saved')).waitFor();
    const [held] = await server.database.rows<{ roles: string[]; direct: string[]; version: number }>(sql`
      select array(select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
             array(select p.name from user_permissions up join permissions p on p.id = up.permission_id where up.user_id = u.id) as direct, u.version
      from users u where u.id = ${id}`);
    expectEqual(held.roles.join(), role, 'roles saved');
    expectEqual(held.direct.join(), 'reviews.read', 'direct permissions saved');
    // The profile form took the version the rights moved the record to: saving it again is not refused as stale.
    await screen.field('first_name').fill('Марта-Олена');
    await screen.save();
    const firstName = async () => (await server.database.rows<{ first_name: string }>(sql`select first_name from users where id = ${id}`))[0].first_name;
    await expectEventually(firstName, 'Марта-Олена', 'first name saved after the rights');
    expectEqual(await page.getByText(screen.text('admin.form.changed.title')).count(), 0, 'conflict alerts after saving the rights');

    // The role's own page (under the employees' section) shows its permissions in the same grouped picker.
    const [{ id: roleId }] = await server.database.rows<{ id: number }>(sql`select id from roles where name = ${role}`);
    await page.goto(screen.url(`employees/roles/${roleId}`));
    const rolePanel = page.locator('[data-role-permissions]');
    await rolePanel.locator(`[data-permission="${role === 'partner-manager' ? 'legal-entities.read' : 'blog.articles.read'}"]:checked`).waitFor();
    expectEqual(await screen.field('name').inputValue(), role, 'the role page shows the role');
    await expectAccessible(page);

    // The employee sets a password from the e-mail in the sandbox outbox and signs in, in a browser of their own.
    const [mail] = await server.database.rows<{ payload: { params: { link: string } } }>(
      sql`select payload from outbox_messages where recipient = ${email} and template = 'email.staff.password.link' order by id desc limit 1`,
    );
    const link = new URL(mail.payload.params.link);
    expect(link.pathname === (locale === 'ru' ? '/ru/admins/set-password' : '/admins/set-password'), `set-password link in ${locale}: ${link.pathname}`);
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const own = await context.newPage();
      const them = new AdminResourcePage(own, server.url, '', locale);
      await own.goto(`${server.url}${link.pathname}${link.search}`);
      await own.locator('input[name="password"]').fill('kvitka2024');
      await own.locator('input[name="password_confirmation"]').fill('kvitka2024');
      await expectAccessible(own);
      await own.getByRole('button', { name: them.text('admin.set.password.submit') }).click();
      await own.waitForURL(/\/admins\/login$/);
      await them.login(email, 'kvitka2024');

      // Only the sections the role and the permission allow are in the menu.
      const menu = own.getByRole('navigation', { name: them.text('admin.navigation') });
      await menu.getByText(them.text('admin.section.reviews'), { exact: true }).first().waitFor();
      await menu
        .getByText(them.text(`admin.section.${roleSection}`), { exact: true })
        .first()
        .waitFor();
      for (const hidden of ['employees', 'handbooks', 'patients', 'action-log'] as const) {
        expectEqual(await menu.getByText(them.text(`admin.section.${hidden}`), { exact: true }).count(), 0, `menu item ${hidden}`);
      }
      await expectAccessible(own);

      // A typed address of a screen without the right shows "no access", not a broken page.
      await own.goto(them.url('employees'));
      await own.getByRole('heading', { name: them.text('admin.no.access.title') }).waitFor();
      await expectAccessible(own);
    } finally {
      await context.close();
    }
  });
}
