import type { BrowserContext, Page } from 'playwright-core';
import { PERSONAL_CACHE, UPCOMING_KEY } from '../../app/service-worker/cache-names.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { bookThroughApi, findBookableDoctor } from './support/booking.ts';
import { navigate } from './support/navigation.ts';
import { loadProductionBuild, type E2EServer } from './support/server.ts';

// The service worker of SPEC §4 and §9 (docs/decisions/250–252): it installs and takes control, pages
// fall back to an offline page in their language, the patient's upcoming appointments stay readable
// offline until she signs out, and a new worker taking control reloads the page.

const offlineTitle = { ua: 'Немає зʼєднання з інтернетом', ru: 'Нет соединения с интернетом' };

/** The worker registers once the page has loaded and the browser is idle, then claims the page. */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

async function shellCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('vz-shell-')));
}

/** Whether the worker keeps a copy of the upcoming appointments. */
const keptCopy = (page: Page) =>
  page.evaluate(async ([cache, key]) => Boolean(await (await caches.open(cache)).match(key)), [PERSONAL_CACHE, UPCOMING_KEY] as const);

async function waitForKeptAppointments(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await keptCopy(page)) return;
    await page.waitForTimeout(200);
  }
  throw new Error('The worker kept no copy of the upcoming appointments');
}

/**
 * A new patient with a booked visit, who has opened her appointments once (under `prefix`): the list is read
 * before the worker exists, and again by the worker once it is in control, which keeps a copy.
 */
async function patientWithKeptVisit(page: Page, context: BrowserContext, server: E2EServer, tag: string, prefix: '' | '/ru') {
  await registerThroughApi(context, server, newPatient(tag));
  const doctor = await findBookableDoctor(page.request, server);
  const appointment = await bookThroughApi(context.request, server, doctor, doctor.starts[0]);
  await navigate(page, `${prefix}/patients/appointment`);
  await page.locator(`article[data-appointment="${appointment.id}"]`).waitFor();
  await waitForWorker(page);
  await waitForKeptAppointments(page);
  return { appointment, number: appointment.application_number ?? `#${appointment.id}` };
}

/** Reloads with the network off and returns the offline page's main part. */
async function reloadOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.reload();
  const main = page.locator('main[data-offline-page]');
  await main.waitFor();
  return main;
}

test(
  'ua and ru: the worker takes control, and offline a page answers with the offline page in its language',
  { serviceWorker: true },
  async ({ page, context }) => {
    await navigate(page, '/');
    await waitForWorker(page);
    const shells = await shellCaches(page);
    expectEqual(shells.length, 1, 'one shell cache, of this build');
    const precached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), shells[0]);
    expect(
      precached.includes('/favicon.svg') && precached.some((path) => path.startsWith('/assets/entry.client-')),
      `the shell is precached: ${precached.join(', ')}`,
    );

    const main = await reloadOffline(page, context);
    expectEqual(await main.getByRole('heading', { level: 1 }).textContent(), offlineTitle.ua, 'the Ukrainian offline title');
    expectEqual(await page.locator('html').getAttribute('lang'), 'uk', 'the page language');
    expectEqual(await main.locator('[data-offline-appointment]').count(), 0, 'no appointments kept for an anonymous visitor');
    await main.getByRole('button', { name: 'Спробувати ще раз' }).waitFor();
    await expectAccessible(page);

    await page.goto('/ru/doctors');
    await page.locator('main[data-offline-page]').waitFor();
    expectEqual(await page.getByRole('heading', { level: 1 }).textContent(), offlineTitle.ru, 'the Russian offline title');
    expectEqual(await page.locator('html').getAttribute('lang'), 'ru', 'the page language');
    await expectAccessible(page);

    // Back online, the retry button loads the real page.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
    await page.locator('main[data-offline-page]').waitFor({ state: 'detached' });
    expectEqual(new URL(page.url()).pathname + new URL(page.url()).search, '/ru/doctors', 'the same address again');
  },
);

test(
  'ua, phone: after one visit of her appointments the patient reads them offline, and after signing out nobody does',
  { serviceWorker: true },
  async ({ page, context, server }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { appointment, number } = await patientWithKeptVisit(page, context, server, 'offline', '');

    const main = await reloadOffline(page, context);
    const item = main.locator('[data-offline-appointment]');
    expectEqual(await item.count(), 1, 'her one upcoming appointment');
    expectEqual(await item.locator('[data-number]').textContent(), number, 'the application number');
    expect(appointment.institution?.address, 'the clinic has an address in the demo data');
    expectEqual(await item.locator('[data-address]').textContent(), appointment.institution?.address ?? '', "the clinic's address");
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expectEqual(scrolls, false, 'no horizontal scroll at 360 px');
    await expectAccessible(page);

    await context.setOffline(false);
    await navigate(page, '/patients/appointment');
    await page.getByRole('button', { name: 'Вийти', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const after = await reloadOffline(page, context);
    expectEqual(await after.locator('[data-offline-appointment]').count(), 0, 'no appointments after signing out');
  },
);

test(
  "ru: when another patient signs in on the same browser, the first one's kept appointments are gone",
  { serviceWorker: true },
  async ({ page, context, server }) => {
    const { number } = await patientWithKeptVisit(page, context, server, 'offline-first', '/ru');

    // Her session ends without her signing out (it expired, say), and another patient signs in here.
    await context.clearCookies();
    const second = newPatient('offline-second');
    await registerThroughApi(context, server, second, { signedIn: false });
    const pages = new AccountPages(page, 'ru');
    await navigate(page, '/ru/');
    expectEqual(await keptCopy(page), true, 'still kept before anybody signs in');
    await pages.openSignIn();
    await pages.signIn(second.email, second.password);
    await pages.dialog.waitFor({ state: 'detached' });
    await expectEventually(() => keptCopy(page), false, "the first patient's copy is forgotten at the sign-in");

    const main = await reloadOffline(page, context);
    expect(!(await main.textContent())?.includes(number), `no appointment of the first patient offline (${number})`);
    expectEqual(await main.locator('[data-offline-appointment]').count(), 0, 'nothing kept for the second patient, who has no visit');
  },
);

test(
  'ru: a new build deployed under an open page brings a new worker, which reloads the page',
  { serviceWorker: true, exclusive: true },
  async ({ page, server }) => {
    await navigate(page, '/ru');
    await waitForWorker(page);
    const [before] = await shellCaches(page);
    const build = await loadProductionBuild();
    try {
      // The next deployment: another build id; the page's own 20 s check finds the worker changed.
      server.deploy({ ...build, assets: { ...build.assets, version: `${build.assets.version}-next` } });
      await page.evaluate(() => Object.assign(window, { vzBeforeUpdate: true }));
      await page.waitForEvent('load', { timeout: 45_000 });
      expectEqual(await page.evaluate(() => 'vzBeforeUpdate' in window), false, 'the page was reloaded');
      await waitForWorker(page);
      const after = await shellCaches(page);
      expect(after.length === 1 && after[0] !== before, `the new shell cache replaced the old one: ${after.join(', ')}`);
    } finally {
      server.deploy();
    }
  },
);
