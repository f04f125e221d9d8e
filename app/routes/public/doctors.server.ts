import { doctorCardView } from './doctor-card-view.server.ts';
import { keptOnServer } from '../../components/layouts/server-only-data.server.ts';
import { DOCTOR_CARDS, DOCTOR_FILTERS } from './listing-cards.ts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { DOCTOR_CATEGORY_VALUES, type DayValue, DOCTOR_SORTS, ZDoctorListPageQuery, type DoctorListPageQueryInput } from '../../../contracts/catalog.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { lastBookableDay } from '../../../features/catalog/day-range.ts';
import { buildListingPath, type ListingFilters } from '../../../features/catalog/listing-url.ts';
import { clinicToday } from '../../../features/schedule/slot-loader.ts';
import { listingRobots, pageMeta } from '../../../features/seo/head.ts';
import { seoListingKind } from '../../../features/seo/listing-filters.ts';
import type { SeoMessageKey } from '../../../contracts/seo-messages.ts';
import { breadcrumbJsonLd } from '../../../features/seo/structured-data-content.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, localizedPath } from '../../i18n/locale.ts';

interface ListingRequest {
  request: Request;
  params: { '*'?: string };
  context: AppLoadContext;
}

const notFound = (): never => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

/** React Router's own query parameters of a client navigation (`/doctors.data?_routes=…`) are not the page's. */
function pageSearch(url: URL): URLSearchParams {
  const params = new URLSearchParams(url.search);
  params.delete('_routes');
  return params;
}

/** `?languages=en&languages=de` (checkboxes of the GET form) and `?languages=en,de` (links) mean the same. */
function queryInput(params: URLSearchParams): DoctorListPageQueryInput {
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    input[key] = values.length > 1 ? values : values[0];
  }
  return input;
}

/** Query of the links that change a segment (specialization, feature): the view stays, the page starts over. */
function linkQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete('page');
  const text = kept.toString();
  return text ? `?${text}` : '';
}

const named = (locale: Locale, entry: { name_ua: string; name_ru: string }) => (locale === 'ru' ? entry.name_ru : entry.name_ua);

/**
 * `/doctors/{segments}` (docs/decisions/070, 110): 404 for an unknown segment, 301 to the canonical order,
 * then the SEO texts (a filtered page may redirect), one page of cards and the filter choices.
 */
export async function loadDoctorListing({ request, params, context }: ListingRequest) {
  const { catalog, seo } = context.services;
  const url = new URL(request.url);
  const search = pageSearch(url);
  const searchText = search.toString() ? `?${search}` : '';
  const locale = localeFromRequest(request);
  const parsed = (await catalog.resolveListing('doctors', params['*'] ?? '')) ?? notFound();
  // The form's city select names a path segment: the same page in that city (or all cities), the rest kept.
  if (search.has('city')) {
    const city = (await catalog.catalogDictionaries()).bySlug.city.get((search.get('city') ?? '').toLowerCase());
    const kept = new URLSearchParams(search);
    kept.delete('city');
    throw redirect(`${localizedPath(buildListingPath('doctors', { ...parsed.filters, city }), locale)}${linkQuery(kept)}`, 302);
  }
  if (!parsed.isCanonical) throw redirect(`${localizedPath(parsed.canonicalPath, locale)}${searchText}`, 301);
  const query = ZDoctorListPageQuery.parse(queryInput(search));
  const t = (key: SeoMessageKey, values?: Record<string, string>) => translate(locale, key, values);
  const [seoTexts, list, dictionaries] = await Promise.all([
    seo.listingMeta({ kind: seoListingKind('doctors'), path: parsed.canonicalPath, filters: parsed.filters, locale, translate: t }),
    catalog.doctorList({ locale, listing: parsed.filters, query }),
    catalog.catalogDictionaries(),
  ]);
  if (seoTexts.redirect) throw redirect(seoTexts.redirect, 301);
  // The built-in texts start with the doctor's lower-case name ("кардіолог у Києві"); a heading may not.
  const texts = seoTexts;
  if (query.page > 1 && query.page > list.meta.total_pages) notFound();

  const filters = parsed.filters;
  const segmentLink = (change: Partial<Record<'specialization' | 'doctorFeature', { slug: string } | undefined>>) =>
    `${localizedPath(buildListingPath('doctors', { ...filters, ...change } as ListingFilters), locale)}${linkQuery(search)}`;
  const origin = context.publicConfig.publicOrigin ?? url.origin;
  const pathname = localizedPath(parsed.canonicalPath, locale);
  const title = query.page > 1 ? translate(locale, 'catalog.title.paged', { title: texts.title, page: query.page }) : texts.title;
  const crumbs = [
    { name: translate(locale, 'catalog.crumbs.home'), url: localizedPath(filters.city ? `/${filters.city.slug}` : '/', locale) },
    { name: translate(locale, 'catalog.crumbs.doctors'), url: localizedPath('/doctors', locale) },
    ...(parsed.canonicalPath !== '/doctors' ? [{ name: texts.h1, url: pathname }] : []),
  ];
  const site = { origin, name: translate(locale, 'brand.name'), locale };

  return {
    h1: texts.h1,
    seoText: query.page === 1 ? texts.text : null,
    pathname,
    query,
    /** Rendered on the server and not sent again for hydration on a document request (docs/decisions/279). */
    cards: keptOnServer(context, DOCTOR_CARDS, list.data.map(doctorCardView)),
    found: list.data.length,
    pages: list.meta,
    sorts: DOCTOR_SORTS,
    /** The filter panel's choices: rendered on the server and not sent again, like the cards. */
    filters: keptOnServer(context, DOCTOR_FILTERS, {
      categories: DOCTOR_CATEGORY_VALUES,
      day: {
        choice: (list.day?.choice ?? '') as DayValue | 'date' | '',
        date: list.day?.choice === 'date' ? list.day.from : '',
        min: clinicToday(Date.now()),
        max: lastBookableDay(Date.now()),
      },
      city: filters.city?.slug ?? '',
      cities: dictionaries.cities.map((entry) => ({ slug: entry.slug, name: named(locale, entry) })),
      languages: dictionaries.languages.map((language) => ({ code: language.code, name: named(locale, language) })),
      specializations: dictionaries.specializations.map((entry) => ({
        slug: entry.slug,
        name: named(locale, entry),
        href: segmentLink({ specialization: entry }),
        current: filters.specialization?.id === entry.id,
      })),
      allSpecializations: segmentLink({ specialization: undefined }),
      features: dictionaries.doctorFeatures.map((entry) => ({
        slug: entry.slug,
        name: named(locale, entry),
        href: segmentLink({ doctorFeature: filters.doctorFeature?.id === entry.id ? undefined : entry }),
        current: filters.doctorFeature?.id === entry.id,
      })),
    }),
    head: pageMeta({
      origin,
      pathname,
      search: searchText,
      title,
      description: texts.description,
      keywords: texts.keywords,
      // A day's free time is a view of the listing, not a page to index: its canonical is the listing itself.
      robots: listingRobots({ isIndex: texts.is_index && list.day === null, total: list.meta.total }),
      siteName: site.name,
      jsonLd: breadcrumbJsonLd(site, crumbs),
    }),
  };
}
