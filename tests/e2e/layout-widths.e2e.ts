import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Locale } from '../../app/i18n/locale.ts';
import { ROOT } from '../../scripts/build.ts';
import { expect, test, WALK_LOCALES } from './harness.ts';
import { visitorAddress } from './support/accounts.ts';
import { findBookableDoctor, localized } from './support/booking.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

/**
 * The one page frame (docs/decisions/176) at a phone's, a tablet's and a laptop's width (in Russian, see
 * `LAYOUT_LOCALES`): no element of the page's content reaches past the screen (a compare table scrolls inside
 * its own frame, with a hint), and headings and breadcrumbs keep at least the phone gutter from both
 * edges. A page that fails leaves its screenshot in test-results/e2e/layout-widths/ for a person to see.
 */

/**
 * A phone's, a tablet's, a laptop's and a wide screen's (where the frame's width limit shows);
 * `LAYOUT_WIDTHS=320,360,390,768,1024,1280,1920` checks more by hand.
 */
const WIDTHS = process.env.LAYOUT_WIDTHS ? process.env.LAYOUT_WIDTHS.split(',').map(Number) : [320, 768, 1280, 1920];
/** The frame's width limit (--vz-page-width, as SPEC §2 sets for the error screens). */
const PAGE_WIDTH = 1366;
/** The frame's smallest side gutter (the phone's). */
const GUTTER = 16;
const SHOTS = join(ROOT, 'test-results/e2e/layout-widths');

interface Found {
  /** Elements of the content that reach past the screen (a description each, the first few). */
  overflowing: string[];
  overflowCount: number;
  /** Headings and breadcrumbs closer to an edge than the gutter. */
  unframed: string[];
  /** The page scrolls sideways by this many pixels. */
  pageOverflow: number;
  /** Scrollers of their own (compare tables) that do not fit the screen, or hide that they scroll. */
  scrollers: string[];
}

/**
 * Measures the laid-out page in the browser. Maps draw tiles past their frame by design and
 * scrollers of their own (`overflow-x: auto`) may hold wider content: both are measured as boxes only.
 */
function measure([gutter, pageWidth]: [number, number]): Found {
  const width = document.documentElement.clientWidth;
  const main = document.querySelector('#main');
  const describe = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const classes = [...element.classList].slice(0, 2).join('.');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> ${Math.round(rect.left)}…${Math.round(rect.right)} px "${text}"`;
  };
  const scrollsOnItsOwn = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
  const found: Found = { overflowing: [], overflowCount: 0, unframed: [], pageOverflow: document.documentElement.scrollWidth - width, scrollers: [] };
  if (!main) return { ...found, unframed: ['no #main on the page'] };

  const walk = (element: Element) => {
    const rect = element.getBoundingClientRect();
    // Hidden from everyone on purpose (the forms' spam traps): placed off the screen, out of the tree.
    if (element.getAttribute('aria-hidden') === 'true' && rect.right <= 0) return;
    const style = getComputedStyle(element);
    // Shown to screen readers only (a table's header row on a phone): a clipped 1 px box.
    if (rect.width <= 1 && rect.height <= 1 && style.overflow !== 'visible') return;
    const shown = style.display !== 'none' && style.visibility !== 'hidden' && rect.width > 1 && rect.height > 1;
    if (shown && (rect.right > width + 0.5 || rect.left < -0.5)) {
      found.overflowCount += 1;
      if (found.overflowing.length < 6) found.overflowing.push(describe(element));
    }
    if (element.classList.contains('leaflet-container')) return;
    if (element !== main && scrollsOnItsOwn(element)) {
      // The hint is drawn by the scroller's background: shadows at the edges where more lies beside.
      if (element.scrollWidth > element.clientWidth + 1 && element.querySelector('table') && !getComputedStyle(element).backgroundImage.includes('gradient')) {
        found.scrollers.push(`${describe(element)} scrolls without a hint`);
      }
      return;
    }
    for (const child of element.children) walk(child);
  };
  walk(main);

  // On a wide screen the frame is centred: its edges lie this far in from the screen's.
  const edge = Math.max(0, (width - pageWidth) / 2) + gutter - 0.5;
  for (const element of main.querySelectorAll('h1, nav[aria-label] ol')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0) continue;
    if (rect.left < edge || rect.right > width - edge) found.unframed.push(describe(element));
  }
  return found;
}

interface PageToCheck {
  name: string;
  path: string;
  /** Waits for what the browser renders after hydration (compare tables, cabinets). */
  ready?: (page: Page) => Promise<void>;
  status?: number;
  /** Signs in the account the page needs (the run starts as the demo patient). */
  signIn?: { area: 'partners' | 'doctors'; login: keyof E2EServer['demo'] };
}

/** The main page types of the site, found through the site itself (the demo data varies by seed). */
async function pagesOf(page: Page, server: E2EServer, locale: Locale): Promise<PageToCheck[]> {
  const at = (path: string) => localized(locale, path);
  await navigate(page, at('/doctors'));
  const doctorPath = await page.locator('article[data-doctor] h2 a').first().getAttribute('href');
  const doctorIds = await page
    .locator('article[data-doctor] button[data-compare]')
    .evaluateAll((buttons) => buttons.slice(0, 4).map((b) => Number(b.getAttribute('data-compare'))));
  await navigate(page, at('/med-centers'));
  const clinicPath = await page.locator('article a[href*="/clinic/"]').first().getAttribute('href');
  const clinicIds = await page
    .locator('article button[data-compare]')
    .evaluateAll((buttons) => buttons.slice(0, 4).map((b) => Number(b.getAttribute('data-compare'))));
  await navigate(page, at('/blogs'));
  const articlePath = await page.locator('main a[href*="/blogs/"]').first().getAttribute('href');
  const bookable = await findBookableDoctor(page.request, server, { minFree: 1 });
  expect(doctorPath && clinicPath && articlePath, 'a doctor, a clinic and an article to open');
  expect(doctorIds.length >= 2 && clinicIds.length >= 2, 'doctors and clinics to compare');

  // The comparison lives in this browser's storage (docs/decisions/110).
  await page.evaluate(
    ([doctors, clinics]) => localStorage.setItem('vizyt.compare', JSON.stringify({ doctors, 'medical-institutions': clinics })),
    [doctorIds, clinicIds],
  );
  return [
    { name: 'home', path: locale === 'ua' ? '/' : '/ru' },
    { name: 'doctors', path: at('/doctors') },
    { name: 'doctor', path: doctorPath },
    { name: 'clinics', path: at('/med-centers') },
    { name: 'clinics-map', path: at('/med-centers?view=map'), ready: (p) => p.locator('.leaflet-container').waitFor() },
    { name: 'clinic', path: clinicPath },
    { name: 'booking', path: at(`/doctor/${bookable.slug}/appointment`), ready: (p) => p.locator('input[data-time]').first().waitFor({ state: 'attached' }) },
    { name: 'article', path: articlePath },
    { name: 'compare', path: at('/compare'), ready: (p) => p.locator('table[data-compare-kind]').first().waitFor() },
    { name: 'cabinet', path: at('/patients/appointment'), ready: (p) => p.locator('#main h1').waitFor() },
    ...(process.env.LAYOUT_PAGES === 'all' ? morePages(at) : []),
  ];
}

/** `LAYOUT_PAGES=all`: the other page types too, for a check by hand (CI keeps to the main ones). */
function morePages(at: (path: string) => string): PageToCheck[] {
  const cabinet = (path: string, signIn?: PageToCheck['signIn']): PageToCheck => ({
    name: path.replaceAll('/', '-'),
    path: at(path),
    ready: (p) => p.locator('#main h1').waitFor(),
    signIn,
  });
  const partner = { area: 'partners', login: 'partner' } as const;
  return [
    ...['/blogs', '/promotions', '/directory-diseases', '/about-us', '/for-partners', '/support', '/search?q=лікар'].map((path) => ({
      name: path.replace(/\W+/g, '-'),
      path: at(path),
    })),
    { name: 'not-found', path: at('/no-such-page'), status: 404 },
    ...['/patients/general-information', '/patients/wishlist', '/patients/notifications', '/patients/payment-history', '/patients/family'].map((path) =>
      cabinet(path),
    ),
    ...['/partners/general-information', '/partners/appointments', '/partners/doctors'].map((path) => cabinet(path, partner)),
    cabinet('/cabinet-doctor', { area: 'doctors', login: 'doctor' }),
  ];
}

async function signInDemo(
  context: BrowserContext,
  server: E2EServer,
  area: 'patients' | 'partners' | 'doctors',
  login: keyof E2EServer['demo'],
): Promise<void> {
  const response = await context.request.post(`/api/v1/auth/${area}/login`, {
    headers: { accept: 'application/json', origin: server.url, 'x-forwarded-for': visitorAddress() },
    data: { login: server.demo[login], password: server.demo.password },
  });
  expect(response.ok(), `the demo ${login} signs in (${response.status()})`);
}

/** The cabinets' areas: on a phone their buttons must be 44 px targets (docs/decisions/177). */
const CABINET_PATH = /\/(patients|partners|cabinet-doctor)(\/|$)/;

/** Buttons of the main content shorter than a 44 px target (runs in the page). */
function smallTargets(): string[] {
  return [...document.querySelectorAll<HTMLElement>('#main button, #main [role="button"], #main a.mantine-Button-root')]
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 43.5)
    .slice(0, 8)
    .map(
      ({ element, box }) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.height)} px`,
    );
}

async function checkWidths(page: Page, context: BrowserContext, server: E2EServer, locale: Locale): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // The test runs through tsx, which keeps function names with a `__name` helper the browser lacks.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await signInDemo(context, server, 'patients', 'patient');
  const problems: string[] = [];
  for (const target of await pagesOf(page, server, locale)) {
    await page.setViewportSize({ width: WIDTHS.at(-1) ?? 1280, height: 900 });
    if (target.signIn) await signInDemo(context, server, target.signIn.area, target.signIn.login);
    await navigate(page, target.path, { status: target.status ?? 200 });
    await target.ready?.(page);
    // Folded parts (the filters on a phone) are measured open, as a visitor opens them.
    await page.locator('#main details:not([open])').evaluateAll((folded) => folded.forEach((details) => details.setAttribute('open', '')));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the resize's layout and anything scripts adjust after it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const found = await page.evaluate(measure, [GUTTER, PAGE_WIDTH] as [number, number]);
      const where = `${locale} ${target.name} (${target.path}) at ${width} px`;
      const own: string[] = [];
      if (found.overflowCount > 0) own.push(`${found.overflowCount} elements reach past the screen: ${found.overflowing.join('; ')}`);
      if (found.pageOverflow > 0) own.push(`the page scrolls sideways by ${found.pageOverflow} px`);
      if (found.unframed.length > 0) own.push(`outside the page frame (${GUTTER} px gutters, ${PAGE_WIDTH} px wide): ${found.unframed.join('; ')}`);
      own.push(...found.scrollers);
      if (width < 768 && CABINET_PATH.test(target.path)) {
        const small = await page.evaluate(smallTargets);
        if (small.length > 0) own.push(`tap targets under 44 px: ${small.join('; ')}`);
      }
      if (own.length === 0) continue;
      const shot = join(SHOTS, `${locale}-${target.name}-${width}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      problems.push(`${where}:\n      ${own.join('\n      ')}\n      screenshot: ${relative(ROOT, shot)}`);
    }
  }
  expect(problems.length === 0, `Layout problems:\n    ${problems.join('\n    ')}`);
}

/**
 * In Russian, whose texts run longer; in Ukrainian as well when `E2E_WALK_LOCALES` names both. The Ukrainian walks
 * check their own screens on phones (booking, the cabinets, the comparison).
 */
const LAYOUT_LOCALES: readonly Locale[] = WALK_LOCALES.includes('ru') ? WALK_LOCALES : ['ru'];

for (const locale of LAYOUT_LOCALES) {
  test(`${locale}: every main page type fits the screen at ${WIDTHS.join(', ')} px inside the page frame`, async ({ page, context, server }) => {
    await checkWidths(page, context, server, locale);
  });
}
