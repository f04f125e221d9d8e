import type { AppLoadContext } from 'react-router';
import { ZCatalogSearchQuery } from '../../../contracts/catalog.ts';
import { pageMeta } from '../../../features/seo/head.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest } from '../../i18n/locale.ts';

/** Results per kind on the search page (the service allows up to 20). */
const SEARCH_PAGE_LIMIT = 10;

/**
 * `/search?q=&near=&city=`: the search box's results, grouped (docs/decisions/071: folded text, typos by
 * trigram similarity). `near` is the visitor's remembered city, whose doctors and clinics come first;
 * `city` narrows the results to one city (docs/decisions/184). Both are in the URL, not in a cookie, so the
 * answer stays the same for everyone who asks the same URL and a shared cache may keep it. A view of the
 * catalogue, not a page of its own: `noindex, follow`.
 */
export async function loadSearch({ request, context }: { request: Request; context: AppLoadContext }) {
  const { catalog } = context.services;
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const { q } = ZCatalogSearchQuery.parse({ q: url.searchParams.get('q') ?? '' });
  const dictionaries = await catalog.catalogDictionaries();
  const cityOf = (name: string) => dictionaries.bySlug.city.get((url.searchParams.get(name) ?? '').toLowerCase());
  const [city, near] = [cityOf('city'), cityOf('near')];
  const results = await catalog.search({ query: q, locale, limit: SEARCH_PAGE_LIMIT, cityId: city?.id, preferredCityId: near?.id });
  const siteName = translate(locale, 'brand.name');
  const heading = q ? translate(locale, 'places.search.heading', { q }) : translate(locale, 'places.search.title');
  const named = (entry: { name_ua: string; name_ru: string }) => (locale === 'ru' ? entry.name_ru : entry.name_ua);
  return {
    q,
    searched: results.query.length >= 2,
    results,
    heading,
    city: city?.slug ?? '',
    near: near ? { slug: near.slug, name: named(near) } : null,
    cities: dictionaries.cities.map((entry) => ({ slug: entry.slug, name: named(entry) })),
    head: pageMeta({
      origin: context.publicConfig.publicOrigin ?? url.origin,
      pathname: url.pathname.replace(/\.data$/, ''),
      search: url.search,
      title: `${heading} | ${siteName}`,
      description: translate(locale, 'places.search.description'),
      siteName,
      robots: 'noindex, follow',
    }),
  };
}
