// The canonical-link logic is shared with the server (sitemaps, Open Graph): it lives in contracts/.
export { CANONICAL_QUERY_WHITELIST, canonicalQuery, headLinks, normalizePath, type HeadLink } from '../../contracts/page-url.ts';

/**
 * SPEC §5: a query string with an empty piece (`?a=1&&b=2`, `?a=1&`) or a piece without `=` (`?foo`)
 * is not a page of the site. `search` is the raw query with or without its leading `?`.
 */
export function isMalformedQuery(search: string): boolean {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return false;
  return query.split('&').some((piece) => piece === '' || !piece.includes('='));
}
