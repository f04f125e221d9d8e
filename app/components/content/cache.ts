import type { HeadersFunction } from 'react-router';

/**
 * Content pages are the same for every visitor (the header is rendered signed out, docs/decisions/053),
 * so a browser or a CDN may keep them, but asks again before each use (docs/decisions/289): the page's
 * validator (its ETag) answers 304 while nothing changed, and the first request after a staff edit, a new
 * price or a freed time gets the new page. Anything answered to a signed-in visitor is still marked
 * `no-store` by the session plugin, and error answers carry no caching.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, no-cache';

export const publicPageHeaders: HeadersFunction = ({ errorHeaders }) => errorHeaders ?? { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL };
