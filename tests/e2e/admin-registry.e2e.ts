import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { RESOURCE_SCREENS, type ResourceScreen } from '../../app/components/admin/sections.ts';
import type { MessageKey } from '../../app/i18n/catalogs.ts';
import { findResource } from '../../resources/registry.ts';
import { action_log } from '../../db/schema/index.ts';
import { createAccount } from '../support/factories/accounts.ts';
import { ADMIN_FORM_INPUTS, ADMIN_SAMPLE_RECORDS } from '../support/factories/admin-forms.ts';
import { plannedWalks, type ScreenWalk } from '../support/factories/admin-walks.ts';
import { formFieldNames, type FieldMeta } from '../../resources/define.ts';
import { expect, expectEqual, test } from './harness.ts';
import { AdminRecordForm } from './pages/admin-record-form.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible, settleAnimations } from './support/a11y.ts';
import { signInThroughApi } from './support/accounts.ts';
import { watchErrors } from './support/browser-errors.ts';
import type { E2EServer } from './support/server.ts';

/**
 * Issue 12 §4: every back-office screen the registry derives (RESOURCE_SCREENS), as the administrator. Every screen
 * is opened, going from one to the next through the menu as staff do: its list, its add form with a control for every
 * field, and a record; half of them in /ru/admins. The form is one component drawing each field by its kind of
 * control, so a whole add and edit with valid data (tests/support/factories/admin-forms.ts) is walked on the fewest
 * screens that fill every kind (tests/support/factories/admin-walks.ts, checked by admin-forms.test.ts); every
 * resource's input is saved through the API its screens call (server/api/resources-screens-trash.test.ts), which
 * proves the trash for all of them too. The trash and the way back out of it are one list component: walked on the
 * first walk with a trash in each language. A staff member without rights sees none of the screens.
 */

type ScreenKind = 'list' | 'add' | 'edit' | 'trash' | 'record';

interface Walk extends ScreenWalk {
  page: Page;
  server: E2EServer;
}

const saveAnswer = (page: Page, method: string[], path: string) =>
  page.waitForResponse((response) => method.includes(response.request().method()) && new URL(response.url()).pathname === path);

/** The list answered the search: it counts the one record found (not the list before the search, still shown while it loads). */
async function onlyTheRecord({ page, locale }: Walk): Promise<void> {
  await page.getByText(translate(locale, 'admin.list.records', { total: 1 }), { exact: true }).waitFor();
}

/** Adds a record with valid data and edits it; on a trash walk moves it to the trash and restores it, all through the screens. */
async function walkWritable(walk: Walk): Promise<void> {
  const { page, server, screen, definition, locale } = walk;
  const input = await ADMIN_FORM_INPUTS[definition.name](server.database.db, randomInt(100_000, 999_999));
  const list = new AdminResourcePage(page, server.url, screen.path, locale);
  const form = new AdminRecordForm(page, definition, locale);
  const title = translate(locale, screen.label);

  await list.gotoList();
  await form.heading('list', title).waitFor();
  await page.getByRole('link', { name: translate(locale, 'admin.list.add'), exact: true }).click();
  await form.heading('add', title).waitFor();
  await form.fill(input.create);
  const created = saveAnswer(page, ['POST'], `/api/v1/${definition.name}`);
  await list.save();
  expectEqual((await created).status(), 201, `${definition.name}: status of the add form's save`);
  await page.waitForURL(/\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await form.expectStored(id, input.create, definition.create);

  await form.heading('edit', title).waitFor();
  await form.fill(input.edit);
  const updated = saveAnswer(page, ['PUT', 'PATCH'], `/api/v1/${definition.name}/${id}`);
  await list.save();
  expectEqual((await updated).status(), 200, `${definition.name}: status of the edit form's save`);
  await form.expectStored(id, { ...input.create, ...input.edit }, definition.update ?? definition.create);

  if (!walk.trash) return;
  await page.getByRole('link', { name: translate(locale, 'admin.form.cancel'), exact: true }).click();
  await form.heading('list', title).waitFor();
  await list.search(input.find);
  await onlyTheRecord(walk);
  await list.trashRow(input.find);
  await list.row(input.find).waitFor({ state: 'detached' });

  await page
    .getByRole('main')
    .getByRole('link', { name: translate(locale, 'admin.list.trash'), exact: true })
    .click();
  await form.heading('trash', title).waitFor();
  await list.search(input.find);
  await onlyTheRecord(walk);
  await expectAccessible(page);
  await list.restoreRow(input.find);
  await list.row(input.find).waitFor({ state: 'detached' });

  await page.getByRole('link', { name: translate(locale, 'admin.list.back.to.list'), exact: true }).click();
  await form.heading('list', title).waitFor();
  await list.search(input.find);
  await list.row(input.find).waitFor();
}

for (const planned of plannedWalks()) {
  const steps = planned.trash ? 'add, edit, trash and restore' : 'add and edit';
  test(`registry screen ${planned.screen.path} (${planned.locale}): ${steps}`, async ({ page, server }) => {
    const errors = watchErrors(page);
    await signInThroughApi(page.context(), server, 'admins');
    await walkWritable({ ...planned, page, server });
    expectEqual(errors.join('\n'), '', `${planned.screen.path}: errors in the browser console`);
  });
}

/**
 * Opens one screen from the menu and, from its list, its add form (every field's control there, tab by tab) and a
 * record (a read-only resource's without a save button). axe checks each kind of screen the first time it shows.
 */
async function openScreen(page: Page, server: E2EServer, screen: ResourceScreen, locale: Locale, checked: Set<string>): Promise<void> {
  const definition = findResource(screen.resource);
  expect(definition, `${screen.resource} has a screen but is not in the registry`);
  const writable = Boolean(definition.create);
  const list = new AdminResourcePage(page, server.url, screen.path, locale);
  const form = new AdminRecordForm(page, definition, locale);
  const title = translate(locale, screen.label);
  const checkOnce = async (kind: ScreenKind) => {
    const key = `${writable ? 'writable' : 'read-only'} ${kind}`;
    if (checked.has(key)) return;
    checked.add(key);
    await expectAccessible(page);
  };

  const menu = page.getByRole('navigation', { name: translate(locale, 'admin.navigation') });
  const link = menu.getByRole('link', { name: title, exact: true });
  if (!(await link.isVisible())) {
    await menu
      .getByText(translate(locale, `admin.section.${screen.section}` as MessageKey), { exact: true })
      .first()
      .click();
    // The section opens with an animation that moves the links under it: the click goes where the link comes to rest.
    await settleAnimations(page);
  }
  await link.click();
  await form.heading('list', title).waitFor();
  await list.waitForTable();
  await checkOnce('list');

  if (writable) {
    await page.getByRole('link', { name: translate(locale, 'admin.list.add'), exact: true }).click();
    await form.heading('add', title).waitFor();
    // As the form draws it (app/routes/admins/resource-edit.tsx): a field the API does not write on adding is left off.
    const written = (field: FieldMeta) => formFieldNames(field).some((name) => Boolean(definition.create?.shape[name]));
    const fields = definition.admin.form.filter((field) => !field.readOnly && written(field));
    // Tab by tab, the controls on it at one look (a round trip per control made this walk half again as long).
    for (const group of new Set(fields.map((field) => form.groupOf(field)))) {
      const onTab = fields.filter((field) => form.groupOf(field) === group);
      await form.showTabOf(onTab[0]);
      await page
        .locator(`[id^="field-${formFieldNames(onTab[0])[0]}"]`)
        .first()
        .waitFor({ state: 'attached' });
      // A control that starts in the browser after the form (the rich-text editor, docs/decisions/284) is waited for.
      for (const field of onTab.filter(({ input }) => input === 'richText'))
        for (const name of formFieldNames(field))
          await form
            .control(name)
            .first()
            .waitFor({ state: 'attached', timeout: 10_000 })
            .catch(() => undefined);
      const ids = await page.evaluate(() => [...document.querySelectorAll('[id^="field-"]')].map((element) => element.id));
      for (const field of onTab)
        for (const name of formFieldNames(field)) {
          const found =
            field.input === 'color' || field.input === 'address' ? ids.some((id) => id.startsWith(`field-${name}-`)) : ids.includes(`field-${name}`);
          expect(found, `${screen.path}: the add form has no control for ${name}`);
        }
    }
    await checkOnce('add');
    await page.goBack();
    await form.heading('list', title).waitFor();
    await list.waitForTable();
  }

  const first = list.rows().first();
  await first.waitFor();
  await first.getByRole('link', { name: new RegExp(`^${translate(locale, 'admin.list.edit')}`) }).click();
  await form.heading('edit', title).waitFor();
  const saves = await page.getByRole('button', { name: translate(locale, 'admin.form.save'), exact: true }).count();
  expectEqual(saves, writable || definition.update ? 1 : 0, `${definition.name}: save buttons on a record's page`);
  await checkOnce(writable ? 'edit' : 'record');
}

/**
 * Half the screens in each language, each half split in parts of at most ten screens, each part a test of its own
 * (they run side by side, and each stays well inside a test's time on a busy machine).
 */
const SCREENS_PER_PART = 10;
(['ua', 'ru'] as const).forEach((locale, half) => {
  const inHalf = RESOURCE_SCREENS.filter((_, index) => index % 2 === half);
  const parts = Math.ceil(inHalf.length / SCREENS_PER_PART);
  for (let part = 0; part < parts; part += 1) {
    const screens = inHalf.filter((_, index) => index % parts === part);
    const suffix = parts > 1 ? `, part ${part + 1} of ${parts}` : '';
    test(`registry screens (${locale}${suffix}): each of ${screens.length} opens from the menu with its list, add form and a record`, async ({
      page,
      server,
    }) => {
      for (const screen of screens) await ADMIN_SAMPLE_RECORDS[screen.resource]?.(server.database.db, randomInt(100_000, 999_999));
      const errors = watchErrors(page);
      await signInThroughApi(page.context(), server, 'admins');
      await page.goto(new AdminResourcePage(page, server.url, '', locale).url());
      const checked = new Set<string>();
      for (const screen of screens) await openScreen(page, server, screen, locale, checked);
      expectEqual(errors.join('\n'), '', 'errors in the browser console');
    });
  }
});

test('registry screens: a staff member without rights sees no section and no data', async ({ page, context, server }) => {
  const account = await createAccount(server.database, { user_type: 'user', permissions: [] });
  const screen = new AdminResourcePage(page, server.url, '');
  await screen.login(account.email, account.password);
  // From here on: the sign-in page's own session check answers 401 by design.
  const errors = watchErrors(page);

  const menu = page.getByRole('navigation', { name: screen.text('admin.navigation') });
  const labels = new Set(RESOURCE_SCREENS.flatMap((item) => [translate('ua', `admin.section.${item.section}`), translate('ua', item.label)]));
  for (const label of labels) expectEqual(await menu.getByText(label, { exact: true }).count(), 0, `menu items named ${label}`);

  // One guard stands before every screen: opened on the first of each kind (a public dictionary, a staff-only
  // writable resource, a read-only one); the API is asked for every resource.
  const kindOf = (item: ResourceScreen) => {
    const definition = findResource(item.resource);
    return definition?.read === 'public' ? 'public' : definition?.create ? 'writable' : 'read-only';
  };
  const firstOfKind = RESOURCE_SCREENS.filter((item, index) => RESOURCE_SCREENS.findIndex((other) => kindOf(other) === kindOf(item)) === index);
  for (const item of firstOfKind) {
    await page.goto(screen.url(item.path));
    await page.getByRole('heading', { level: 1, name: screen.text('admin.no.access.title') }).waitFor();
    expectEqual(await page.locator('table tbody tr').count(), 0, `${item.path}: table rows shown without the right`);
  }
  for (const item of RESOURCE_SCREENS) {
    // Public dictionaries are anyone's to read (their public rows only); everything else is refused.
    if (findResource(item.resource)?.read === 'public') continue;
    const answer = await context.request.get(`/api/v1/${item.resource}`, { headers: { accept: 'application/json' } });
    expectEqual(answer.status(), 403, `${item.resource}: status of the list call without the right`);
  }
  await expectAccessible(page);
  expectEqual(errors.join('\n'), '', 'errors in the browser console');
});

test('registry screens: an action-log line by a partner representative shows its account by id, with no error', async ({ page, server }) => {
  // A partner's write is logged with the representative's account, which is not an employee (docs/decisions/270).
  const partner = await createAccount(server.database, { user_type: 'partner' });
  const [line] = await server.database.db
    .insert(action_log)
    .values({ user_id: partner.id, action: 'update', resource: 'doctors', record_id: 1, changes: { fields: ['experience'] } })
    .returning({ id: action_log.id });
  const errors = watchErrors(page);
  await signInThroughApi(page.context(), server, 'admins');
  const screen = new AdminResourcePage(page, server.url, 'action-log', 'ru');
  await page.goto(screen.url(`action-log/${line.id}`));
  await page.getByText(screen.text('admin.relation.gone', { id: partner.id }), { exact: true }).waitFor();
  expectEqual(await page.getByText(screen.text('admin.relation.missing', { id: partner.id })).count(), 0, 'a read-only field asking for another record');
  expectEqual(await page.getByRole('alert').count(), 0, 'error notices on the page');
  expectEqual(errors.join('\n'), '', 'errors in the browser console');
});
