import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { WALK_LOCALES, expect, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';
import { DEMO_INVITED_DOCTOR_EMAIL } from '../../seed/steps/demo-partner-extras.ts';
import { LocalizedScreen, type MessageKey as Key } from './pages/localized-screen.ts';

/** The partner's doctor screens, found by labels and texts in the page's language. */
class DoctorScreen extends LocalizedScreen {
  path(path: string): string {
    return `${this.locale === 'ru' ? '/ru' : ''}${path}`;
  }

  field(key: Key, scope: Page | Locator = this.page): Locator {
    const label = this.text(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  group(key: Key): Locator {
    return this.page.getByRole('group', { name: this.text(key) });
  }

  button(key: Key, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('button', { name: this.text(key), exact: true });
  }

  get dialog(): Locator {
    return this.page.locator('[role="dialog"][aria-modal="true"]');
  }

  async names(language: 'ua' | 'ru', last: string, first: string): Promise<void> {
    const names = this.group(language === 'ua' ? 'partner.doctor.names.ua' : 'partner.doctor.names.ru');
    await this.field('partner.doctor.last_name', names).fill(last);
    await this.field('partner.doctor.first_name', names).fill(first);
  }

  async noSidewaysScroll(where: string): Promise<void> {
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow <= 0, `${where}: the page scrolls sideways by ${overflow}px on a phone`);
  }
}

/** Signs the demo partner in over the API (the sign-in dialog has its own tests); the context keeps the cookie. */
async function signInPartner(page: Page, server: E2EServer): Promise<void> {
  const response = await page.context().request.post('/api/v1/auth/partners/login', {
    headers: { accept: 'application/json', origin: server.url },
    data: { login: server.demo.partner, password: server.demo.password },
  });
  if (response.status() !== 200) throw new Error(`Partner sign-in answered ${response.status()}`);
}

for (const locale of WALK_LOCALES) {
  test(`${locale}: a partner adds a doctor with a cabinet, edits it and gives it a service; on a phone too`, async ({ page, server }) => {
    const screen = new DoctorScreen(page, locale);
    const email = `partner-doctor-${locale}-${Date.now()}@example.test`;
    const last = locale === 'ua' ? 'Левченко' : 'Левченков';
    await signInPartner(page, server);

    // The list: every doctor opens its page; a new one is added from here.
    await navigate(page, screen.path('/partners/doctors'));
    await page.getByRole('heading', { level: 1, name: screen.text('schedule.doctors.title') }).waitFor();
    expect(
      (await page
        .getByRole('list', { name: screen.text('schedule.doctors.title') })
        .getByRole('link')
        .count()) > 0,
      'the demo partner has doctors to open',
    );
    await expectAccessible(page);
    await page.getByRole('link', { name: screen.text('partner.doctors.add'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: screen.text('partner.doctor.add.title') }).waitFor();

    // A submit with nothing filled is refused before it is sent, in the page's language.
    await screen.button('partner.doctor.create').click();
    await page.getByRole('alert').getByText(screen.text('check.input.correction')).waitFor();
    await expectAccessible(page);

    await screen.names('ua', last, 'Оксана');
    await screen.names('ru', last, 'Оксана');
    await page.getByRole('radio', { name: screen.text('handbook.genders.female') }).check();
    await page.getByRole('combobox', { name: screen.text('partner.doctor.specializations') }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    const clinics = page.locator('form').getByRole('checkbox');
    if (!(await clinics.first().isChecked())) await clinics.first().check();
    await page.getByRole('switch', { name: screen.text('partner.doctor.is_cabinet') }).check();
    await screen.field('partner.doctor.email').fill(email);
    await screen.button('partner.doctor.create').click();

    // Saved: its own page, the cabinet invitation on its way.
    await page.waitForURL(/\/partners\/doctors\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('heading', { level: 1, name: `${last} Оксана` }).waitFor();
    await page.getByText(screen.text('partner.doctor.cabinet.invited')).waitFor();
    const [message] = await server.database.rows<{ template: string }>(sql`select template from outbox_messages where recipient = ${email}`);
    expect(message?.template === 'email.doctor.cabinet.invitation', 'the doctor was sent a set-password link');
    await page.getByRole('link', { name: screen.text('partner.doctor.timesheets') }).waitFor();
    await expectAccessible(page);

    // Edited: the new name is what is stored.
    await screen.field('partner.doctor.first_name', screen.group('partner.doctor.names.ua')).fill('Олеся');
    await screen.button('partner.doctor.save').click();
    await page.getByText(screen.text('partner.doctor.saved')).first().waitFor();
    const [stored] = await server.database.rows<{ first_name_ua: string }>(sql`select first_name_ua from doctors where id = ${id}`);
    expect(stored.first_name_ua === 'Олеся', `stored first name: ${stored.first_name_ua}`);

    // A service, the first one becoming the default.
    await screen.button('partner.service.add').click();
    await screen.dialog.waitFor();
    await screen.field('partner.service.name.ua', screen.dialog).fill('Первинна консультація');
    await screen.field('partner.service.name.ru', screen.dialog).fill('Первичная консультация');
    await screen.field('partner.service.cost', screen.dialog).fill('650');
    await expectAccessible(page);
    await screen.button('partner.doctor.save', screen.dialog).click();
    await screen.dialog.waitFor({ state: 'detached' });
    const serviceName = locale === 'ru' ? 'Первичная консультация' : 'Первинна консультація';
    await page.getByText(serviceName, { exact: true }).waitFor();
    await page.getByText(screen.text('partner.service.default'), { exact: true }).waitFor();
    const [service] = await server.database.rows<{ cost: number; is_default: boolean }>(
      sql`select cost, is_default from doctor_services where doctor_id = ${id}`,
    );
    expect(service?.cost === 65_000 && service.is_default, `stored service: ${JSON.stringify(service)}`);

    // A phone: nothing wider than the screen, on the doctor's page and the list.
    await page.setViewportSize({ width: 360, height: 800 });
    await screen.noSidewaysScroll('doctor page');
    await expectAccessible(page);
    await navigate(page, screen.path('/partners/doctors'));
    await page.getByRole('link', { name: new RegExp(`${last} ${locale === 'ua' ? 'Олеся' : 'Оксана'}`) }).waitFor();
    await screen.noSidewaysScroll('doctors list');
  });
}

test("a partner cannot open another legal entity's doctor page", async ({ page, server }) => {
  const screen = new DoctorScreen(page, 'ua');
  const [foreign] = await server.database.rows<{ id: number }>(sql`
    select d.id from doctors d where d.deleted_at is null and not exists (
      select 1 from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
      join representatives r on r.legal_entity_id = mi.legal_entity_id join users u on u.id = r.user_id
      where w.doctor_id = d.id and lower(u.email) = ${server.demo.partner}) order by d.id limit 1`);
  await signInPartner(page, server);
  await navigate(page, `/partners/doctors/${foreign.id}`);
  await page.getByRole('alert').getByText(screen.text('partner.doctor.not.found')).waitFor();
  await expectAccessible(page);
});

for (const locale of WALK_LOCALES) {
  test(`${locale}: the doctors list shows photos and statuses; an invited doctor's invitation is sent again`, async ({ page, server }) => {
    const screen = new DoctorScreen(page, locale);
    const [invited] = await server.database.rows<{ id: number; user_id: number }>(
      sql`select id, user_id from doctors where email = ${DEMO_INVITED_DOCTOR_EMAIL}`,
    );
    const count = async () =>
      (await server.database.rows<{ n: number }>(sql`select count(*)::int as n from outbox_messages where recipient = ${DEMO_INVITED_DOCTOR_EMAIL}`))[0].n;
    await signInPartner(page, server);
    await navigate(page, screen.path('/partners/doctors'));
    const list = page.getByRole('list', { name: screen.text('schedule.doctors.title') });
    await list.waitFor();
    await list.getByText(screen.text('partner.doctors.status.active')).first().waitFor();
    await list.getByText(screen.text('partner.doctors.cabinet.invited')).first().waitFor();
    const withPhoto = await list.locator('img').count();
    const [photos] = await server.database.rows<{ n: number }>(sql`
      select count(distinct d.id)::int as n from doctors d join doctor_workplaces w on w.doctor_id = d.id join medical_institutions mi on mi.id = w.institution_id
      join representatives r on r.legal_entity_id = mi.legal_entity_id join users u on u.id = r.user_id
      where lower(u.email) = ${server.demo.partner} and d.deleted_at is null and mi.deleted_at is null and d.photo is not null`);
    expect(withPhoto === photos.n, `photos shown: ${withPhoto}, doctors with a photo: ${photos.n}`);
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await screen.noSidewaysScroll('doctors list');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The invited doctor's page offers to send the link again; the mail goes out, the cabinet still waits.
    await page.locator(`a[href$="/partners/doctors/${invited.id}"]`).first().click();
    await page.getByText(screen.text('partner.doctor.cabinet.invited')).waitFor();
    const before = await count();
    await screen.button('partner.doctor.invitation.resend').click();
    await page.getByText(screen.text('partner.doctor.invitation.sent')).first().waitFor();
    // The ua and ru runs of this test may resend to the same demo doctor at once: at least this one went out.
    await expectEventually(async () => (await count()) > before, true, 'the set-password link was sent again');
    await expectAccessible(page);
  });
}
