import { sql } from 'drizzle-orm';
import { ageOn, ADULT_AGE } from '../../contracts/family.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { pluralCategory } from '../../app/i18n/plural.ts';
import { WALK_LOCALES, expect, expectEqual, expectEventually, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { localized, text } from './support/booking.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

/** The doctor's view (docs/decisions/183): the demo doctor signs in on a phone and reads whom the coming visit is for. */

const PHONE = { width: 390, height: 844 };

/** The demo doctor's first coming visit as the database has it, and how the card must name its patient. */
async function firstComingVisit(server: E2EServer, locale: Locale): Promise<{ id: number; label: string; child: boolean }> {
  const [visit] = await server.database.rows<{ id: number; last_name: string; first_name: string; birthday: string | null; day: string }>(sql`
    select a.id, a.patient_last_name as last_name, a.patient_first_name as first_name, a.patient_birthday::text as birthday,
      to_char(a.start_at at time zone 'Europe/Kyiv', 'YYYY-MM-DD') as day
    from appointments a join doctors d on d.id = a.doctor_id join users u on u.id = d.user_id and lower(u.email) = ${server.demo.doctor}
    where a.status in ('booked', 'approved') and a.end_at > now() order by a.start_at, a.id limit 1`);
  expect(visit, 'the demo data gives the demo doctor a coming visit');
  const name = `${visit.last_name} ${visit.first_name}`;
  const age = visit.birthday ? ageOn(visit.birthday, visit.day) : null;
  if (age === null || age >= ADULT_AGE) return { id: visit.id, label: name, child: false };
  const years = text(locale, `family.age.${pluralCategory(locale, age)}` as 'family.age.many', { n: age });
  return { id: visit.id, label: text(locale, 'booking.patient.age', { name, age: years }), child: true };
}

for (const locale of WALK_LOCALES) {
  test(`${locale}, phone: the demo doctor signs in and sees the coming visit with whom it is for`, async ({ page, server }) => {
    await page.setViewportSize(PHONE);
    await navigate(page, localized(locale, '/cabinet-doctor/login'));
    const pages = new AccountPages(page, locale);
    await pages.field('signin.login').fill(server.demo.doctor);
    await pages.field('signin.password').fill(server.demo.password);
    await pages.button('signin.submit').click();
    await page.waitForURL((url) => url.pathname === localized(locale, '/cabinet-doctor'));

    const section = page.getByRole('region', { name: text(locale, 'cabinet.doctor.appointments.title') });
    await section.waitFor();
    const upcoming = section.getByRole('tab', { name: text(locale, 'booking.appointments.upcoming') });
    expectEqual(await upcoming.getAttribute('aria-selected'), 'true', 'the coming visits are shown first');

    const visit = await firstComingVisit(server, locale);
    const card = section.locator(`article[data-appointment="${visit.id}"]`);
    await card.waitFor();
    const patientLine = (await card.locator('[data-patient]').innerText()).replace(/\s+/g, ' ').trim();
    expectEqual(patientLine, `${text(locale, 'booking.field.patient')}: ${visit.label}`, 'the patient line');
    if (visit.child) expect((await card.locator('[data-contact]').count()) === 1, "a child's visit names the contact to call");
    expect((await card.locator('[data-status]').count()) === 1, 'the status badge');
    await expectAccessible(page);

    // 390 px: nothing wider than the screen; the tabs are 44 px targets and work from the keyboard.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at 390 px');
    const box = await upcoming.boundingBox();
    expect(box !== null && box.height >= 44, `the tab is a 44 px target (${box?.height})`);
    await upcoming.focus();
    await page.keyboard.press('ArrowRight');
    const past = section.getByRole('tab', { name: text(locale, 'booking.appointments.past') });
    await page.waitForFunction(() => new URL(location.href).searchParams.get('scope') === 'past');
    // The address changes first; the tabs follow it in the next render.
    await expectEventually(() => past.getAttribute('aria-selected'), 'true', 'the arrow key moves to the past visits');
    await section.locator('article[data-appointment]').first().waitFor();
    await expectAccessible(page);
  });
}
