import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { translate } from '../../app/i18n/catalogs.ts';
import type { Locale } from '../../app/i18n/locale.ts';
import { SEO_SNIPPET_LIMITS, upperFirst } from '../../contracts/seo-patterns.ts';
import { DEMO_EMPLOYEE } from '../../db/demo-data/demo-accounts.ts';
import { cities, seo_filtered_pages, specializations } from '../../db/schema/index.ts';
import { findResource } from '../../resources/registry.ts';
import { expectEqual, test } from './harness.ts';
import { AdminRecordForm } from './pages/admin-record-form.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { visitorAddress } from './support/accounts.ts';
import { watchErrors } from './support/browser-errors.ts';
import { navigate } from './support/navigation.ts';

/**
 * Issue 28 part 5 (docs/decisions/287), what only a browser shows: the SEO editors' live preview following what the
 * demo content manager types, in the Ukrainian and the Russian back office, axe-clean. Refusals, substitution and
 * the public listing after a save are the server tests' (server/api/seo-admin.test.ts, tests/ssr/seo-listing.test.ts).
 */
test('the demo content manager tunes a filtered page and writes a pattern, the preview following every keystroke, in ua and ru', async ({ page, server }) => {
  const errors = watchErrors(page);
  const { db } = server.database;
  const signedIn = await page.context().request.post('/api/v1/auth/admins/login', {
    headers: { accept: 'application/json', origin: server.url, 'x-forwarded-for': visitorAddress() },
    data: { login: DEMO_EMPLOYEE.email, password: server.demo.password },
  });
  expectEqual(signedIn.status(), 200, "status of the content manager's sign-in");

  // ua: the demo filtered page with its own h1 (seed/steps/demo-seo.ts).
  const [demo] = await db
    .select({ id: seo_filtered_pages.id, url: seo_filtered_pages.url, h1: seo_filtered_pages.h1_ua })
    .from(seo_filtered_pages)
    .where(and(eq(seo_filtered_pages.name, 'Демо: власний H1 сторінки фільтра'), isNull(seo_filtered_pages.deleted_at)));
  const t = (locale: Locale, key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(locale, key, values);
  await navigate(page, `/admins/seo/filtered-pages/${demo.id}`);
  const preview = (language: Locale) => page.getByTestId(`seo-preview-${language}`);
  await preview('ua')
    .getByTestId('seo-preview-h1')
    .filter({ hasText: demo.h1 ?? '' })
    .waitFor();
  expectEqual(await preview('ua').getByTestId('seo-preview-url').textContent(), demo.url, 'the page the preview describes');
  await expectAccessible(page);

  const pages = new AdminRecordForm(page, findResource('seo/filtered-pages')!, 'ua');
  const mark = randomInt(100_000, 999_999);
  await pages.fill({ h1_ua: `Кардіологи {city_locative} ${mark}` });
  await preview('ua')
    .getByTestId('seo-preview-h1')
    .filter({ hasText: `Кардіологи у Києві ${mark}` })
    .waitFor();
  const longTitle = `Кардіолог {city_locative}: ${'запис онлайн, '.repeat(5)}`;
  await pages.fill({ meta_title_ua: longTitle });
  await preview('ua').getByTestId('seo-warning-title').waitFor();
  expectEqual(await preview('ru').getByTestId('seo-warning-title').count(), 0, 'a warning for the language whose title is short');
  await pages.fill({ meta_title_ua: 'Кардіолог {city_locative}' });
  await preview('ua').getByTestId('seo-warning-title').waitFor({ state: 'detached' });
  await expectAccessible(page);
  await new AdminResourcePage(page, server.url, 'seo/filtered-pages', 'ua').saveAndWait();
  await navigate(page, demo.url);
  await page.getByRole('heading', { level: 1, name: `Кардіологи у Києві ${mark}` }).waitFor();

  // ru: a new pattern, its variables filled from the first city and specialization of the data.
  const [city] = await db.select().from(cities).where(isNull(cities.deleted_at)).orderBy(asc(cities.id)).limit(1);
  const [specialization] = await db.select().from(specializations).where(isNull(specializations.deleted_at)).orderBy(asc(specializations.id)).limit(1);
  await navigate(page, '/ru/admins/seo/filtered-pages-pattern/add');
  const patterns = new AdminRecordForm(page, findResource('seo/filtered-page-patterns')!, 'ru');
  // A new pattern is for the doctors' listings unless staff choose another type.
  await patterns.fill({ name: `Шаблон ${mark}`, url: `/doctors/{city}/{specialization}/e2e-${mark}` });
  await preview('ru')
    .getByTestId('seo-preview-url')
    .filter({ hasText: `/ru/doctors/${city.city_slug.toLowerCase()}/${specialization.slug}/e2e-${mark}` })
    .waitFor();
  await patterns.fill({
    h1_ru: '{specialization_doctor} {city_locative}',
    meta_description_ru: `{specialization_doctor} {city_locative}. ${'Отзывы и цены. '.repeat(12)}`,
  });
  const place = city.name_locative_ru ?? t('ru', 'seo.place.city', { city: city.name_ru });
  await preview('ru')
    .getByTestId('seo-preview-h1')
    .filter({ hasText: upperFirst(`${specialization.doctor_name_ru} ${place}`) })
    .waitFor();
  await preview('ru')
    .getByTestId('seo-warning-description')
    .filter({ hasText: String(SEO_SNIPPET_LIMITS.description) })
    .waitFor();
  await patterns.fill({ h1_ua: '{specialization} {typo}' });
  await page.getByTestId('seo-unknown-variables').filter({ hasText: '{typo}' }).waitFor();
  await expectAccessible(page);
  expectEqual(errors.join('\n'), '', 'errors in the browser console');
});
