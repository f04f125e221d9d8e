import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { translate, type MessageKey } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { idArray } from '../../db/sql.ts';
import { cities, institution_types, medical_institutions, specializations } from '../../db/schema/index.ts';
import { createDoctor, createInstitution, createTimesheet } from '../support/factories.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible, settleAnimations } from './support/a11y.ts';
import { localized } from './support/booking.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

/**
 * A mother on a 390 px phone compares paediatricians (docs/decisions/185): two side by side, every value
 * with its label on the screen, the next free time a link to booking it, "accepts children" answered;
 * the same table on a laptop with every doctor and the labels at the left. Names, clinics and addresses
 * longer than a phone's column wrap inside it, at 320 px too.
 */

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  height: number;
}

const box = async (locator: Locator): Promise<Box> => {
  const rect = await locator.boundingBox();
  expect(rect, 'the element is laid out');
  return { left: rect.x, right: rect.x + rect.width, top: rect.y, bottom: rect.y + rect.height, height: rect.height };
};

const inViewport = (rect: Box, viewport: { width: number; height: number }) =>
  rect.left >= -0.5 && rect.right <= viewport.width + 0.5 && rect.top >= -0.5 && rect.bottom <= viewport.height + 0.5;

/**
 * A comparison table as a phone shows it (docs/decisions/185): the columns of `names` side by side inside the
 * screen, every row's label on the screen above its two values, nothing of the table's section (picker,
 * names, values) reaching past either edge, and no sideways scroll of the page. A value's cell keeps to its
 * column even when a word in it does not, so the cells' own content is measured too.
 */
async function expectPhoneColumns(page: Page, table: Locator, names: readonly string[], viewport: { width: number; height: number }): Promise<void> {
  const heads = await Promise.all(names.map(async (name) => box(table.getByRole('columnheader').filter({ hasText: name }))));
  for (const [index, head] of heads.entries())
    expect(head.left >= -0.5 && head.right <= viewport.width + 0.5, `${names[index]} fits the ${viewport.width} px screen (${head.left}…${head.right})`);
  expect(heads[0].right <= heads[1].left && Math.abs(heads[0].top - heads[1].top) < 1, `the two stand side by side: ${JSON.stringify(heads)}`);

  // Every value shows on the screen together with its label, which stands above it.
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    await row.scrollIntoViewIfNeeded();
    const label = row.getByRole('rowheader');
    const labelBox = await box(label);
    const labelText = ((await label.textContent()) ?? '').trim();
    expect(labelText && inViewport(labelBox, viewport), `row ${index + 1}: its label "${labelText}" is on the screen`);
    const cells = row.getByRole('cell');
    expectEqual(await cells.count(), 2, `row "${labelText}": a value per column`);
    for (let cell = 0; cell < 2; cell += 1) {
      const valueBox = await box(cells.nth(cell));
      expect(inViewport(valueBox, viewport), `row "${labelText}", column ${cell + 1}: the value is on the screen with its label`);
      expect(valueBox.top >= labelBox.bottom - 0.5, `row "${labelText}", column ${cell + 1}: the label stands above the value`);
    }
  }

  // Runs in the page: no named helpers in here (the page lacks the `__name` the test's compiler adds).
  const outside = await table.evaluate((element, width) => {
    const section = element.closest('section') ?? element;
    return [...section.querySelectorAll('*')].flatMap((node) => {
      const rect = node.getBoundingClientRect();
      // Hidden columns and the header row kept for screen readers (a clipped 1 px corner) take no room.
      if (rect.width <= 1 || rect.height <= 1) return [];
      const wider = node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX === 'visible';
      if (rect.left >= -0.5 && rect.right <= width + 0.5 && !wider) return [];
      const text = (node.textContent ?? '').trim().slice(0, 30);
      return [
        `<${node.tagName.toLowerCase()}> ${Math.round(rect.left)}…${Math.round(rect.right)} px "${text}"${wider ? ` holds ${node.scrollWidth} px in ${node.clientWidth}` : ''}`,
      ];
    });
  }, viewport.width);
  expect(outside.length === 0, `nothing reaches past the ${viewport.width} px screen: ${outside.slice(0, 6).join('; ')}`);
  expectEqual(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    0,
    `sideways scroll of the page at ${viewport.width} px`,
  );
}

async function pediatricsListing(server: E2EServer, locale: Locale): Promise<string> {
  const [specialization] = await server.database.rows<{ slug: string }>(sql`select slug from specializations where code = 'pediatrics'`);
  expect(specialization, 'the demo data has paediatrics');
  // The earliest free time first: the two compared have free time to book.
  return `${localized(locale, `/doctors/${specialization.slug}`)}?sort=earliest`;
}

/** Presses "compare" on the first two cards of the paediatricians' listing and follows the card's link to the comparison. */
async function compareTwoFromListing(page: Page, server: E2EServer, locale: Locale): Promise<string[]> {
  await navigate(page, await pediatricsListing(server, locale));
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = page.locator('article[data-doctor]').nth(index);
    names.push(((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').trim());
    const button = card.locator('button[data-compare]');
    await button.click();
    await expectEventually(() => button.getAttribute('aria-pressed'), 'true', `doctor ${index + 1} in the comparison`);
  }
  await page
    .getByRole('link', { name: translate(locale, 'catalog.compare.open', { n: 2 }) })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === localized(locale, '/compare/doctors'));
  return names;
}

/** The role Chromium gives assistive technology for an element (its accessibility tree, not the DOM's markup). */
async function axRole(page: Page, selector: string): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return nodes[0]?.role?.value as string | undefined;
  } finally {
    await cdp.detach();
  }
}

async function phoneWalk(page: Page, server: E2EServer, locale: Locale): Promise<void> {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  await page.setViewportSize(PHONE);
  const names = await compareTwoFromListing(page, server, locale);
  const table = page.locator('table[data-compare-kind="doctors"]');
  await table.waitFor();
  // The link is a navigation inside the site: the page slides in from 2.5rem to the right (250 ms). Measured
  // before it has come to rest, both columns stand up to 40 px to the right and the second one past the screen.
  await settleAnimations(page);

  await expectPhoneColumns(page, table, names, PHONE);
  expect((await table.locator('tbody tr').count()) >= 8, "the doctors' rows");

  // Accepts children: yes or no for each (the demo paediatricians do).
  const children = table.locator('tr[data-row="children"]');
  expectEqual(((await children.getByRole('rowheader').textContent()) ?? '').trim(), t('places.compare.children'), 'the children row');
  const answers = (await children.getByRole('cell').allTextContents()).map((text) => text.trim());
  expect(
    answers.every((answer) => answer === t('places.compare.yes') || answer === t('places.compare.no')),
    `yes or no: ${answers.join(', ')}`,
  );
  expect(answers.includes(t('places.compare.yes')), 'a paediatrician accepts children');

  // Buttons and links of the table are 44 px targets.
  const targets = await table
    .locator('button, a')
    .evaluateAll((elements) => elements.map((element) => ({ text: element.textContent?.trim(), height: element.getBoundingClientRect().height })));
  for (const target of targets) expect(target.height >= 43.5, `"${target.text}" is a 44 px target (${target.height} px)`);

  // Screen readers get a table even with the phone's layout.
  expectEqual(
    await axRole(page, 'table[data-compare-kind="doctors"] tbody tr[data-row="children"] th'),
    'rowheader',
    'the label is a row header to assistive technology',
  );
  expectEqual(await axRole(page, 'table[data-compare-kind="doctors"] tbody tr[data-row="children"] td'), 'cell', 'the value is a cell to assistive technology');
  await expectAccessible(page);
  if (process.env.COMPARE_SHOTS) await page.screenshot({ path: `test-results/compare-${locale}-390.png`, fullPage: true });

  // The next free time goes straight to booking that time.
  const slot = table.locator('tr[data-row="next"] a[data-booking]').first();
  const href = (await slot.getAttribute('href')) ?? '';
  expect(new RegExp(`^${localized(locale, '/doctor/')}[^/]+/appointment\\?institution_id=\\d+&start=`).test(href), `a link to booking the time: ${href}`);
  await slot.click();
  await page.waitForURL((url) => url.pathname.endsWith('/appointment') && url.searchParams.has('start'));
}

test('ru, 390 px phone: two paediatricians side by side, every value labelled, next free time books', ({ page, server }) => phoneWalk(page, server, 'ru'));

test('ua, 390 px phone: two paediatricians side by side, every value labelled, next free time books', ({ page, server }) => phoneWalk(page, server, 'ua'));

test('ua, phone with three compared: choose the two side by side, remove one', async ({ page, server }) => {
  await page.setViewportSize(PHONE);
  await navigate(page, await pediatricsListing(server, 'ua'));
  const ids = await page
    .locator('article[data-doctor] button[data-compare]')
    .evaluateAll((buttons) => buttons.slice(0, 3).map((b) => Number(b.getAttribute('data-compare'))));
  expectEqual(ids.length, 3, 'three paediatricians to compare');
  await page.evaluate((doctors) => localStorage.setItem('vizyt.compare', JSON.stringify({ doctors })), ids);
  await navigate(page, '/compare/doctors');
  const table = page.locator('table[data-compare-kind="doctors"]');
  await table.waitFor();
  const shown = () =>
    table
      .locator('thead th[data-column]')
      .evaluateAll((heads) => heads.filter((head) => getComputedStyle(head).display !== 'none').map((head) => Number(head.getAttribute('data-column'))));
  expectEqual(JSON.stringify(await shown()), JSON.stringify(ids.slice(0, 2)), 'the first two are shown');

  const second = page.getByRole('combobox', { name: translate('ua', 'places.compare.pick.column', { n: 2 }) });
  expect((await box(second)).height >= 43.5, 'the picker is a 44 px target');
  await second.selectOption(String(ids[2]));
  await expectEventually(
    async () => JSON.stringify((await shown()).sort()),
    JSON.stringify([ids[0], ids[2]].sort()),
    'the third now stands in the second column',
  );
  // The second column is on the right, as its picker is.
  const [left, right] = await Promise.all([box(table.locator(`thead th[data-column="${ids[0]}"]`)), box(table.locator(`thead th[data-column="${ids[2]}"]`))]);
  expect(left.right <= right.left, 'the picked doctor is in the second column');

  const name = ((await table.locator(`thead th[data-column="${ids[0]}"] a`).textContent()) ?? '').trim();
  await page.getByRole('button', { name: translate('ua', 'places.compare.remove.label', { name }) }).click();
  await expectEventually(() => table.locator('thead th[data-column]').count(), 2, 'two left after removing one');
  expectEqual(await page.evaluate(() => document.activeElement?.id), 'compare-doctors', 'focus moves to the section, not lost with the removed column');
  await expectEventually(
    () => page.getByRole('combobox', { name: translate('ua', 'places.compare.pick.column', { n: 1 }) }).count(),
    0,
    'no picker needed for two',
  );
  await expectAccessible(page);
});

/** Words longer than a 320 px phone's column (138 px) can hold whole, in names and addresses longer than any demo record. */
const LONG = {
  ua: {
    word: 'Найдовшеслововсійукраїнськійбазілікарівіклінік',
    given: 'Олександра-Анастасія',
    middle: 'Костянтинівна',
    street: 'вул. Академіка Івана Пулюя та Володимира Вернадського',
  },
  ru: {
    word: 'Длиннейшеесловововсейрусскойбазеврачейиклиник',
    given: 'Александра-Анастасия',
    middle: 'Константиновна',
    street: 'ул. Академика Ивана Пулюя и Владимира Вернадского',
  },
} as const;

interface LongRecords {
  doctors: number[];
  clinics: number[];
  /** The names of the doctors and the clinics, in the order compared, per language. */
  names: Record<Locale, { doctors: string[]; clinics: string[] }>;
  remove(): Promise<void>;
}

/**
 * Three paediatricians and two clinics whose names and addresses no column of a phone holds on one line,
 * working every day so the next free time (a button) shows too. They exist for this test only: they would
 * stand first in listings the next tests measure.
 */
async function longRecords(server: E2EServer): Promise<LongRecords> {
  const db = server.database.db;
  const mark = randomInt(100_000, 999_999);
  const [pediatrics] = await db
    .select()
    .from(specializations)
    .where(sql`code = 'pediatrics'`);
  const [place] = await db
    .select()
    .from(medical_institutions)
    .where(sql`deleted_at is null and status = 'active'`)
    .limit(1);
  const [city] = await db
    .select()
    .from(cities)
    .where(sql`id = ${place.city_id}`);
  const [type] = await db
    .select()
    .from(institution_types)
    .where(sql`id = ${place.type_id}`);
  const clinicNames = (n: number) => ({
    name_ua: `Медичний центр «${LONG.ua.word}» №${n}`,
    name_ru: `Медицинский центр «${LONG.ru.word}» №${n}`,
    address_ua: `${LONG.ua.street}, ${LONG.ua.word}, 122/${n}`,
    address_ru: `${LONG.ru.street}, ${LONG.ru.word}, 122/${n}`,
  });
  const clinics = await Promise.all(
    [1, 2].map(async (n) =>
      createInstitution(db, { city, type, slug: `e2e-long-${mark}-${n}`, status: 'active', is_work_without_slots: false, ...clinicNames(n) }),
    ),
  );
  const doctors = [];
  for (const n of [1, 2, 3]) {
    const institution = clinics[(n - 1) % 2];
    const doctor = await createDoctor(db, {
      institution,
      specialization: pediatrics,
      slug: `e2e-long-${mark}-${n}`,
      last_name_ua: `${LONG.ua.word}${n}`,
      first_name_ua: LONG.ua.given,
      middle_name_ua: LONG.ua.middle,
      last_name_ru: `${LONG.ru.word}${n}`,
      first_name_ru: LONG.ru.given,
      middle_name_ru: LONG.ru.middle,
    });
    await createTimesheet(db, { doctor, institution, weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, '08:00', '20:00'] as [number, string, string]) });
    doctors.push(doctor);
  }
  const doctorIds = doctors.map((doctor) => doctor.id);
  const clinicIds = clinics.map((clinic) => clinic.id);
  return {
    doctors: doctorIds,
    clinics: clinicIds,
    names: {
      ua: { doctors: doctors.map((doctor) => doctor.full_name_ua), clinics: clinics.map((clinic) => clinic.name_ua) },
      ru: { doctors: doctors.map((doctor) => doctor.full_name_ru), clinics: clinics.map((clinic) => clinic.name_ru) },
    },
    async remove() {
      // Workplaces, specializations and timesheet days go with their doctor, timesheet and clinic.
      await server.database.rows(sql`delete from timesheets where doctor_id = any(${idArray(doctorIds)})`);
      await server.database.rows(sql`delete from doctors where id = any(${idArray(doctorIds)})`);
      await server.database.rows(sql`delete from medical_institutions where id = any(${idArray(clinicIds)})`);
    },
  };
}

test('ua and ru, 320 and 390 px phones: names, clinics and addresses longer than a line wrap inside their columns', async ({ page, server }) => {
  const records = await longRecords(server);
  try {
    for (const locale of ['ua', 'ru'] as const) {
      for (const viewport of [SMALL_PHONE, PHONE]) {
        await page.setViewportSize(viewport);
        await navigate(page, localized(locale, '/compare'));
        await page.evaluate(
          ([doctors, clinics]) => localStorage.setItem('vizyt.compare', JSON.stringify({ doctors, 'medical-institutions': clinics })),
          [records.doctors, records.clinics],
        );
        await navigate(page, localized(locale, '/compare'));
        const doctorsTable = page.locator('table[data-compare-kind="doctors"]');
        const clinicsTable = page.locator('table[data-compare-kind="medical-institutions"]');
        await Promise.all([doctorsTable.waitFor(), clinicsTable.waitFor()]);
        await settleAnimations(page);
        expectEqual(
          await doctorsTable.locator('tr[data-row="next"] a[data-booking]:visible').count(),
          2,
          `${locale}, ${viewport.width} px: the next free time of both shown`,
        );
        await expectPhoneColumns(page, doctorsTable, records.names[locale].doctors.slice(0, 2), viewport);
        await expectPhoneColumns(page, clinicsTable, records.names[locale].clinics, viewport);
      }
    }
  } finally {
    await records.remove();
  }
});

test('ua, 1280 px: every compared doctor side by side, the labels at the left', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await navigate(page, await pediatricsListing(server, 'ua'));
  const ids = await page
    .locator('article[data-doctor] button[data-compare]')
    .evaluateAll((buttons) => buttons.slice(0, 4).map((b) => Number(b.getAttribute('data-compare'))));
  await page.evaluate((doctors) => localStorage.setItem('vizyt.compare', JSON.stringify({ doctors })), ids);
  await navigate(page, '/compare/doctors');
  const table = page.locator('table[data-compare-kind="doctors"]');
  await table.waitFor();
  const heads = await Promise.all(ids.map((id) => box(table.locator(`thead th[data-column="${id}"]`))));
  for (let index = 1; index < heads.length; index += 1)
    expect(heads[index - 1].right <= heads[index].left && heads[index].top === heads[0].top, 'all in one row, side by side');
  expect(heads.at(-1)!.right <= 1280, 'the last column fits the screen');
  const label = await box(table.locator('tr[data-row="next"] th'));
  expect(label.right <= heads[0].left, 'the labels are a column at the left');
  expectEqual(
    await table
      .locator('tbody th')
      .first()
      .evaluate((element) => getComputedStyle(element).position),
    'sticky',
    'the label column stays when the table scrolls',
  );
  expectEqual(await page.getByRole('combobox', { name: translate('ua', 'places.compare.pick.column', { n: 1 }) }).count(), 0, 'no picker on a wide screen');
  await expectAccessible(page);
});

test('ru: nothing to compare yet leads to the listings', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await navigate(page, '/ru/compare/doctors');
  const link = page.getByRole('link', { name: translate('ru', 'places.compare.empty.doctors') });
  await link.waitFor();
  expect((await box(link)).height >= 43.5, 'a 44 px link');
  await link.click();
  await page.waitForURL((url) => url.pathname.startsWith('/ru/doctors'));
});
