import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { RESOURCE_SCREENS, type ResourceScreen } from '../../app/components/admin/sections.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { findResource } from '../../resources/registry.ts';
import { createAccount } from '../support/factories/accounts.ts';
import { ADMIN_FORM_INPUTS, ADMIN_SAMPLE_RECORDS } from '../support/factories/admin-forms.ts';
import { expect, expectEqual, test } from './harness.ts';
import { AdminRecordForm } from './pages/admin-record-form.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { signInThroughApi } from './support/accounts.ts';
import { watchErrors } from './support/browser-errors.ts';
import type { E2EServer } from './support/server.ts';

/**
 * Issue 12 §4: every back-office screen the registry derives (RESOURCE_SCREENS), walked as the administrator.
 * A writable resource is added with valid data (tests/support/factories/admin-forms.ts) and edited; a read-only
 * one is listed and one record opened. The trash and the way back out of it are one list component for all:
 * walked on the first resource with a trash in each language, and proven for every resource through the API
 * its screens call (server/api/resources-screens-trash.test.ts). Every third screen runs in /ru/admins. A staff
 * member without rights sees none of them.
 */

type ScreenKind = 'list' | 'add' | 'edit' | 'trash' | 'record';

const WRITABLE_KINDS: readonly ScreenKind[] = ['list', 'add', 'edit', 'trash'];
const READ_ONLY_KINDS: readonly ScreenKind[] = ['list', 'record'];

/** Every third screen is walked in /ru/admins. */
const localeOf = (index: number): Locale => (index % 3 === 2 ? 'ru' : 'ua');

/** The screens whose walk goes through the trash and back: the first with a trash in each language. */
const TRASH_WALKS = new Set<string>();
const trashWalked = new Set<Locale>();
RESOURCE_SCREENS.forEach((screen, index) => {
  const definition = findResource(screen.resource);
  if (!definition?.create || !definition.trash || trashWalked.has(localeOf(index))) return;
  trashWalked.add(localeOf(index));
  TRASH_WALKS.add(screen.path);
});

/** The kinds of screen a resource's walk shows. */
function kindsOf(screen: ResourceScreen): readonly ScreenKind[] {
  const definition = findResource(screen.resource);
  if (!definition?.create) return READ_ONLY_KINDS;
  return TRASH_WALKS.has(screen.path) ? WRITABLE_KINDS : WRITABLE_KINDS.slice(0, 3);
}

/**
 * Which screen of a resource axe checks (axe takes seconds here): each kind of screen once per locale, for writable
 * and read-only resources apart, on the first resource in registry order whose walk still has an unchecked kind.
 */
function axePlan(): Map<string, ScreenKind> {
  const checked = new Set<string>();
  const plan = new Map<string, ScreenKind>();
  RESOURCE_SCREENS.forEach((screen, index) => {
    const definition = findResource(screen.resource);
    const group = definition?.create ? 'writable' : 'read-only';
    const kind = kindsOf(screen).find((candidate) => !checked.has(`${group} ${candidate} ${localeOf(index)}`));
    if (!kind) return;
    checked.add(`${group} ${kind} ${localeOf(index)}`);
    plan.set(screen.path, kind);
  });
  return plan;
}
const AXE_ON = axePlan();

interface Walk {
  page: Page;
  server: E2EServer;
  screen: ResourceScreen;
  definition: ResourceDefinition;
  locale: Locale;
}

async function checkAccessible({ page, screen }: Walk, kind: ScreenKind): Promise<void> {
  if (AXE_ON.get(screen.path) === kind) await expectAccessible(page);
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
  const build = ADMIN_FORM_INPUTS[definition.name];
  expect(
    build,
    `${definition.name} is writable and has a screen, but tests/support/factories/admin-forms.ts gives no valid form input for it: add one`,
  );
  const mark = randomInt(100_000, 999_999);
  const input = await build(server.database.db, mark);
  const list = new AdminResourcePage(page, server.url, screen.path, locale);
  const form = new AdminRecordForm(page, definition, locale);
  const title = translate(locale, screen.label);

  await list.gotoList();
  await form.heading('list', title).waitFor();
  await checkAccessible(walk, 'list');

  await page.getByRole('link', { name: translate(locale, 'admin.list.add'), exact: true }).click();
  await form.heading('add', title).waitFor();
  await form.fill(input.create);
  await checkAccessible(walk, 'add');
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
  await checkAccessible(walk, 'edit');

  if (!kindsOf(screen).includes('trash')) return;
  await page.getByRole('link', { name: translate(locale, 'admin.form.cancel'), exact: true }).click();
  await form.heading('list', title).waitFor();
  await list.search(input.find);
  await onlyTheRecord(walk);
  await list.trashRow(input.find);
  await list.row(input.find).waitFor({ state: 'detached' });

  await page.getByRole('main').getByRole('link', { name: translate(locale, 'admin.list.trash'), exact: true }).click();
  await form.heading('trash', title).waitFor();
  await list.search(input.find);
  await onlyTheRecord(walk);
  await checkAccessible(walk, 'trash');
  await list.restoreRow(input.find);
  await list.row(input.find).waitFor({ state: 'detached' });

  await page.getByRole('link', { name: translate(locale, 'admin.list.back.to.list'), exact: true }).click();
  await form.heading('list', title).waitFor();
  await list.search(input.find);
  await list.row(input.find).waitFor();
}

/** Lists a read-only resource and opens its first record, which shows without a way to save it. */
async function walkReadOnly(walk: Walk): Promise<void> {
  const { page, server, screen, definition, locale } = walk;
  const list = new AdminResourcePage(page, server.url, screen.path, locale);
  const form = new AdminRecordForm(page, definition, locale);
  const title = translate(locale, screen.label);
  await ADMIN_SAMPLE_RECORDS[definition.name]?.(server.database.db, randomInt(100_000, 999_999));

  await list.gotoList();
  await form.heading('list', title).waitFor();
  await checkAccessible(walk, 'list');
  const first = list.rows().first();
  await first.waitFor();
  await first.getByRole('link', { name: new RegExp(`^${translate(locale, 'admin.list.edit')}`) }).click();
  await form.heading('edit', title).waitFor();
  const saves = await page.getByRole('button', { name: translate(locale, 'admin.form.save'), exact: true }).count();
  expectEqual(saves, definition.update ? 1 : 0, `${definition.name}: save buttons on a record's page`);
  await checkAccessible(walk, 'record');
}

RESOURCE_SCREENS.forEach((screen, index) => {
  const definition = findResource(screen.resource);
  const locale = localeOf(index);
  const writable = Boolean(definition?.create);
  const steps = writable ? (kindsOf(screen).includes('trash') ? 'add, edit, trash and restore' : 'add and edit') : 'list and open a record';
  const axe = AXE_ON.has(screen.path) ? `; axe on the ${AXE_ON.get(screen.path)} screen` : '';
  test(`registry screen ${screen.path} (${locale}): ${steps}${axe}`, async ({ page, server }) => {
    expect(definition, `${screen.resource} has a screen but is not in the registry`);
    const errors = watchErrors(page);
    await signInThroughApi(page.context(), server, 'admins');
    const walk = { page, server, screen, definition, locale };
    if (writable) await walkWritable(walk);
    else await walkReadOnly(walk);
    expectEqual(errors.join('\n'), '', `${screen.path}: errors in the browser console`);
  });
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
