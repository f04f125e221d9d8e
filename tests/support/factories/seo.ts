/**
 * The SEO tests' fixtures: resolved listing filters and a stand-in translator for the pure head builders,
 * and a sitemap world (the catalogue plus what a sitemap must leave out and the SEO rows that steer it).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../contracts/locale.ts';
import type { Db } from '../../../db/client.ts';
import {
  blog_articles,
  cities,
  content_pages,
  diseases,
  doctor_specializations,
  doctor_workplaces,
  doctors,
  medical_institutions,
  promotions,
  seo_filtered_pages,
  seo_patterns,
  seo_texts,
} from '../../../db/schema/index.ts';
import type { CityFilter, NamedFilter, SpecializationFilter } from '../../../features/seo/listing-filters.ts';
import type { SeoMessageKey } from '../../../contracts/seo-messages.ts';
import type { Translate } from '../../../features/seo/messages.ts';
import { insertCatalogFixture } from './catalog.ts';
import { DAY } from './content.ts';
import { documentOfText } from '../../../contracts/rich-text.ts';

/** Resolved filters as the catalogue hands them over, for the SEO tests. */
export const filters = {
  kyiv: { id: 1, slug: 'kyiv', name_ua: 'Київ', name_ru: 'Киев', name_locative_ua: 'у Києві', name_locative_ru: 'в Киеве' } satisfies CityFilter,
  odesa: { id: 2, slug: 'odesa', name_ua: 'Одеса', name_ru: 'Одесса', name_locative_ua: 'в Одесі', name_locative_ru: 'в Одессе' } satisfies CityFilter,
  cardiology: {
    id: 10,
    slug: 'kardiolohiia',
    name_ua: 'Кардіологія',
    name_ru: 'Кардиология',
    doctor_name_ua: 'Кардіолог',
    doctor_name_ru: 'Кардиолог',
  } satisfies SpecializationFilter,
  children: { id: 20, slug: 'pryimaie-ditei', name_ua: 'Приймає дітей', name_ru: 'Принимает детей' } satisfies NamedFilter,
  clinics: { id: 30, slug: 'kliniky', name_ua: 'Клініки', name_ru: 'Клиники' } satisfies NamedFilter,
  parking: { id: 40, slug: 'parkovka', name_ua: 'Парковка', name_ru: 'Парковка' } satisfies NamedFilter,
};

/** A filtered page's or a pattern's texts, all empty: a test sets the ones it is about. */
export const noTexts = {
  h1_ua: null,
  h1_ru: null,
  meta_title_ua: null,
  meta_title_ru: null,
  meta_description_ua: null,
  meta_description_ru: null,
  meta_keywords_ua: null,
  meta_keywords_ru: null,
  text_ua: null,
  text_ru: null,
};

/**
 * A stand-in for the app's catalogs (features cannot import app/): the place phrases as the catalogs
 * word them, every other key echoed with its parameters so a test sees which text was asked for and
 * with what. The real wording is tested with the real catalogs in server/seo-routes.test.ts.
 */
export function fakeTranslate(locale: Locale): Translate {
  const phrases: Partial<Record<SeoMessageKey, string>> =
    locale === 'ua'
      ? {
          'seo.place.city': 'у місті {{city}}',
          'seo.place.country': 'в Україні',
          'seo.listing.h1': '{{subject}} {{place}}',
          'seo.listing.h1.qualified': '{{heading}}: {{qualifiers}}',
        }
      : {
          'seo.place.city': 'в городе {{city}}',
          'seo.place.country': 'в Украине',
          'seo.listing.h1': '{{subject}} {{place}}',
          'seo.listing.h1.qualified': '{{heading}}: {{qualifiers}}',
        };
  return (key, params = {}) => {
    const phrase = phrases[key];
    if (phrase) return phrase.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
    return `[${key}${Object.entries(params)
      .map(([name, value]) => ` ${name}=${value}`)
      .join('')}]`;
  };
}

/** The clock of the SEO tests: every "now" and every date below is relative to it. */
export const NOW = new Date('2030-01-15T12:00:00Z');
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/**
 * The catalogue fixture (Kyiv cardiologists at a clinic, a Lviv neurologist at a laboratory) plus the
 * records a sitemap must leave out (trashed, inactive, unpublished, finished) and the SEO rows that steer
 * it: a noindex pattern, filtered pages that index, hide or redirect a listing.
 */
export async function insertSeoFixture(db: Db) {
  const catalog = await insertCatalogFixture(db);
  const { kyiv, lviv } = catalog.cities;
  const { dentistry } = catalog.specializations;
  await db
    .update(doctors)
    .set({ updated_at: daysAgo(3) })
    .where(eq(doctors.slug, 'petrenko-olena'));
  await db.update(cities).set({ name_locative_ua: 'у Києві', name_locative_ru: 'в Киеве' }).where(eq(cities.id, kyiv.id));
  await db.update(cities).set({ name_locative_ua: 'у Львові', name_locative_ru: 'во Львове' }).where(eq(cities.id, lviv.id));
  await db
    .insert(cities)
    .values({ city_slug: 'sevastopol', name_ua: 'Севастополь', name_ru: 'Севастополь', latitude: 44.6, longitude: 33.5, status: 'inactive' });

  // A trashed dentist and an inactive one at the Kyiv clinic: no dentistry listing may appear for them.
  const [kyivClinic] = await db.select().from(medical_institutions).where(eq(medical_institutions.slug, 'medyk-kyiv'));
  const hidden = await db
    .insert(doctors)
    .values([
      { slug: 'trashed-doctor', first_name_ua: 'А', first_name_ru: 'А', last_name_ua: 'Б', last_name_ru: 'Б', gender: 'male', deleted_at: daysAgo(1) },
      { slug: 'inactive-doctor', first_name_ua: 'В', first_name_ru: 'В', last_name_ua: 'Г', last_name_ru: 'Г', gender: 'female', status: 'inactive' },
    ])
    .returning();
  await db.insert(doctor_specializations).values(hidden.map((doctor) => ({ doctor_id: doctor.id, specialization_id: dentistry.id, is_main: true })));
  await db.insert(doctor_workplaces).values(hidden.map((doctor) => ({ doctor_id: doctor.id, institution_id: kyivClinic.id })));
  await db.insert(medical_institutions).values({
    slug: 'closed-clinic',
    name_ua: 'Закрита',
    name_ru: 'Закрытая',
    type_id: kyivClinic.type_id,
    city_id: kyiv.id,
    address_ua: 'вул. Тиха, 1',
    address_ru: 'ул. Тихая, 1',
    latitude: 50.45,
    longitude: 30.52,
    deleted_at: daysAgo(2),
  });

  const article = (slug: string, extra: Partial<typeof blog_articles.$inferInsert>) => ({
    slug,
    name_ua: slug,
    name_ru: slug,
    text_ua: documentOfText('т'),
    text_ru: documentOfText('т'),
    published_at: daysAgo(10),
    ...extra,
  });
  await db
    .insert(blog_articles)
    .values([
      article('yak-vymiriaty-tysk', { updated_at: daysAgo(5) }),
      article('scheduled', { status: 'scheduled', published_at: new Date(NOW.getTime() + DAY) }),
      article('draft', { status: 'draft', published_at: null }),
      article('trashed-article', { deleted_at: daysAgo(1) }),
      article('inactive-article', { status: 'inactive' }),
    ]);
  await db.insert(diseases).values([
    { slug: 'hipertoniia', name_ua: 'Гіпертонія', name_ru: 'Гипертония', updated_at: daysAgo(7) },
    { slug: 'trashed-disease', name_ua: 'x', name_ru: 'x', deleted_at: daysAgo(1) },
  ]);
  const promotion = (slug: string, extra: Partial<typeof promotions.$inferInsert>) => ({
    slug,
    name_ua: slug,
    name_ru: slug,
    discount_type: 'percentage' as const,
    percentage: 10,
    status: 'started' as const,
    ...extra,
  });
  await db
    .insert(promotions)
    .values([
      promotion('running', { start_at: daysAgo(5), end_at: daysAgo(-5) }),
      promotion('permanent', { kind: 'permanent', start_at: daysAgo(50), end_at: null }),
      promotion('over', { start_at: daysAgo(50), end_at: daysAgo(1) }),
      promotion('not-yet', { start_at: daysAgo(-3), end_at: daysAgo(-30) }),
      promotion('finished', { status: 'finished', start_at: daysAgo(50), end_at: null }),
      promotion('draft-promotion', { status: 'draft' }),
    ]);
  await db.insert(content_pages).values({ slug: 'about-us', title_ua: 'Про нас', title_ru: 'О нас', updated_at: daysAgo(30) });

  await db.insert(seo_patterns).values([
    {
      name: 'doctors',
      type: 'doctors',
      url: '/doctors/{city}/{specialization}',
      h1_ua: '{specialization_doctor} {city_locative}',
      h1_ru: '{specialization_doctor} {city_locative}',
    },
    { name: 'types', type: 'medical_institutions', url: '/med-centers/{city}/{medical_institution_type}', is_index: false },
    { name: 'trashed', type: 'doctors', url: '/doctors/{city}', h1_ua: 'Кошик', deleted_at: daysAgo(1) },
  ]);
  await db.insert(seo_filtered_pages).values([
    { name: 'kyiv cardiology', type: 'doctors', url: '/doctors/kyiv/kardiolog', h1_ua: 'Кардіологи Києва', updated_at: daysAgo(1) },
    { name: 'lviv neurology hidden', type: 'doctors', url: '/doctors/lviv/nevrolog', is_index: false },
    { name: 'moved', type: 'doctors', url: '/doctors/kyiv/nevrolog', is_redirect: true, redirect_url: '/doctors/lviv/nevrolog' },
    { name: 'staff combo', type: 'doctors', url: '/doctors/kyiv/kardiolog/online/', updated_at: daysAgo(2) },
    { name: 'escaping', type: 'doctors', url: '/doctors/kyiv/a&b\'c"', updated_at: daysAgo(2) },
    { name: 'cyrillic', type: 'doctors', url: '/doctors/київ', updated_at: daysAgo(2) },
    { name: 'trashed page', type: 'doctors', url: '/doctors/trashed', deleted_at: daysAgo(1) },
  ]);
  await db.insert(seo_texts).values([
    {
      page: 'promotions',
      h1_ua: 'Акції',
      h1_ru: 'Акции',
      text_ua: documentOfText('Знижки по всій Україні'),
      text_ru: documentOfText('Скидки по всей Украине'),
    },
    {
      page: 'promotions',
      city_id: kyiv.id,
      meta_title_ua: 'Акції у Києві',
      meta_title_ru: null,
      text_ua: documentOfText('Знижки у Києві'),
      text_ru: documentOfText('Скидки в Киеве'),
    },
  ]);
  await db
    .update(doctors)
    .set({ updated_at: daysAgo(4) })
    .where(inArray(doctors.slug, ['koval-ivan', 'melnyk-oksana']));
  return { ...catalog, kyivClinic };
}
