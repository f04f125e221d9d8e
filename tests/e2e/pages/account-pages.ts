import type { Locator, Page } from 'playwright-core';
import { catalogs } from '../../../app/i18n/catalogs.ts';
import { navigate } from '../support/navigation.ts';
import type { TestPatient } from '../support/accounts.ts';
import { LocalizedScreen, type MessageKey as Key } from './localized-screen.ts';

/**
 * The account screens as a person uses them: the header's sign-in dialog, registration, the
 * password restore steps and the cabinets. Controls are found by their labels and button texts in
 * the page's language, so every step also checks that the texts are there.
 */
export class AccountPages extends LocalizedScreen {
  /** A catalog text as a pattern; each `{{name}}` matches the given regular expression source. */
  pattern(key: Key, params: Record<string, string>): RegExp {
    const parts = catalogs[this.locale][key].split(/(\{\{\s*\w+\s*\}\})/);
    const source = parts.map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      return name ? (params[name] ?? '.*') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
    return new RegExp(source.join(''));
  }

  path(path: string): string {
    if (this.locale === 'ua') return path;
    return path === '/' ? '/ru' : `/ru${path}`;
  }

  /** A form control by its label; required ones carry a hidden " *" marker after the text. */
  field(key: Key, scope: Page | Locator = this.page): Locator {
    const label = this.text(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  button(key: Key, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('button', { name: this.text(key), exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text('signin.title') });
  }

  alert(scope: Page | Locator = this.page): Locator {
    return scope.getByRole('alert');
  }

  /** The header's "Sign in" opens the dialog (on the patients tab). */
  async openSignIn(): Promise<Locator> {
    await this.page
      .getByRole('banner')
      .getByRole('button', { name: this.text('signin.open'), exact: true })
      .click();
    await this.dialog.waitFor();
    return this.dialog;
  }

  async signIn(login: string, password: string, area: 'patients' | 'partners' = 'patients'): Promise<void> {
    const dialog = this.dialog;
    if (area === 'partners') await dialog.getByText(this.text('signin.area.partners'), { exact: true }).click();
    await this.field('signin.login', dialog).fill(login);
    await this.field('signin.password', dialog).fill(password);
    await this.button('signin.submit', dialog).click();
  }

  async gotoRestore(query = ''): Promise<void> {
    await navigate(this.page, `${this.path('/password-restore')}${query}`);
    await this.page.getByRole('heading', { level: 1, name: this.text('restore.title') }).waitFor();
  }

  stepHeading(key: 'restore.phone.title' | 'restore.code.title' | 'restore.password.title'): Locator {
    return this.page.getByRole('heading', { level: 2, name: this.text(key) });
  }

  async requestCode(phone: string): Promise<void> {
    await this.field('account.field.phone').fill(phone);
    await this.button('restore.send.code').click();
  }

  async enterCode(code: string): Promise<void> {
    await this.field('restore.code.label').fill(code);
    await this.button('restore.verify').click();
  }

  async setNewPassword(password: string): Promise<void> {
    await this.field('account.field.new_password').fill(password);
    await this.field('account.field.password_confirmation').fill(password);
    await this.button('restore.save').click();
  }

  async gotoRegistration(): Promise<void> {
    await navigate(this.page, this.path('/registration'));
    await this.page.getByRole('heading', { level: 1, name: this.text('registration.title') }).waitFor();
  }

  async fillRegistration(patient: TestPatient, confirmation = patient.password): Promise<void> {
    await this.field('account.field.last_name').fill(patient.lastName);
    await this.field('account.field.first_name').fill(patient.firstName);
    await this.field('account.field.birthday').fill(patient.birthday);
    await this.page.getByRole('radio', { name: this.text('account.gender.female') }).check();
    await this.field('account.field.phone').fill(patient.phone);
    await this.field('account.field.email').fill(patient.email);
    await this.field('account.field.password').fill(patient.password);
    await this.field('account.field.password_confirmation').fill(confirmation);
  }

  /** Registers through the form and waits for the cabinet it leads to. */
  async register(patient: TestPatient): Promise<void> {
    await this.gotoRegistration();
    await this.fillRegistration(patient);
    await this.button('registration.submit').click();
    await this.waitForCabinet();
  }

  async waitForCabinet(area: 'patients' | 'partners' = 'patients'): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === this.path(`/${area}/general-information`));
    await this.page.getByRole('heading', { level: 1, name: this.text('cabinet.general.information') }).waitFor();
  }

  toast(key: Key): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: this.text(key) });
  }

  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    const form = this.page.getByRole('region', { name: this.text('cabinet.password.title') });
    await this.field('account.field.old_password', form).fill(oldPassword);
    await this.field('account.field.new_password', form).fill(newPassword);
    await this.field('account.field.password_confirmation', form).fill(newPassword);
    await this.button('cabinet.password.submit', form).click();
  }

  /** The cabinet's own sign-out button; patients land on the site root (SPEC §2). */
  async logout(): Promise<void> {
    // The header's menu is closed, so the cabinet's button is the only "sign out" on the page.
    await this.button('account.logout').click();
    await this.page.waitForURL((url) => url.pathname === this.path('/'));
  }
}
