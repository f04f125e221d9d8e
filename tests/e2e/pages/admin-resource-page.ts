import type { Locator, Page } from 'playwright-core';
import { catalogs } from '../../../app/i18n/catalogs.ts';
import type { Locale } from '../../../app/i18n/locale.ts';

type Key = keyof typeof catalogs.ua;

/**
 * One page object for every generic back-office resource screen (list, trash, add, edit): the
 * screens are built from the registry, so the same steps work for any resource path, e.g.
 * `new AdminResourcePage(page, origin, 'handbooks/specialization')`. Form controls are found by their
 * wire name (`#field-code`, `#field-name_ua`), buttons by their text in the page's locale.
 */
export class AdminResourcePage {
  constructor(
    readonly page: Page,
    readonly origin: string,
    /** Path under /admins as SPEC §2 names it. */
    readonly path: string,
    readonly locale: Locale = 'ua',
  ) {}

  text(key: Key, params: Record<string, string | number> = {}): string {
    return catalogs[this.locale][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
  }

  url(rest = ''): string {
    const prefix = this.locale === 'ru' ? '/ru' : '';
    return `${this.origin}${prefix}/admins${rest ? `/${rest}` : ''}`;
  }

  /** Signs in on /admins/login (opened unless the page shows it already) and waits for the back office. */
  async login(email: string, password: string): Promise<void> {
    const screen = this.url('login');
    if (this.page.url() !== screen) await this.page.goto(screen);
    await this.page.locator('input[name="email"]').fill(email);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.getByRole('button', { name: this.text('admin.login.submit') }).click();
    await this.page.getByRole('navigation', { name: this.text('admin.navigation') }).waitFor();
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(this.text('admin.user.menu')) }).click();
    await this.page.getByRole('menuitem', { name: this.text('admin.logout') }).click();
    await this.page.waitForURL(/\/admins\/login$/);
  }

  async gotoList(query = ''): Promise<void> {
    await this.page.goto(this.url(this.path) + query);
    await this.waitForTable();
  }

  async gotoTrash(): Promise<void> {
    await this.page.goto(this.url(`${this.path}/trash`));
    await this.waitForTable();
  }

  async gotoAdd(): Promise<void> {
    await this.page.goto(this.url(`${this.path}/add`));
    await this.field('code').waitFor();
  }

  async waitForTable(): Promise<void> {
    await this.page.locator('[data-admin-list][aria-busy="false"]').waitFor();
  }

  /** Rows of the table body (the "no records" row excluded). */
  rows(): Locator {
    return this.page.locator('table tbody tr:has(input[type="checkbox"]), table tbody tr:has(a)');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: this.text('admin.list.search') }).fill(text);
    await this.page.waitForURL((url) => url.searchParams.get('search') === text);
    await this.waitForTable();
  }

  /** A form control by wire name: `code`, `name_ua`, `is_footer`, `background_color`. */
  field(name: string): Locator {
    return this.page.locator(`[id="field-${name}"]`);
  }

  /** The message shown under a field (its `aria-describedby` error). */
  fieldError(name: string): Locator {
    return this.page.locator(`[id="field-${name}-error"]`);
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value);
  }

  async setSwitch(name: string, on: boolean): Promise<void> {
    const control = this.field(name);
    if ((await control.isChecked()) !== on) await control.click({ force: true });
  }

  /** Picks a colour swatch (SPEC §3 choices) by its value, e.g. `#1355EA`. */
  async chooseColor(name: string, value: string): Promise<void> {
    await this.page.locator(`[id="field-${name}-${value}"]`).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('admin.form.save'), exact: true }).click();
  }

  /** Saves and waits for the success toast. */
  async saveAndWait(): Promise<void> {
    await this.save();
    await this.toast(this.text('admin.form.saved')).waitFor();
  }

  toast(text: string): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }

  async confirm(accept = true): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: this.text(accept ? 'confirm.accept' : 'confirm.reject') }).click();
  }

  async openRow(text: string): Promise<void> {
    await this.row(text)
      .getByRole('link', { name: new RegExp(`^${this.text('admin.list.edit')}`) })
      .click();
    await this.field('code').waitFor();
  }

  /** Moves one row to the trash from the list (with the confirm dialog). */
  async trashRow(text: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: new RegExp(`^${this.text('admin.list.delete')}`) })
      .click();
    await this.confirm();
    await this.toast(this.text('admin.list.deleted', { count: 1 })).waitFor();
  }

  /** Restores one row from the trash view. */
  async restoreRow(text: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: new RegExp(`^${this.text('admin.list.restore')}`) })
      .click();
    // "Відновити 1 запис?", not "1 записів" (docs/decisions/177).
    await this.page
      .getByRole('dialog')
      .getByText(this.text('admin.list.confirm.restore.records.one', { n: 1 }), { exact: true })
      .waitFor();
    await this.confirm();
    await this.toast(this.text('admin.list.restored', { count: 1 })).waitFor();
  }

  /** Ticks the rows' checkboxes and runs the batch action (delete on the list, restore in the trash). */
  async batch(texts: string[], trash = false): Promise<void> {
    for (const text of texts) await this.row(text).getByRole('checkbox').check();
    await this.page.getByRole('button', { name: this.text(trash ? 'admin.list.restore.selected' : 'admin.list.delete.selected') }).click();
    await this.confirm();
    await this.toast(this.text(trash ? 'admin.list.restored' : 'admin.list.deleted', { count: texts.length })).waitFor();
  }
}
