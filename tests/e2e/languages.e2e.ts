import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { catalogs } from '../../app/i18n/catalogs.ts';
import { ofAlias, publicRow } from '../../features/visibility/public-rows.ts';
import { WALK_LOCALES, expect, expectEqual, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { signInThroughApi, type SignInArea } from './support/accounts.ts';
import { watchErrors } from './support/browser-errors.ts';
import { navigate } from './support/navigation.ts';
import type { E2EServer } from './support/server.ts';

/**
 * The flows are walked in Ukrainian (`WALK_LOCALES`, docs/decisions/283); this proves the other language on
 * every screen those walks pass through: under /ru each screen answers, says it is Russian, shows none of
 * the Ukrainian interface's own phrases (a text not translated, or read in the wrong language) and logs no
 * error; the first screen of each test is checked for accessibility too (a Russian screen differs from its
 * Ukrainian one, which the walks check, only in its words). That every Ukrainian message has its Russian one
 * the catalogs' types prove.
 */

/**
 * Phrases of the Ukrainian interface a Russian page must not show: the parts of each Ukrainian message that
 * differ from its Russian one, between placeholders, of a few words (a single word may be a name).
 */
function ukrainianPhrases(): string[] {
  const ua = catalogs.ua as Record<string, string>;
  const ru = catalogs.ru as Record<string, string>;
  const russian = Object.values(ru).join('\n');
  const phrases = new Set<string>();
  for (const [key, text] of Object.entries(ua)) {
    if (ru[key] === text) continue;
    for (const part of text.split(/\{\{\s*\w+\s*\}\}|[\n:·—«»"()]/)) {
      const phrase = part.trim().replace(/[.,!?;…]+$/, '');
      if (phrase.length >= 12 && /\s/.test(phrase) && !russian.includes(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

const PHRASES = ukrainianPhrases();

/** The Ukrainian interface phrases the page shows: in its text, its title and its labels for assistive technology. */
async function ukrainianShown(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
  return PHRASES.filter((phrase) => shown.includes(phrase));
}

/** A sign-in screen asks whether there is a session first: its 401 is the answer it expects. */
const expectedOn = (path: string) => (message: string) => !(/\/login$/.test(path) && message.includes('status of 401'));

/** Opens each path under /ru and checks it is Russian through and through, and the first one accessible. */
async function checkScreens(page: Page, paths: string[]): Promise<void> {
  const errors = watchErrors(page);
  for (const [index, path] of paths.entries()) {
    await navigate(page, `/ru${path === '/' ? '' : path}`);
    await page.locator('h1').first().waitFor();
    expectEqual(await page.getAttribute('html', 'lang'), 'ru', `${path}: the page's language`);
    const leaked = await ukrainianShown(page);
    expect(leaked.length === 0, `/ru${path} shows Ukrainian interface text: ${leaked.slice(0, 5).join(' | ')}`);
    if (index === 0) await expectAccessible(page);
    expectEqual(errors.splice(0).filter(expectedOn(path)).join('\n'), '', `/ru${path}: errors in the browser console`);
  }
}

async function one<T>(server: E2EServer, query: ReturnType<typeof sql>, what: string): Promise<T> {
  const [row] = await server.database.rows<T>(query);
  expect(row, `the demo data has ${what}`);
  return row;
}

/** The slug of the first record of `table` a visitor may see (the site's own rule for the table), in `order`. */
const publicSlug =
  (table: string, what: string, order = sql`t.id`) =>
  async (server: E2EServer): Promise<string> =>
    (await one<{ slug: string }>(server, sql`select t.slug from ${sql.raw(table)} t where ${publicRow(table, ofAlias('t'))} order by ${order} limit 1`, what))
      .slug;

/** Records of the demo data that screens show, by the name a path uses for them (`{doctor}`). */
const LOOKUPS: Record<string, (server: E2EServer) => Promise<string>> = {
  doctor: publicSlug('doctors', 'a doctor'),
  clinic: publicSlug('medical_institutions', 'a clinic'),
  article: publicSlug('blog_articles', 'an article', sql`t.published_at desc, t.id`),
  promotion: publicSlug('promotions', 'a running promotion'),
  disease: publicSlug('diseases', 'a disease'),
  doctorVisit: async (server) =>
    String(
      (
        await one<{ id: number }>(
          server,
          sql`select a.id from appointments a join doctors d on d.id = a.doctor_id join users u on u.id = d.user_id where lower(u.email) = ${server.demo.doctor} order by a.id limit 1`,
          'a visit to the demo doctor',
        )
      ).id,
    ),
  partnerDoctor: async (server) => String((await partnersOwn(server)).doctor),
  partnerClinic: async (server) => String((await partnersOwn(server)).clinic),
  visit: async (server) => String((await one<{ id: number }>(server, sql`select id from appointments order by id limit 1`, 'a visit')).id),
  service: async (server) =>
    String((await one<{ id: number }>(server, sql`select id from doctor_services where deleted_at is null order by id limit 1`, 'a service')).id),
};

function partnersOwn(server: E2EServer) {
  return one<{ doctor: number; clinic: number }>(
    server,
    sql`select dw.doctor_id as doctor, mi.id as clinic from medical_institutions mi
      join representatives r on r.legal_entity_id = mi.legal_entity_id and r.deleted_at is null
      join users u on u.id = r.user_id
      join doctor_workplaces dw on dw.institution_id = mi.id
      where lower(u.email) = ${server.demo.partner} and mi.deleted_at is null order by mi.id, dw.doctor_id limit 1`,
    'a doctor of the demo partner',
  );
}

/** Fills each `{name}` of the paths from the demo data, looking each name up once. */
async function resolve(server: E2EServer, paths: string[]): Promise<string[]> {
  const names = [...new Set(paths.flatMap((path) => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)))];
  const values = new Map(await Promise.all(names.map(async (name) => [name, await LOOKUPS[name](server)] as const)));
  return paths.map((path) => path.replace(/\{(\w+)\}/g, (_, name: string) => values.get(name) ?? ''));
}

/** Screens of one audience, signed in as its demo account (none: a visitor). */
const AUDIENCES: { who: string; area?: SignInArea; paths: string[] }[] = [
  {
    who: 'a visitor',
    paths: [
      '/',
      '/doctors',
      '/doctor/{doctor}',
      '/doctor/{doctor}/appointment',
      '/med-centers',
      '/clinic/{clinic}',
      '/compare',
      '/blogs',
      '/blogs/{article}',
      '/promotions',
      '/promotions/{promotion}',
      '/support',
      '/directory-diseases',
      '/directory-diseases/{disease}',
      '/about-us',
      '/for-partners',
      '/conference',
      '/registration',
      '/password-restore',
      '/patients/login',
      '/partners/login',
      '/cabinet-doctor/login',
      '/admins/login',
    ],
  },
  {
    who: 'the demo patient',
    area: 'patients',
    paths: [
      '/patients/general-information',
      '/patients/appointment',
      '/patients/payment-history',
      '/patients/family',
      '/patients/medical-card',
      '/patients/video-consultation',
      '/patients/reviews',
      '/patients/referral',
      '/patients/wishlist',
      '/patients/support',
      '/patients/ambulance',
      '/patients/notifications',
      '/patients/waitlist',
    ],
  },
  {
    who: 'the demo doctor',
    area: 'doctors',
    paths: ['/cabinet-doctor', '/cabinet-doctor/video-consultations', '/cabinet-doctor/consultation-history', '/cabinet-doctor/medical-card/{doctorVisit}'],
  },
  {
    who: 'the demo partner',
    area: 'partners',
    paths: [
      '/partners/general-information',
      '/partners/doctors',
      '/partners/doctors/add',
      '/partners/doctors/{partnerDoctor}',
      '/partners/doctors/{partnerDoctor}/timesheets',
      '/partners/appointments',
      '/partners/medical-institutions',
      '/partners/medical-institutions/{partnerClinic}',
      '/partners/reports',
    ],
  },
  {
    who: 'the administrator',
    area: 'admins',
    paths: [
      '/admins',
      '/admins/partners/legal-entities',
      '/admins/partners/legal-entities/add',
      '/admins/partners/representatives/add',
      '/admins/entries/entry-appointments',
      '/admins/entries/entry-appointments/{visit}',
      '/admins/services/{service}',
      '/admins/medical-institutions/import',
      '/admins/reports',
      '/admins/timesheets',
    ],
  },
];

/** Screens per test: each test stays well inside its time on a loaded machine. */
const PER_TEST = 6;

if (!WALK_LOCALES.includes('ru')) {
  test('ru: the check sees Ukrainian where there is some: the Ukrainian home page shows many of its phrases', async ({ page }) => {
    await navigate(page, '/');
    const found = await ukrainianShown(page);
    expect(found.length >= 5, `the Ukrainian home page shows ${found.length} Ukrainian interface phrases: ${found.join(' | ')}`);
  });

  for (const { who, area, paths } of AUDIENCES) {
    for (let from = 0; from < paths.length; from += PER_TEST) {
      const part = paths.slice(from, from + PER_TEST);
      test(`ru: ${part.join(', ')} speak Russian to ${who}; axe on the first`, async ({ page, context, server }) => {
        if (area) await signInThroughApi(context, server, area);
        await checkScreens(page, await resolve(server, part));
      });
    }
  }
}
