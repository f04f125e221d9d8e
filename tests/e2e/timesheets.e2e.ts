import { eq, sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { medical_institutions } from '../../db/schema/index.ts';
import { createDoctor } from '../support/factories.ts';
import { WALK_LOCALES, expect, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';
import { LocalizedScreen, type MessageKey as Key } from './pages/localized-screen.ts';

/** The timesheet screen as a partner uses it, found by labels and texts in the page's language. */
class TimesheetScreen extends LocalizedScreen {
  button(key: Key, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('button', { name: this.text(key), exact: true });
  }

  field(key: Key, scope: Page | Locator = this.page): Locator {
    const label = this.text(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  /** The form dialog (modal), not a date picker's dropdown, which is a dialog too and may still be closing. */
  get dialog(): Locator {
    return this.page.locator('[role="dialog"][aria-modal="true"]');
  }

  get calendar(): Locator {
    return this.page.getByLabel(this.text('schedule.calendar'), { exact: true });
  }

  /** A day's name as the browser writes it, for the date picker's day buttons. */
  dayLabel(date: string): Promise<string> {
    return this.page.evaluate(
      ([value, locale]) =>
        new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`)),
      [date, this.locale === 'ru' ? 'ru' : 'uk'] as const,
    );
  }

  async chooseOption(fieldKey: Key, option: string): Promise<void> {
    await this.field(fieldKey, this.dialog).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
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

/** A fresh doctor at one of the demo partner's institutions, with no timesheet yet. */
async function partnersNewDoctor(server: E2EServer) {
  const [own] = await server.database.rows<{ id: number }>(sql`
    select mi.id from medical_institutions mi
    join representatives r on r.legal_entity_id = mi.legal_entity_id and r.deleted_at is null
    join users u on u.id = r.user_id
    where lower(u.email) = ${server.demo.partner} and mi.deleted_at is null order by mi.id limit 1`);
  const [institution] = await server.database.db.select().from(medical_institutions).where(eq(medical_institutions.id, own.id));
  return { institution, doctor: await createDoctor(server.database.db, { institution }) };
}

const kyivToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
function nextMonthDay(today: string, day: number): string {
  const [year, month] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

for (const locale of WALK_LOCALES) {
  test(`${locale}: a partner schedules their doctor — weekly hours, a vacation range, week and month views, an overlap refused`, async ({ page, server }) => {
    const screen = new TimesheetScreen(page, locale);
    const { doctor, institution } = await partnersNewDoctor(server);
    await signInPartner(page, server);
    await navigate(page, `${locale === 'ru' ? '/ru' : ''}/partners/doctors/${doctor.id}/timesheets`);
    await page.getByRole('heading', { level: 2, name: screen.text('schedule.empty.title') }).waitFor();
    await expectAccessible(page);

    // A timesheet at the partner's institution.
    await screen.button('schedule.timesheet.add').click();
    await screen.dialog.waitFor();
    await expectAccessible(page);
    await screen.button('schedule.save', screen.dialog).click();
    await screen.dialog.waitFor({ state: 'detached' });
    const title = `${locale === 'ru' ? institution.name_ru : institution.name_ua} · ${screen.text('schedule.specialization.any')}`;
    await page.getByRole('region', { name: title }).waitFor();

    // Weekly work hours on today's weekday: they show in this week.
    const today = kyivToday();
    const weekdayName = await page.evaluate(
      ([date, tag]) => new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)),
      [today, locale === 'ru' ? 'ru' : 'uk'] as const,
    );
    expect(isoWeekday(today) >= 1, 'weekday');
    await screen.button('schedule.entry.add').click();
    await screen.dialog.waitFor();
    await screen.chooseOption('schedule.entry.weekday', weekdayName);
    await screen.field('schedule.entry.start', screen.dialog).fill('09:00');
    await screen.field('schedule.entry.end', screen.dialog).fill('13:00');
    await screen.button('schedule.save', screen.dialog).click();
    await screen.dialog.waitFor({ state: 'detached' });
    await screen.calendar.locator('[aria-current="date"]').getByText('09:00–13:00').waitFor();

    // A vacation: one entry over eleven days of next month, picked as a range.
    const from = nextMonthDay(today, 10);
    const to = nextMonthDay(today, 20);
    await screen.button('schedule.entry.add').click();
    await screen.dialog.waitFor();
    await screen.dialog.getByLabel(screen.text('schedule.entry.repeat.dated'), { exact: true }).check();
    await screen.dialog.getByLabel(screen.text('schedule.kind.day_off'), { exact: true }).check();
    await screen.field('schedule.entry.dates', screen.dialog).click();
    await screen.button('schedule.month.next').click();
    await page.getByRole('button', { name: await screen.dayLabel(from), exact: true }).click();
    await page.getByRole('button', { name: await screen.dayLabel(to), exact: true }).click();
    await screen.button('schedule.save', screen.dialog).click();
    await screen.dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: screen.text('schedule.rules.dated') })
      .getByRole('listitem')
      .waitFor();

    // Month view: next month has eleven days off and the weekly hours on the other days.
    await page.getByText(screen.text('schedule.view.month'), { exact: true }).click();
    await page
      .locator('table')
      .filter({ has: page.locator('thead') })
      .first()
      .waitFor();
    await screen.button('schedule.month.next').click();
    const expectedPeriod = await page.evaluate(
      ([date, tag]) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)),
      [from, locale === 'ru' ? 'ru' : 'uk'] as const,
    );
    await page.getByTestId('calendar-period').getByText(expectedPeriod, { exact: true }).waitFor();
    await page.waitForFunction(
      ([label, count]) => {
        const table = document.querySelector(`table[aria-label="${label}"]`);
        return table ? Array.from(table.querySelectorAll('li')).filter((item) => item.textContent?.startsWith(count)).length === 11 : false;
      },
      [screen.text('schedule.calendar'), screen.text('schedule.day.off')] as const,
    );
    expect((await screen.calendar.getByText('09:00–13:00').count()) >= 2, 'the weekly hours show on the other weeks of the month');
    await expectAccessible(page);

    // An overlapping interval: the server's message and the field error.
    await page.getByText(screen.text('schedule.view.week'), { exact: true }).click();
    await screen.button('schedule.entry.add').click();
    await screen.dialog.waitFor();
    await screen.chooseOption('schedule.entry.weekday', weekdayName);
    await screen.field('schedule.entry.start', screen.dialog).fill('12:00');
    await screen.field('schedule.entry.end', screen.dialog).fill('15:00');
    await screen.button('schedule.save', screen.dialog).click();
    await screen.dialog.getByRole('alert').getByText(screen.text('timesheet.update.error')).waitFor();
    await screen.dialog.getByText(`${screen.text('timesheet.interval.overlap').replace(/\s*\(\)$/, '')} (09:00–13:00)`).waitFor();
    await expectAccessible(page);
    await screen.button('schedule.cancel', screen.dialog).click();
    await screen.dialog.waitFor({ state: 'detached' });
    expect((await screen.calendar.locator('[aria-current="date"]').getByText('12:00–15:00').count()) === 0, 'the refused interval is not shown');

    // A phone: nothing wider than the screen, in both views.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const view of ['schedule.view.month', 'schedule.view.week'] as const) {
      await page.getByText(screen.text(view), { exact: true }).click();
      await screen.calendar.waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow <= 0, `${view}: the page scrolls sideways by ${overflow}px on a phone`);
    }
    await expectAccessible(page);
  });
}

test("a partner cannot open another legal entity's doctor", async ({ page, server }) => {
  const screen = new TimesheetScreen(page, 'ua');
  const [foreign] = await server.database.rows<{ id: number }>(sql`
    select d.id from doctors d where d.deleted_at is null and not exists (
      select 1 from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
      join representatives r on r.legal_entity_id = mi.legal_entity_id join users u on u.id = r.user_id
      where w.doctor_id = d.id and lower(u.email) = ${server.demo.partner}) order by d.id limit 1`);
  await signInPartner(page, server);
  await navigate(page, `/partners/doctors/${foreign.id}/timesheets`);
  await page.getByRole('alert').getByText(screen.text('schedule.doctor.not.found')).waitFor();
});
