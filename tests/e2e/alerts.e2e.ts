import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { Locale } from '../../app/i18n/locale.ts';
import { formatClinicClock } from '../../app/components/booking/format.ts';
import { alert_regions, region_alerts } from '../../db/schema/index.ts';
import { sendAlert } from '../../scripts/alert-sender.ts';
import { createCity, createDoctor, createInstitution } from '../support/factories.ts';
import { expect, expectEqual, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { localized, text } from './support/booking.ts';
import { navigate, waitForHydration } from './support/navigation.ts';
import { E2E_ALERT_FEED_SECRET } from './support/server.ts';

/**
 * Air-raid alerts by region (docs/decisions/308), in both languages: the local sender signs an alert for a region and
 * posts it to the running server, as a deployment's relay of a public feed does; the clinic page and a doctor's
 * booking page of a clinic in that region say so at once, in Ukrainian and in Russian; the sender ends it, the booking
 * page left open drops its banner, and no page shows it any more. The region (Luhansk oblast) has no demo clinics, and the city and clinic are this test's own.
 */

const REGION = '16';

const banner = (page: Page) => page.locator(`[role="status"] [data-alert-banner="${REGION}"]`);

async function expectBanner(page: Page, locale: Locale, path: string, regionName: string, startedAt: string): Promise<void> {
  await navigate(page, localized(locale, path));
  const shown = banner(page);
  await shown.getByText(text(locale, 'alert.banner.title', { region: regionName })).waitFor();
  await shown.getByText(text(locale, 'alert.banner.since', { time: formatClinicClock(startedAt) })).waitFor();
  await shown.getByText(text(locale, 'alert.banner.text')).waitFor();
}

test('ua and ru: an alert sent by the local sender shows on its region’s clinic and booking pages, and goes when it ends', async ({ page, server }) => {
  const { db } = server.database;
  const [region] = await db.select().from(alert_regions).where(eq(alert_regions.feed_uid, REGION));
  expect(region, `the alert region ${REGION} is there`);
  const city = await createCity(db, {
    name_ua: 'Сєвєродонецьк',
    name_ru: 'Северодонецк',
    region_ua: region.name_ua,
    region_ru: region.name_ru,
    alert_region_id: region.id,
  });
  const clinic = await createInstitution(db, { city, status: 'active' });
  const doctor = await createDoctor(db, { institution: clinic, status: 'active' });
  const pages = { clinic: `/clinic/${clinic.slug}`, booking: `/doctor/${doctor.slug}/appointment` };
  try {
    const started = await sendAlert(server.url, E2E_ALERT_FEED_SECRET, { region: REGION, state: 'active' });
    expectEqual(started.status, 200, 'the signed start');
    const [alert] = await db.select().from(region_alerts).where(eq(region_alerts.region_id, region.id));
    const startedAt = alert.started_at.toISOString();

    for (const locale of ['ua', 'ru'] as const) {
      const name = locale === 'ru' ? region.name_ru : region.name_ua;
      await expectBanner(page, locale, pages.clinic, name, startedAt);
      // The markup is the same in both languages: axe once.
      if (locale === 'ua') await expectAccessible(page);
      await expectBanner(page, locale, pages.booking, name, startedAt);
    }

    // The booking page left open (the Russian one, last shown) drops the banner when the patient comes back to its tab.
    await waitForHydration(page);
    const ended = await sendAlert(server.url, E2E_ALERT_FEED_SECRET, { region: REGION, state: 'ended' });
    expectEqual(ended.status, 200, 'the signed end');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await banner(page).waitFor({ state: 'detached' });
    for (const locale of ['ua', 'ru'] as const) {
      for (const path of [pages.clinic, pages.booking]) {
        await navigate(page, localized(locale, path));
        await page.getByRole('heading', { level: 1 }).waitFor();
        expectEqual(await page.locator('[data-alert-banner]').count(), 0, `alert banners on ${localized(locale, path)} after the end`);
      }
    }
  } finally {
    await sendAlert(server.url, E2E_ALERT_FEED_SECRET, { region: REGION, state: 'ended' }).catch(() => undefined);
  }
});
