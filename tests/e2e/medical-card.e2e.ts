import { sql } from 'drizzle-orm';
import type { Locale } from '../../app/i18n/locale.ts';
import { MEDICAL_DOCUMENT_MAX_BYTES } from '../../contracts/medical-card.ts';
import { DEMO_CHILD_DOCUMENT_NAME, DEMO_DOCUMENT_NAME, demoPdf } from '../../db/demo-data/medical-card.ts';
import { DEMO_VIDEO_CONCLUSION } from '../../db/demo-data/video-visit.ts';
import { WALK_LOCALES, expectEqual, expectEventually, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { localized, text } from './support/booking.ts';
import { login, navigate, waitForHydration } from './support/navigation.ts';
import { signInDemoPatient } from './support/payments.ts';

/** The medical card (docs/decisions/226–228): the demo patient's filled card and a new patient's own on a phone, the doctor's and the staff's logged reads. */

const PHONE = { width: 360, height: 780 };

test('ua, phone: the demo patient finds her filled card in the cabinet menu, with her document and a doctor’s conclusion', async ({
  page,
  context,
  server,
}) => {
  const locale: Locale = 'ua';
  await page.setViewportSize(PHONE);
  await signInDemoPatient(context, server);
  await navigate(page, '/patients/general-information');
  await waitForHydration(page);
  // The cabinet menu holds the page.
  await page
    .getByRole('navigation', { name: text(locale, 'cabinet.patients.nav') })
    .getByRole('link', { name: text(locale, 'medcard.nav'), exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === '/patients/medical-card');
  await page.getByRole('heading', { level: 1, name: text(locale, 'medcard.title') }).waitFor();
  const card = page.locator('[data-medical-card]');
  expectEqual((await card.locator('[data-blood-type]').innerText()).trim(), 'A+', 'the blood type');
  await card.getByText('Пеніцилін').waitFor();
  await card.getByText(/Дифтерія, правець/).waitFor();
  await card.getByRole('link', { name: text(locale, 'medcard.documents.download', { name: DEMO_DOCUMENT_NAME }) }).waitFor();
  await card.getByText(DEMO_VIDEO_CONCLUSION.conclusion).waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expectEqual(width <= PHONE.width, true, `nothing wider than the phone (${width})`);
  await expectAccessible(page);
});

test('ru, phone: a new patient fills in her card, is told a file is too large before sending, uploads a PDF and removes it', async ({
  page,
  context,
  server,
}) => {
  const locale: Locale = 'ru';
  await page.setViewportSize(PHONE);
  await registerThroughApi(context, server, newPatient('medical-card'));
  await navigate(page, localized(locale, '/patients/medical-card'));
  await waitForHydration(page);
  const card = page.locator('[data-medical-card]');
  await card.getByText(text(locale, 'medcard.not_filled')).waitFor();
  await card.getByText(text(locale, 'medcard.documents.empty')).waitFor();
  await card.getByText(text(locale, 'medcard.conclusions.empty')).waitFor();
  await expectAccessible(page);

  await page.getByRole('button', { name: text(locale, 'medcard.edit') }).click();
  const form = page.locator('form[data-medical-health-form]');
  await form.getByLabel(text(locale, 'medcard.blood_type')).selectOption('B-');
  await form.getByLabel(text(locale, 'medcard.list.new', { list: text(locale, 'medcard.allergies') })).fill('Арахис');
  await form.locator('[data-add-item="allergies"]').click();
  await form.getByText('Арахис').waitFor();
  await form.getByLabel(text(locale, 'medcard.vaccination.name'), { exact: true }).fill('Грипп');
  await form.getByLabel(text(locale, 'medcard.vaccination.date'), { exact: true }).fill('2099-01-01');
  await form.locator('[data-add-item="vaccinations"]').click();
  await form.getByText(text(locale, 'medcard.vaccination.future')).waitFor();
  await form.getByLabel(text(locale, 'medcard.vaccination.date'), { exact: true }).fill('2024-10-15');
  await form.locator('[data-add-item="vaccinations"]').click();
  await form.getByText(/Грипп — 15\.10\.2024/).waitFor();
  await expectAccessible(page);
  await form.getByRole('button', { name: text(locale, 'medcard.save') }).click();
  await page.getByText(text(locale, 'medcard.saved')).first().waitFor();
  expectEqual((await card.locator('[data-blood-type]').innerText()).trim(), 'B-', 'the saved blood type');
  await card.locator('[data-medical-health]').getByText('Арахис').waitFor();

  const input = card.locator('[data-medical-documents] input[type="file"]');
  await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(MEDICAL_DOCUMENT_MAX_BYTES + 1, 0x25) });
  expectEqual(
    (await card.locator('[data-document-problem]').innerText()).trim(),
    text(locale, 'medcard.document.too_large', { mb: 10 }),
    'too large, told before sending',
  );
  await input.setInputFiles({ name: 'анализ.pdf', mimeType: 'application/pdf', buffer: demoPdf(['Test analysis']) });
  const download = card.getByRole('link', { name: text(locale, 'medcard.documents.download', { name: 'анализ.pdf' }) });
  await download.waitFor();
  const href = (await download.getAttribute('href')) ?? '';
  const fetched = await context.request.get(href);
  expectEqual(fetched.status(), 200, 'the document downloads');
  expectEqual((await fetched.body()).subarray(0, 5).toString(), '%PDF-', 'the document as uploaded');
  await expectAccessible(page);

  await card.getByRole('button', { name: text(locale, 'medcard.documents.remove', { name: 'анализ.pdf' }) }).click();
  await page.getByRole('dialog').getByRole('button').last().click();
  await card.getByText(text(locale, 'medcard.documents.empty')).waitFor();
});

/** The demo patient's seeded son (docs/decisions/183, 276): the first son in her family. */
async function demoSon(server: { database: { rows: <T>(query: ReturnType<typeof sql>) => Promise<T[]> }; demo: { patient: string } }) {
  const [son] = await server.database.rows<{ id: number; name: string; patient_id: number }>(sql`
    select fm.id, concat_ws(' ', fm.last_name, fm.first_name, fm.middle_name) as name, fm.user_id as patient_id from family_members fm
    join users u on u.id = fm.user_id where lower(u.email) = ${server.demo.patient} and u.user_type = 'patient' and fm.relation = 'son' order by fm.id limit 1`);
  return son;
}

for (const locale of WALK_LOCALES) {
  test(`${locale}, phone: the demo patient switches from her card to her son's with the keyboard, and back`, async ({ page, context, server }) => {
    await page.setViewportSize(PHONE);
    await signInDemoPatient(context, server);
    const son = await demoSon(server);
    await navigate(page, localized(locale, '/patients/medical-card'));
    await waitForHydration(page);
    const card = page.locator('[data-medical-card]');
    await card.locator('[data-card-of="self"]').getByText('Пеніцилін').waitFor();
    const switcher = page.getByRole('navigation', { name: text(locale, 'medcard.person.label') });
    const me = switcher.getByRole('link', { name: text(locale, 'medcard.person.me'), exact: true });
    expectEqual(await me.getAttribute('aria-current'), 'page', '"Me" is the card shown');
    const sonLink = switcher.locator(`[data-person="${son.id}"]`);
    expectEqual(
      (await sonLink.innerText()).trim(),
      text(locale, 'medcard.person.member', { name: son.name, relation: text(locale, 'family.relation.son') }),
      "the son's name and relation",
    );
    await expectAccessible(page);

    // Keyboard only: the son's card is a link like any other.
    await sonLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('member') === String(son.id));
    await page.getByRole('heading', { level: 1, name: text(locale, 'medcard.member.title', { name: son.name }) }).waitFor();
    const his = card.locator(`[data-card-of="${son.id}"]`);
    expectEqual((await his.locator('[data-blood-type]').innerText()).trim(), 'O+', "the son's blood type");
    await his.getByText('Арахіс').waitFor();
    await his.getByRole('link', { name: text(locale, 'medcard.documents.download', { name: DEMO_CHILD_DOCUMENT_NAME }) }).waitFor();
    expectEqual(await his.getByText('Пеніцилін').count(), 0, "nothing of the mother's card");
    expectEqual(await sonLink.getAttribute('aria-current'), 'page', "the son's card is marked current");
    await his.getByText(text(locale, 'medcard.member.note')).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expectEqual(width <= PHONE.width, true, `nothing wider than the phone (${width})`);
    await expectAccessible(page);

    await me.focus();
    await page.keyboard.press('Enter');
    await card.locator('[data-card-of="self"]').getByText('Пеніцилін').waitFor();
  });

  test(`${locale}, phone: the demo doctor opens the card of his visit for the demo patient's son, not the mother's`, async ({ page, context, server }) => {
    await page.setViewportSize(PHONE);
    const son = await demoSon(server);
    const [visit] = await server.database.rows<{ id: number }>(sql`
      select a.id from appointments a join doctors d on d.id = a.doctor_id join users u on u.id = d.user_id
      where lower(u.email) = ${server.demo.doctor} and a.family_member_id = ${son.id} and a.status in ('booked', 'approved') order by a.start_at limit 1`);
    expectEqual(Boolean(visit), true, "the demo doctor has a visit for the demo patient's son");
    const signedIn = await context.request.post('/api/v1/auth/doctors/login', {
      headers: { accept: 'application/json', origin: server.url },
      data: { login: server.demo.doctor, password: server.demo.password },
    });
    expectEqual(signedIn.status(), 200, 'demo doctor sign-in');
    await navigate(page, localized(locale, `/cabinet-doctor/medical-card/${visit.id}`));
    await waitForHydration(page);
    const view = page.locator('[data-medical-card-view]');
    await view.locator(`[data-card-person="${son.id}"]`).getByText(son.name).waitFor();
    await view.getByText('Арахіс').waitFor();
    expectEqual(await view.getByText('Пеніцилін').count(), 0, "nothing of the mother's card");
    const [logged] = await server.database.rows<{ changes: Record<string, number> }>(
      sql`select changes from action_log where resource = 'medical-cards' and record_id = ${son.patient_id} order by id desc limit 1`,
    );
    expectEqual(logged.changes.member, son.id, "the read is logged with the son's card");
    await expectAccessible(page);
  });

  test(`${locale}, phone: the demo doctor opens the card of his video visit's patient, and the read is logged`, async ({ page, context, server }) => {
    await page.setViewportSize(PHONE);
    const signedIn = await context.request.post('/api/v1/auth/doctors/login', {
      headers: { accept: 'application/json', origin: server.url },
      data: { login: server.demo.doctor, password: server.demo.password },
    });
    expectEqual(signedIn.status(), 200, 'demo doctor sign-in');
    const [visit] = await server.database.rows<{ id: number; patient_id: number }>(sql`
      select a.id, a.patient_id from visit_conclusions vc join appointments a on a.id = vc.appointment_id
      join doctors d on d.id = a.doctor_id join users u on u.id = d.user_id
      where lower(u.email) = ${server.demo.doctor} and a.format = 'online' order by a.start_at limit 1`);
    const before = await server.database.rows<{ total: number }>(
      sql`select count(*)::int as total from action_log where resource = 'medical-cards' and record_id = ${visit.patient_id}`,
    );

    // The room of the visit links to the card, in a new tab so a call is never left.
    await navigate(page, localized(locale, `/cabinet-doctor/video-consultations/${visit.id}`));
    await waitForHydration(page);
    const link = page.locator(`[data-medical-card-link="${visit.id}"]`);
    expectEqual(await link.getAttribute('target'), '_blank', 'the card opens beside the room');
    const href = (await link.getAttribute('href')) ?? '';
    expectEqual(href, localized(locale, `/cabinet-doctor/medical-card/${visit.id}`), 'the card of this visit');
    await navigate(page, href);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: text(locale, 'medcard.doctor.title') }).waitFor();
    const view = page.locator('[data-medical-card-view]');
    await view.getByText('Пеніцилін').waitFor();
    await view.getByText(DEMO_VIDEO_CONCLUSION.conclusion).waitFor();
    const after = await server.database.rows<{ total: number }>(
      sql`select count(*)::int as total from action_log where resource = 'medical-cards' and record_id = ${visit.patient_id}`,
    );
    expectEqual(Number(after[0].total) > Number(before[0].total), true, 'the read is in the action log');
    await expectAccessible(page);
  });
}

test('ru: staff open the demo patient’s medical card from her back-office page, and the read is logged', async ({ page, server }) => {
  const screen = new AdminResourcePage(page, server.url, 'patients', 'ru');
  const [patient] = await server.database.rows<{ id: number }>(sql`select id from users where lower(email) = ${server.demo.patient} and user_type = 'patient'`);
  const count = async () =>
    Number(
      (
        await server.database.rows<{ total: number }>(
          sql`select count(*)::int as total from action_log where resource = 'medical-cards' and record_id = ${patient.id}`,
        )
      )[0].total,
    );
  await login(page, server);
  await page.goto(screen.url(`${screen.path}/${patient.id}`));
  // The loading form may re-render and take the tab back: open it until it stays open.
  const tab = page.getByRole('tab', { name: screen.text('admin.medcard.tab') });
  await expectEventually(
    async () => {
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      return tab.getAttribute('aria-selected');
    },
    'true',
    'the medical card tab open',
  );
  const before = await count();
  await page.getByRole('button', { name: screen.text('admin.medcard.open') }).click();
  const view = page.locator('[data-medical-card-view]');
  await view.getByText('Пеніцилін').waitFor();
  await view.getByRole('link', { name: text('ru', 'medcard.documents.download', { name: DEMO_DOCUMENT_NAME }) }).waitFor();
  await expectEventually(async () => (await count()) > before, true, 'the read is in the action log');
  await expectAccessible(page);

  // Her son's card: a button of its own, the card says whose it is, and that read is logged too.
  const son = await demoSon(server);
  const afterOwn = await count();
  await page.locator(`[data-person-switch] [data-person="${son.id}"]`).click();
  await view.locator(`[data-card-person="${son.id}"]`).getByText(son.name).waitFor();
  await view.getByText('Арахіс').waitFor();
  await expectEventually(async () => (await count()) > afterOwn, true, "the son's card read is in the action log");
  await expectAccessible(page);
});
