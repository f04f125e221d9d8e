import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { catalogs } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { createInstitution } from '../support/factories.ts';
import { WALK_LOCALES, expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

type Key = keyof typeof catalogs.ua;
const PHONE = { width: 360, height: 740 };

const textOf = (locale: Locale, key: Key) => catalogs[locale][key].replace(/\{\{\s*\w+\s*\}\}/g, '');
const prefix = (locale: Locale) => (locale === 'ru' ? '/ru' : '');

/** Signs the demo partner in over the API (the sign-in dialog has its own tests); the context keeps the cookie. */
async function signInPartner(page: Page, server: E2EServer): Promise<void> {
  const response = await page.context().request.post('/api/v1/auth/partners/login', {
    headers: { accept: 'application/json', origin: server.url },
    data: { login: server.demo.partner, password: server.demo.password },
  });
  if (response.status() !== 200) throw new Error(`Partner sign-in answered ${response.status()}`);
}

/** A clinic of the demo partner's legal entity of this test's own, so tests in parallel never save the same one. */
async function partnersOwnClinic(server: E2EServer, locale: Locale) {
  const [entity] = await server.database.rows<{ id: number }>(sql`
    select r.legal_entity_id as id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${server.demo.partner}`);
  const tag = `${locale}-${Date.now().toString(36)}`;
  return createInstitution(server.database.db, { legal_entity_id: entity.id, status: 'active', name_ua: `Клініка e2e ${tag}`, name_ru: `Клиника e2e ${tag}` });
}

/** A form field by its label, with or without the required marker. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Nothing sticks out sideways: the page scrolls only up and down. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll <= width, `page is ${scroll}px wide in a ${width}px window`);
}

for (const locale of WALK_LOCALES) {
  test(`${locale}: a partner edits their clinic's public data, typing its position, and the clinic page shows it`, async ({ page, server }) => {
    const t = (key: Key) => textOf(locale, key);
    const clinic = await partnersOwnClinic(server, locale);
    await signInPartner(page, server);
    await navigate(page, `${prefix(locale)}/partners/medical-institutions`);
    await page.getByRole('heading', { level: 1, name: t('partner.clinics.title') }).waitFor();
    const ownName = locale === 'ru' ? clinic.name_ru : clinic.name_ua;
    await page.getByRole('link', { name: `${t('partner.clinics.edit.named')}${ownName}` }).click();
    await page.getByRole('heading', { level: 1, name: ownName }).waitFor();
    await field(page, t('partner.clinics.field.name_ua')).waitFor();
    await expectAccessible(page);

    const renamed = { ua: `${clinic.name_ua} оновлена`, ru: `${clinic.name_ru} обновлённая` };
    // A required name left empty: the shared rule refuses it in the browser, and focus goes to the field.
    const nameUa = field(page, t('partner.clinics.field.name_ua'));
    await nameUa.fill('');
    await page.getByRole('button', { name: t('partner.clinics.save'), exact: true }).click();
    await expectEventually(() => nameUa.evaluate((element) => element === document.activeElement), true, 'focus on the empty name');
    await expectEventually(() => nameUa.getAttribute('aria-invalid'), 'true', 'the empty name marked invalid');
    await nameUa.fill(renamed.ua);
    await field(page, t('partner.clinics.field.name_ru')).fill(renamed.ru);
    await field(page, t('partner.clinics.field.phone')).fill('380441112233');
    // The position by keyboard: the two number fields, no map needed.
    await field(page, catalogs[locale]['field.latitude']).fill('50.4412');
    await field(page, catalogs[locale]['field.longitude']).fill('30.5123');
    await page.getByRole('button', { name: t('partner.clinics.save'), exact: true }).click();
    await page.getByText(t('partner.clinics.saved')).first().waitFor();

    const [stored] = await server.database.rows<{ name_ua: string; latitude: number; phone: string }>(
      sql`select name_ua, latitude::float8 as latitude, phone from medical_institutions where id = ${clinic.id}`,
    );
    expectEqual(JSON.stringify(stored), JSON.stringify({ name_ua: renamed.ua, latitude: 50.4412, phone: '380441112233' }), 'the stored clinic');

    await navigate(page, `${prefix(locale)}/clinic/${clinic.slug}`);
    await page.getByRole('heading', { level: 1, name: renamed[locale] }).waitFor();

    // On a phone the clinic form fits the screen.
    await page.setViewportSize(PHONE);
    await navigate(page, `${prefix(locale)}/partners/medical-institutions/${clinic.id}`);
    await page.getByRole('heading', { level: 1, name: renamed[locale] }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test(`${locale}: a partner filters the report of approved and rejected visits and downloads the same rows as CSV`, async ({ page, server }) => {
    const t = (key: Key) => textOf(locale, key);
    await signInPartner(page, server);
    await navigate(page, `${prefix(locale)}/partners/reports`);
    await page.getByRole('heading', { level: 1, name: t('report.title') }).waitFor();
    const approved = page.locator('[data-total="approved"]');
    await approved.waitFor();
    // The demo partner's last month has decided visits (docs/decisions/239).
    expect(Number(await approved.textContent()) > 0, 'the demo partner has approved visits in the report');
    await page.locator('svg[role="img"]').waitFor();
    await expectAccessible(page);

    // Rejected visits only: every row says so, and the CSV holds the same rows.
    await page.getByLabel(t('report.filter.status')).selectOption('rejected');
    await page.getByRole('button', { name: t('report.filter.apply') }).click();
    await page.waitForURL(/status=rejected/);
    await expectEventually(() => approved.textContent(), '0', 'approved visits among the rejected ones');
    const rows = page.locator('[data-report-row]');
    await rows.first().waitFor();
    const numbers = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-report-row')));
    for (const cell of await rows.locator('td:nth-child(7)').allTextContents()) expectEqual(cell, t('report.status.rejected'), 'a row of the rejected report');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('report.download') }).click()]);
    const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0].includes(t('report.column.reason')), `the CSV header in ${locale}: ${lines[0]}`);
    expectEqual(JSON.stringify(lines.slice(1).map((line) => line.split(',')[0])), JSON.stringify(numbers), 'the CSV rows against the table');

    // A phone: the table becomes cards, nothing sticks out sideways.
    await page.setViewportSize(PHONE);
    await page.reload();
    await rows.first().waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
}
