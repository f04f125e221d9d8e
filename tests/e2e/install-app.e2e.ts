import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { translate } from '../../app/i18n/catalogs.ts';
import { localizedPath, LOCALES } from '../../app/i18n/locale.ts';
import { webAppManifestPath } from '../../contracts/web-app.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser.ts';
import { isHydrated, waitForHydration } from './support/navigation.ts';

/**
 * The site as an installable app (SPEC §1, §4; docs/decisions/247–249): Chromium finds each language's home
 * page installable, and the install offer appears when the browser signals, in the page's language, even
 * when the signal comes before the page's scripts run, and is gone for good once dismissed.
 */

const PHONE = { width: 360, height: 740 };

/**
 * Chromium's install offer, as a page sees it: an event the page may hold back, with `prompt()` and the
 * visitor's answer. `outcome` is what the visitor answers in the browser's dialog.
 */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  // A string, not a function: the test's bundler would name the functions in it with a helper the page lacks.
  return page.evaluate(`(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    offer.prompt = () => {
      window.promptedTimes = (window.promptedTimes || 0) + 1;
      return Promise.resolve();
    };
    offer.userChoice = Promise.resolve({ outcome: ${JSON.stringify(outcome)}, platform: 'web' });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  })()`);
}

const banner = (page: Page) => page.locator('[data-install-offer]');

/** On a 360 px phone: no sideways scroll, the banner inside the screen, and the page's end can be read above it. */
async function expectClearOfTheContent(page: Page): Promise<void> {
  const layout = await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const offer = document.querySelector('[data-install-offer]')?.getBoundingClientRect();
    const footer = document.querySelector('footer')?.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      offer: offer && { left: offer.left, right: offer.right, top: offer.top },
      footerBottom: footer?.bottom,
    };
  });
  expect(layout.scrollWidth <= layout.viewport, `no sideways scroll (${layout.scrollWidth} > ${layout.viewport})`);
  expect(layout.offer && layout.offer.left >= 0 && layout.offer.right <= layout.viewport, `the offer is inside the screen: ${JSON.stringify(layout.offer)}`);
  expect(
    layout.footerBottom !== undefined && layout.offer && layout.footerBottom <= layout.offer.top + 1,
    `scrolled to the end, the footer ends above the offer (${layout.footerBottom} vs ${layout.offer?.top})`,
  );
}

for (const locale of LOCALES) {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const home = localizedPath('/', locale);

  test(`${locale}: Chromium finds the home page installable, with the manifest of its language`, { serviceWorker: true }, async ({ server }) => {
    // Chromium never installs from a private window ("in-incognito"), which every test's context is: this one
    // gets a browser with a profile on disk of its own.
    const profile = mkdtempSync(join(tmpdir(), 'vizyt-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS],
      baseURL: server.url,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(home, { waitUntil: 'load' });
      expectEqual(await page.locator('link[rel="manifest"]').getAttribute('href'), webAppManifestPath(locale), 'the manifest link');
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest', {});
      expectEqual(JSON.stringify(manifest.errors), '[]', 'the manifest parses without errors');
      expect(manifest.url.endsWith(webAppManifestPath(locale)), `the manifest of the language: ${manifest.url}`);
      const parsed = JSON.parse(manifest.data ?? '{}') as { name: string };
      expectEqual(parsed.name, t('install.app.name'), 'the app name');
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expectEqual(JSON.stringify(installabilityErrors), '[]', 'Chromium finds no reason the site cannot be installed');
      // The check is no formality: without the manifest link the same page is not installable (Chromium
      // notices the link went in its own time).
      await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.remove());
      await expectEventually(
        async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.some((error) => error.errorId === 'no-manifest'),
        true,
        'without a manifest Chromium says so',
      );
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test(
    `${locale}, phone: the install offer kept from before the scripts ran, accessible, gone for good once dismissed`,
    { serviceWorker: true },
    async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(home, { waitUntil: 'load' });
      // A page to read has not started its scripts yet (docs/decisions/166): the head's script keeps the offer.
      expectEqual(await isHydrated(page), false, 'the scripts wait for the visitor');
      expect(await offerInstall(page, 'dismissed'), "the browser's own mini-bar is held back");
      await waitForHydration(page);
      const offer = page.getByRole('region', { name: t('install.offer.title') });
      await offer.waitFor();
      expectEqual((await offer.innerText()).includes(t('install.offer.text')), true, 'the offer speaks the page language');
      await expectAccessible(page);
      await expectClearOfTheContent(page);

      if (locale === 'ua') {
        // The browser's dialog opens; the visitor cancels it there.
        await offer.getByRole('button', { name: t('install.offer.install') }).click();
        expectEqual(await page.evaluate(() => (window as unknown as { promptedTimes?: number }).promptedTimes), 1, "the browser's dialog was opened");
      } else {
        await offer.getByRole('button', { name: t('install.offer.dismiss') }).click();
      }
      await banner(page).waitFor({ state: 'detached' });

      await page.reload({ waitUntil: 'load' });
      expect(await offerInstall(page, 'dismissed'), 'the offer is still held back');
      await waitForHydration(page);
      expectEqual(await banner(page).count(), 0, 'no offer after a reload once dismissed');
    },
  );
}

test('ua: the offer goes once the app is installed, and a later offer comes after the scripts run', { serviceWorker: true }, async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/doctors', { waitUntil: 'load' });
  await waitForHydration(page);
  expectEqual(await banner(page).count(), 0, 'nothing to offer before the browser signals');
  await offerInstall(page, 'accepted');
  await banner(page).waitFor();
  await page.getByRole('button', { name: translate('ua', 'install.offer.install') }).click();
  await banner(page).waitFor({ state: 'detached' });
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await page.reload({ waitUntil: 'load' });
  await offerInstall(page, 'accepted');
  await waitForHydration(page);
  await banner(page).waitFor();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await banner(page).waitFor({ state: 'detached' });
});

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

for (const locale of LOCALES) {
  test(`${locale}: Safari on an iPhone gets the "Add to Home Screen" hint, dismissed for good`, { serviceWorker: true }, async ({ browser, server }) => {
    const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
    const context = await browser.newContext({ baseURL: server.url, userAgent: IPHONE_SAFARI, viewport: PHONE, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto(localizedPath('/', locale), { waitUntil: 'load' });
      await waitForHydration(page);
      const hint = page.getByRole('region', { name: t('install.ios.title') });
      await hint.waitFor();
      expect((await hint.innerText()).includes(t('install.ios.text')), 'the hint says where to tap');
      expectEqual(await hint.getByRole('button', { name: t('install.offer.install') }).count(), 0, 'no install button: iOS has no dialog to open');
      await expectAccessible(page);
      await expectClearOfTheContent(page);
      await hint.getByRole('button', { name: t('install.offer.dismiss') }).click();
      await banner(page).waitFor({ state: 'detached' });
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      expectEqual(await banner(page).count(), 0, 'no hint after a reload once dismissed');
    } finally {
      await context.close();
    }
  });
}
