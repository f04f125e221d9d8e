/**
 * Walks every SPEC §2 back-office route in both languages as the administrator, through the real production
 * server over a fresh demo database, and prints which work: the page has its heading, no "not found", no
 * error screen, no error in the console. A record's route opens the resource's first record. Not a test (the
 * registry browser walk proves the screens in the suite); a figure for a closing note:
 * `npx tsx scripts/walk-back-office.ts` (needs `npm run build` first, as the browser tests do).
 */
import '../tests/e2e/support/production-mode.ts';
import { ensureBuild } from './build.ts';
import { RESOURCE_SCREENS } from '../app/components/admin/sections.ts';
import { translate } from '../app/i18n/catalogs.ts';
import type { Locale } from '../app/i18n/locale.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { startE2EServer } from '../tests/e2e/support/server.ts';

/** SPEC §2 "Admin back office", route by route (`{id}`: the first record of the screen's resource). */
const SPEC_ROUTES = [
  'login',
  '',
  'action-log',
  'blog/articles',
  'blog/articles/{id}',
  'blog/articles/add',
  'blog/authors',
  'blog/authors/{id}',
  'blog/authors/add',
  'blog/categories',
  'blog/categories/{id}',
  'blog/categories/add',
  'blog/comments',
  'blog/comments/{id}',
  'blog/comments/add',
  'blog/tags',
  'blog/tags/{id}',
  'blog/tags/add',
  'content-pages',
  'directory-diseases',
  'directory-diseases/{id}',
  'directory-diseases/add',
  'doctors',
  'doctors/{id}',
  'doctors/add',
  'doctors/{id}/timesheets',
  'emergency',
  'employees',
  'employees/{id}',
  'employees/add',
  'entries',
  'entries/entry-appointments/{id}',
  'entries/entry-feedback/{id}',
  'handbooks/doctor-features',
  'handbooks/doctor-features/{id}',
  'handbooks/doctor-features/add',
  'handbooks/languages',
  'handbooks/languages/{id}',
  'handbooks/languages/add',
  'handbooks/medical-institution-features',
  'handbooks/medical-institution-features/{id}',
  'handbooks/medical-institution-features/add',
  'handbooks/medical-institution-type',
  'handbooks/medical-institution-type/{id}',
  'handbooks/medical-institution-type/add',
  'handbooks/specialization',
  'handbooks/specialization/{id}',
  'handbooks/specialization/add',
  'medical-institutions',
  'medical-institutions/{id}',
  'medical-institutions/add',
  'medical-institutions/import',
  'notifications',
  'partners/legal-entities',
  'partners/legal-entities/{id}',
  'partners/legal-entities/add',
  'partners/representatives',
  'partners/representatives/{id}',
  'partners/representatives/add',
  'patients',
  'promotions',
  'promotions/{id}',
  'promotions/add',
  'questions-answers',
  'questions-answers/{id}',
  'questions-answers/add',
  'reports',
  'reviews',
  'reviews/{id}',
  'reviews/add',
  'seo/filtered-pages',
  'seo/filtered-pages/{id}',
  'seo/filtered-pages/add',
  'seo/filtered-pages-pattern/add',
  'seo/text/{id}',
  'services',
  'services/{id}',
  'services/add',
  'support',
  'support/{id}',
  'timesheets',
  'trash',
] as const;

const NOT_WORKING = (locale: Locale) => [
  translate(locale, 'admin.not.found'),
  translate(locale, 'admin.no.access.title'),
  translate(locale, 'server.unavailable'),
  translate(locale, 'not.found.title'),
];

await ensureBuild();
const server = await startE2EServer();
const browser = await launchBrowser();
const results: { route: string; locale: Locale; ok: boolean; why: string }[] = [];
try {
  const context = await browser.newContext({ baseURL: server.url, locale: 'uk-UA' });
  const signIn = await context.request.post('/api/v1/auth/admins/login', {
    headers: { accept: 'application/json', origin: server.url },
    data: { login: server.administrator.email, password: server.administrator.password },
  });
  if (signIn.status() !== 200) throw new Error(`sign-in answered ${signIn.status()}`);
  const firstId = async (route: string): Promise<string | null> => {
    const base = route.replace(/\/\{id\}.*$/, '');
    const screen = RESOURCE_SCREENS.filter((candidate) => base === candidate.path || base.startsWith(`${candidate.path}/`)).sort(
      (a, b) => b.path.length - a.path.length,
    )[0];
    const resource = screen?.resource ?? (base === 'doctors' ? 'doctors' : null);
    if (!resource) return null;
    const answer = await context.request.get(`/api/v1/${resource}?limit=1`, { headers: { accept: 'application/json' } });
    const body = (await answer.json()) as { data?: { id: number }[] };
    return body.data?.[0] ? String(body.data[0].id) : null;
  };
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  for (const locale of ['ua', 'ru'] as const) {
    for (const route of SPEC_ROUTES) {
      consoleErrors.length = 0;
      let path: string = route;
      if (route.includes('{id}')) {
        const id = await firstId(route);
        if (!id) {
          results.push({ route, locale, ok: false, why: 'no record to open' });
          continue;
        }
        path = route.replace('{id}', id);
      }
      const url = `${locale === 'ru' ? '/ru' : ''}/admins${path ? `/${path}` : ''}`;
      const answer = await page.goto(url);
      let why = answer && answer.status() < 400 ? '' : `status ${answer?.status()}`;
      if (!why) {
        const heading = await page
          .locator('h1')
          .first()
          .waitFor({ timeout: 15_000 })
          .then(
            () => true,
            () => false,
          );
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const text = await page.locator('main, body').first().innerText();
        const broken = NOT_WORKING(locale).find((phrase) => phrase && text.includes(phrase));
        if (!heading) why = 'no heading';
        else if (broken) why = `says "${broken}"`;
        else if (consoleErrors.length) why = `console: ${consoleErrors[0].slice(0, 120)}`;
      }
      results.push({ route, locale, ok: !why, why });
    }
  }
} finally {
  await browser.close();
  await server.close();
}
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.locale} /admins/${result.route}${result.why ? ` — ${result.why}` : ''}`);
const working = results.filter((result) => result.ok).length;
console.log(`\n${working} of ${results.length} routes work (${SPEC_ROUTES.length} SPEC §2 routes × 2 languages)`);
process.exit(working === results.length ? 0 : 1);
