import type { HeadersFunction } from 'react-router';

/**
 * Content pages are the same for every visitor (the header is rendered signed out, docs/decisions/053),
 * so a CDN may keep them: browsers for a minute, shared caches for five, and a stale copy may be served
 * for ten more while a fresh one is fetched. Anything answered to a signed-in visitor is still marked
 * `no-store` by the session plugin, and error answers carry no caching.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export const publicPageHeaders: HeadersFunction = ({ errorHeaders }) => errorHeaders ?? { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL };
