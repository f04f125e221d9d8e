import type { AppLoadContext } from 'react-router';
import { ZCatalogSearchQuery } from '../../../contracts/catalog.ts';
import { pageMeta } from '../../../features/seo/head.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest } from '../../i18n/locale.ts';

/** Results per kind on the search page (the service allows up to 20). */
const SEARCH_PAGE_LIMIT = 10;

/**
 * `/search?q=`: the home search box's results, grouped (docs/decisions/071: folded text, typos by
 * trigram similarity). A view of the catalogue, not a page of its own: `noindex, follow`.
 */
export async function loadSearch({ request, context }: { request: Request; context: AppLoadContext }) {
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const { q } = ZCatalogSearchQuery.parse({ q: url.searchParams.get('q') ?? '' });
  const results = await context.services.catalog.search({ query: q, locale, limit: SEARCH_PAGE_LIMIT });
  const siteName = translate(locale, 'brand.name');
  const heading = q ? translate(locale, 'places.search.heading', { q }) : translate(locale, 'places.search.title');
  return {
    q,
    searched: results.query.length >= 2,
    results,
    heading,
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
