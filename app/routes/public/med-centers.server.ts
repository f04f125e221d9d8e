import { keptOnServer } from '../../components/layouts/server-only-data.server.ts';
import { CLINIC_CARDS, CLINIC_FILTERS } from './listing-cards.ts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ZInstitutionListPageQuery, catalogQueryString } from '../../../contracts/catalog.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { buildListingPath, type ListingFilters } from '../../../features/catalog/listing-url.ts';
import { listingRobots, pageMeta } from '../../../features/seo/head.ts';
import { seoListingKind } from '../../../features/seo/listing-filters.ts';
import { breadcrumbJsonLd } from '../../../features/seo/structured-data-content.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, localizedPath } from '../../i18n/locale.ts';

/** The map view draws every match up to this many (clustered); past it the visitor narrows the filters. */
export const MAP_LIMIT = 1000;

/** Filter selects of the form: each names one path segment (docs/decisions/070). */
const SEGMENT_PARAMS = { city: 'city', type: 'institutionType', feature: 'institutionFeature', specialization: 'specialization' } as const;

interface LoaderArgs {
  request: Request;
  params: { '*'?: string };
  context: AppLoadContext;
}

const notFound = (): never => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

/**
 * `/med-centers/{city}/{type}/{feature}/{specialization}`: any order parses, one is canonical (301 to it);
 * unknown segments are 404. The filter form submits selects as query parameters; they are turned into the
 * canonical path here, so the form works without JavaScript and every filter combination keeps one URL.
 */
export async function loadMedCenters({ request, params, context }: LoaderArgs) {
  const { catalog, seo } = context.services;
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const parsed = (await catalog.resolveListing('med-centers', params['*'] ?? '')) ?? notFound();
  const dictionaries = await catalog.catalogDictionaries();
  const query = ZInstitutionListPageQuery.parse(Object.fromEntries(url.searchParams));
  const view = url.searchParams.get('view') === 'map' ? 'map' : 'list';
  // A new filter starts at page 1; the sort, extra features and the view stay.
  const kept = catalogQueryString({ sort: query.sort, features: query.features, view: view === 'map' ? 'map' : undefined });

  if (Object.keys(SEGMENT_PARAMS).some((name) => url.searchParams.has(name))) {
    const filters: Record<string, { slug: string } | undefined> = { ...parsed.filters };
    for (const [name, slot] of Object.entries(SEGMENT_PARAMS)) {
      if (!url.searchParams.has(name)) continue;
      const slug = (url.searchParams.get(name) ?? '').toLowerCase();
      filters[slot] = slug ? dictionaries.bySlug[slot].get(slug) : undefined;
    }
    throw redirect(`${localizedPath(buildListingPath('med-centers', filters), locale)}${kept}`, 302);
  }
  if (!parsed.isCanonical) throw redirect(`${localizedPath(parsed.canonicalPath, locale)}${url.search}`, 301);

  const listingMeta = await seo.listingMeta({
    kind: seoListingKind('med-centers'),
    path: parsed.canonicalPath,
    filters: parsed.filters,
    locale,
    translate: (key, values) => translate(locale, key, values),
  });
  if (listingMeta.redirect) throw redirect(listingMeta.redirect, 301);

  const list = await catalog.institutionList({
    locale,
    listing: parsed.filters,
    query: view === 'map' ? { ...query, page: 1 } : query,
    perPage: view === 'map' ? MAP_LIMIT : undefined,
  });
  if (query.page > 1 && list.data.length === 0) notFound();

  const origin = context.publicConfig.publicOrigin ?? url.origin;
  const crumbs = [
    { name: translate(locale, 'places.crumbs.home'), path: localizedPath('/', locale) },
    { name: translate(locale, 'places.crumbs.clinics'), path: localizedPath('/med-centers', locale) },
    ...(parsed.canonicalPath !== '/med-centers' ? [{ name: listingMeta.h1, path: localizedPath(parsed.canonicalPath, locale) }] : []),
  ];
  const title = query.page > 1 ? translate(locale, 'places.title.paged', { title: listingMeta.title, page: query.page }) : listingMeta.title;
  const site = { origin, name: translate(locale, 'brand.name'), locale };
  return {
    locale,
    view,
    heading: listingMeta.h1,
    seoText: query.page === 1 ? listingMeta.text : null,
    path: parsed.canonicalPath,
    selected: selectedSlugs(parsed.filters),
    sort: query.sort,
    /** The type links' and the filter form's choices: rendered on the server and not sent again (docs/decisions/280). */
    options: keptOnServer(context, CLINIC_FILTERS, filterOptions(dictionaries, locale, parsed.filters)),
    /**
     * The map draws its markers in the browser from these; the list's cards are rendered on the server and
     * not sent again for hydration on a document request (docs/decisions/279).
     */
    clinics: view === 'map' ? list.data : keptOnServer(context, CLINIC_CARDS, list.data),
    found: list.data.length,
    pages: list.meta,
    crumbs,
    tileUrl: context.publicConfig.mapTileUrl,
    /** Query kept by pagination and the view switch. */
    query: { sort: query.sort, features: query.features },
    head: pageMeta({
      origin,
      pathname: url.pathname.replace(/\.data$/, ''),
      search: url.search,
      title,
      description: listingMeta.description,
      keywords: listingMeta.keywords,
      siteName: site.name,
      robots: listingRobots({ isIndex: listingMeta.is_index, total: list.meta.total }),
      jsonLd: breadcrumbJsonLd(
        site,
        crumbs.map((crumb) => ({ name: crumb.name, url: crumb.path })),
      ),
    }),
  };
}

function selectedSlugs(filters: ListingFilters) {
  return {
    city: filters.city?.slug ?? '',
    type: filters.institutionType?.slug ?? '',
    feature: filters.institutionFeature?.slug ?? '',
    specialization: filters.specialization?.slug ?? '',
  };
}

type Dictionaries = Awaited<ReturnType<AppLoadContext['services']['catalog']['catalogDictionaries']>>;

/** The filter choices in the page's language; types carry their SPEC §3 colours. */
function filterOptions(dictionaries: Dictionaries, locale: Locale, filters: ListingFilters) {
  const name = (entry: { name_ua: string; name_ru: string }) => (locale === 'ru' ? entry.name_ru : entry.name_ua);
  const option = (entry: { slug: string; name_ua: string; name_ru: string }) => ({ slug: entry.slug, name: name(entry) });
  return {
    cities: dictionaries.cities.map(option),
    // Each type links to its canonical listing (the current one again un-selects it).
    types: dictionaries.institutionTypes.map((entry) => ({
      ...option(entry),
      background_color: entry.background_color,
      text_color: entry.text_color,
      href: localizedPath(
        buildListingPath('med-centers', { ...filters, institutionType: entry.id === filters.institutionType?.id ? undefined : entry }),
        locale,
      ),
    })),
    features: dictionaries.institutionFeatures.map(option),
    specializations: dictionaries.specializations.map(option),
  };
}
