import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { catalogs } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { WALK_LOCALES, expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { visitorAddress } from './support/accounts.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

/** The back office's appointment report across partners (docs/decisions/275), as the run's administrator. */

type Key = keyof typeof catalogs.ua;
const PHONE = { width: 360, height: 740 };
const prefix = (locale: Locale) => (locale === 'ru' ? '/ru' : '');

async function signInAdministrator(page: Page, server: E2EServer): Promise<void> {
  const answer = await page.context().request.post('/api/v1/auth/admins/login', {
    headers: { accept: 'application/json', origin: server.url, 'x-forwarded-for': visitorAddress() },
    data: { login: server.administrator.email, password: server.administrator.password },
  });
  expectEqual(answer.status(), 200, 'status of the sign-in');
}

/** The demo partner's legal entity (docs/decisions/239 gives it a month of decided visits) and its clinics' names. */
async function demoPartner(server: E2EServer, locale: Locale) {
  const [entity] = await server.database.rows<{ id: number; name: string }>(sql`
    select l.id, l.public_name as name from representatives r join users u on u.id = r.user_id join legal_entities l on l.id = r.legal_entity_id
    where lower(u.email) = ${server.demo.partner}`);
  const clinics = await server.database.rows<{ name: string }>(
    sql`select ${locale === 'ru' ? sql`coalesce(name_ru, name_ua)` : sql`name_ua`} as name from medical_institutions where legal_entity_id = ${entity.id}`,
  );
  return { ...entity, clinics: new Set(clinics.map((clinic) => clinic.name)) };
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll <= width, `page is ${scroll}px wide in a ${width}px window`);
}

for (const locale of WALK_LOCALES) {
  test(`${locale}: the administrator reads the report across partners, filters it by one partner and downloads its CSV`, async ({ page, server }) => {
    const t = (key: Key) => catalogs[locale][key].replace(/\{\{\s*\w+\s*\}\}/g, '');
    const partner = await demoPartner(server, locale);
    await signInAdministrator(page, server);
    await navigate(page, `${prefix(locale)}/admins/reports`);
    await page.getByRole('heading', { level: 1, name: t('admin.report.title') }).waitFor();
    const approved = page.locator('[data-total="approved"]');
    await approved.waitFor();
    expect(Number(await approved.textContent()) > 0, 'decided visits across partners');
    await page.locator('svg[role="img"]').waitFor();
    await expectAccessible(page);

    // One partner: its option is in the list (the choices load), the URL keeps it, every row is at its clinics.
    const partnerSelect = page.getByLabel(t('admin.report.filter.partner'));
    await expectEventually(() => partnerSelect.locator(`option[value="${partner.id}"]`).count(), 1, 'the demo partner among the choices');
    await partnerSelect.selectOption(String(partner.id));
    await page.getByRole('button', { name: t('report.filter.apply') }).click();
    await page.waitForURL(new RegExp(`partner_id=${partner.id}`));
    const rows = page.locator('[data-report-row]');
    // The partner's first page as the API answers it; the table shows it once the filtered report has loaded.
    const answer = await page
      .context()
      .request.get(`/api/v1/admin/reports/appointments${new URL(page.url()).search}`, { headers: { accept: 'application/json' } });
    expectEqual(answer.status(), 200, 'status of the filtered report');
    const expected = ((await answer.json()) as { data: { id: number; application_number: string | null }[] }).data.map(
      (row) => row.application_number ?? String(row.id),
    );
    expect(expected.length > 0, "the demo partner's decided visits");
    const shown = () => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-report-row')));
    await expectEventually(async () => JSON.stringify(await shown()), JSON.stringify(expected), "the table of the demo partner's visits");
    for (const clinic of await rows.locator('td:nth-child(3)').allTextContents())
      expect(partner.clinics.has(clinic), `a row at another partner's clinic: ${clinic}`);
    const numbers = await shown();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('report.download') }).click()]);
    const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0].includes(t('report.column.reason')), `the CSV header in ${locale}: ${lines[0]}`);
    // The table shows the first page; the CSV has every row, starting with the same ones.
    expectEqual(
      JSON.stringify(lines.slice(1, numbers.length + 1).map((line) => line.split(',')[0])),
      JSON.stringify(numbers),
      'the CSV rows against the table',
    );
    await expectAccessible(page);

    // A phone: the filters and the table as cards fit, nothing sticks out sideways.
    await page.setViewportSize(PHONE);
    await page.reload();
    await rows.first().waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
}
