import type { Page } from 'playwright-core';
import { catalogs } from '../../app/i18n/catalogs.ts';
import { WALK_LOCALES, expect, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

/** Signs a demo account in over the API (the sign-in dialog has its own tests); the context keeps the cookie. */
async function signIn(page: Page, server: E2EServer, area: 'doctors' | 'partners'): Promise<void> {
  const response = await page.context().request.post(`/api/v1/auth/${area}/login`, {
    headers: { accept: 'application/json', origin: server.url },
    data: { login: area === 'doctors' ? server.demo.doctor : server.demo.partner, password: server.demo.password },
  });
  if (response.status() !== 200) throw new Error(`Sign-in answered ${response.status()}`);
}

/** Makes a feed URL on the page, checks that it serves a calendar, and that a new one switches the old off. */
async function makeFeed(page: Page, locale: 'ua' | 'ru'): Promise<void> {
  const text = catalogs[locale];
  await page.getByRole('button', { name: text['calendar.feed.create'] }).click();
  const field = page.getByLabel(text['calendar.feed.url']);
  await field.waitFor();
  const first = await field.inputValue();
  const calendar = await page.context().request.get(new URL(first).pathname);
  expect(calendar.status() === 200, `feed answers ${calendar.status()}`);
  expect((calendar.headers()['content-type'] ?? '').startsWith('text/calendar'), 'text/calendar');
  const body = await calendar.text();
  expect(body.startsWith('BEGIN:VCALENDAR'), 'a calendar');
  // Each appointment says where it stands and which copy is newer (docs/decisions/172).
  const events = body.split('BEGIN:VEVENT').slice(1);
  expect(
    events.every((event) => /\r\nSTATUS:(TENTATIVE|CONFIRMED|CANCELLED)\r\n/.test(event) && /\r\nSEQUENCE:\d+\r\n/.test(event)),
    'every event has a status and a sequence',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: text['calendar.feed.regenerate'] }).click();
  await page.waitForFunction(
    ([label, old]) => {
      const input = [...document.querySelectorAll('input')].find((element) => element.labels?.[0]?.textContent?.includes(label));
      return input !== undefined && input.value !== old;
    },
    [text['calendar.feed.url'], first] as const,
  );
  expect((await page.context().request.get(new URL(first).pathname)).status() === 404, 'the old URL stops working');
}

for (const locale of WALK_LOCALES) {
  const prefix = locale === 'ru' ? '/ru' : '';

  test(`${locale}: a doctor gets a private calendar feed in the cabinet`, { locks: ['calendar feeds'] }, async ({ page, server }) => {
    await signIn(page, server, 'doctors');
    await navigate(page, `${prefix}/cabinet-doctor`);
    await page.getByRole('heading', { name: catalogs[locale]['calendar.feed.title'] }).waitFor();
    await makeFeed(page, locale);
  });

  test(
    `${locale}: a partner finds a doctor in the list, opens the schedule and gets the doctor's feed`,
    { locks: ['calendar feeds'] },
    async ({ page, server }) => {
      const text = catalogs[locale];
      await signIn(page, server, 'partners');
      await navigate(page, `${prefix}/partners/doctors`);
      await page.getByRole('heading', { level: 1, name: text['schedule.doctors.title'] }).waitFor();
      await expectAccessible(page);
      await page.getByRole('link', { name: text['schedule.doctors.timesheets'] }).first().click();
      await page.getByRole('heading', { name: text['calendar.feed.title'] }).waitFor();
      await makeFeed(page, locale);
    },
  );
}
