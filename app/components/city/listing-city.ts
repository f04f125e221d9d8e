import { localeFromPath, localizedPath, unlocalizedPath } from '../../i18n/locale.ts';

/** The listings whose first canonical segment is the city (features/catalog/listing-url.ts). */
const LISTING_KINDS = new Set(['doctors', 'med-centers']);

/**
 * The same listing in another city (`''`: all cities): only the city segment changes, the specialization,
 * the other segments and the query stay, the page starts over. `null` when `pathname` is not a listing,
 * where the city menu opens the city's home page instead. The city segment is whichever segment is a
 * known city; a new one goes first, where the canonical order puts it (the page 301s any other order).
 */
export function listingPathInCity(pathname: string, search: string, citySlugs: readonly string[], slug: string): string | null {
  const locale = localeFromPath(pathname);
  const [kind, ...segments] = unlocalizedPath(pathname)
    .split('/')
    .filter((segment) => segment !== '');
  if (!kind || !LISTING_KINDS.has(kind)) return null;
  const known = new Set(citySlugs.map((city) => city.toLowerCase()));
  const others = segments.filter((segment) => !known.has(segment.toLowerCase()));
  const path = localizedPath(['', kind, ...(slug ? [slug] : []), ...others].join('/'), locale);
  const query = new URLSearchParams(search);
  query.delete('page');
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}`;
}
