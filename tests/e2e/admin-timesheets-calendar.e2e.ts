import { sql } from 'drizzle-orm';
import type { Locale } from '../../app/i18n/locale.ts';
import { medical_institutions } from '../../db/schema/index.ts';
import { createDoctor, createTimesheet } from '../support/factories.ts';
import { WALK_LOCALES, expect, expectEqual, expectEventually, test } from './harness.ts';
import { ClinicTimesheetsPage } from './pages/clinic-timesheets-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

const kyivToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const daysInMonth = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();

/** The demo partner's clinic with the most scheduled doctors, and a new doctor there working every day 09–18. */
async function demoClinicWithNewDoctor(server: E2EServer, locale: Locale) {
  const [clinic] = await server.database.rows<{ id: number }>(sql`
    select mi.id from medical_institutions mi
    join representatives r on r.legal_entity_id = mi.legal_entity_id and r.deleted_at is null
    join users u on u.id = r.user_id
    left join timesheets t on t.institution_id = mi.id and t.deleted_at is null
    where lower(u.email) = ${server.demo.partner} and mi.deleted_at is null
    group by mi.id order by count(t.id) desc, mi.id limit 1`);
  const [institution] = await server.database.db
    .select()
    .from(medical_institutions)
    .where(sql`id = ${clinic.id}`);
  // A surname that sorts anywhere; the test finds the row by keyboard, not by place.
  const surname = locale === 'ru' ? ['Ярошенко', 'Ярошенко'] : ['Яковенко', 'Яковенко'];
  const doctor = await createDoctor(server.database.db, {
    institution,
    last_name_ua: surname[0],
    first_name_ua: 'Олена',
    middle_name_ua: 'Ігорівна',
    last_name_ru: surname[1],
    first_name_ru: 'Елена',
    middle_name_ru: 'Игоревна',
  });
  await createTimesheet(server.database.db, {
    doctor,
    institution,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, '09:00', '18:00'] as [number, string, string]),
  });
  const [city] = await server.database.rows<{ name_ua: string; name_ru: string }>(sql`select name_ua, name_ru from cities where id = ${institution.city_id}`);
  const name = locale === 'ru' ? institution.name_ru : institution.name_ua;
  return {
    institution,
    name,
    city: locale === 'ru' ? city.name_ru : city.name_ua,
    short: `${surname[locale === 'ru' ? 1 : 0]} ${locale === 'ru' ? 'Е. И.' : 'О. І.'}`,
  };
}

// Issue 12, docs/decisions/208–209: staff see a clinic's doctors against the week or month and set a day by keyboard.
for (const locale of WALK_LOCALES) {
  test(`${locale}: staff pick the demo partner's clinic, switch week and month, set a day off by keyboard, on a phone too`, async ({ page, server }) => {
    const screen = new ClinicTimesheetsPage(page, locale);
    const { name, city, short } = await demoClinicWithNewDoctor(server, locale);
    const today = kyivToday();

    await login(page, server);
    await page.goto(screen.path());
    await page.getByRole('heading', { level: 2, name: screen.text('admin.timesheets.pick.title') }).waitFor();
    await expectAccessible(page);

    // The clinic, by name; the week view of today, its column marked.
    await screen.pickClinic(name, city);
    await page.waitForURL((url) => url.searchParams.has('clinic'));
    expectEqual(await screen.grid.locator('thead [aria-current="date"]').count(), 1, "today's column");
    await screen.cell(short, today).waitFor();
    expect((await screen.cell(short, today).getAttribute('aria-label'))!.endsWith(': 09:00–18:00'), 'the weekly hours show today');
    await expectAccessible(page);

    // Month view: one column per day of the month; the address keeps it through a reload.
    await screen.switchView('month');
    await page.waitForURL((url) => url.searchParams.get('view') === 'month');
    await screen.grid.locator(`thead th[aria-current="date"]`).waitFor();
    await page.reload();
    await screen.columns(daysInMonth(today) + 1);
    await expectAccessible(page);
    await screen.switchView('week');
    await page.waitForURL((url) => !url.searchParams.has('view'));
    await screen.columns(8);

    // Keyboard: into the grid with Tab, down to the new doctor, right to today, Enter.
    await screen.grid.locator('[tabindex="0"]').focus();
    for (let step = 0; step < 300 && !(await screen.focusedLabel()).startsWith(short); step++) {
      await page.keyboard.press(step === 0 ? 'ArrowRight' : 'ArrowDown');
    }
    expect((await screen.focusedLabel()).startsWith(short), `the keyboard reached ${short}`);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    for (let day = 1; day < isoWeekday(today); day++) await page.keyboard.press('ArrowRight');
    expectEqual(await screen.focusedDate(), today, 'the focused day');

    // Escape closes the dialog and gives the focus back to the cell.
    await page.keyboard.press('Enter');
    await screen.dialog.waitFor();
    await page.keyboard.press('Escape');
    await screen.dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((date) => (document.activeElement as HTMLElement | null)?.dataset.date === date, today);

    await page.keyboard.press('Enter');
    await screen.dialog.waitFor();
    await expectAccessible(page);
    await screen.dialog.getByRole('radio', { name: screen.text('schedule.kind.day_off'), exact: true }).focus();
    await page.keyboard.press('Space');
    await screen.dialog.getByRole('button', { name: screen.text('schedule.save'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await screen.dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(([selector, word]) => document.querySelector(selector)?.getAttribute('aria-label')?.endsWith(`: ${word}`) ?? false, [
      `[role="gridcell"][data-date="${today}"][aria-label^="${short},"]`,
      screen.text('schedule.day.off'),
    ] as const);
    await screen.cell(short, today).getByText(screen.text('schedule.day.off'), { exact: true }).waitFor();

    // A phone: a list of days per doctor, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('heading', { level: 2, name: new RegExp(short.split(' ')[0]) })
      .first()
      .waitFor();
    expectEqual(await screen.grid.count(), 0, 'no grid on a phone');
    // The save's toast may still be sliding in; the layout itself must settle within the screen.
    await expectEventually(async () => (await screen.overflow()).pixels <= 0, true, 'nothing wider than 390 px').catch(async (error: Error) => {
      throw new Error(`${error.message}: ${(await screen.overflow()).culprits.join(', ')}`);
    });
    await expectAccessible(page);
  });
}
