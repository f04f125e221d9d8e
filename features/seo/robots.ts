import { localizedPath } from '../../contracts/page-url.ts';
import { absoluteUrl } from './urls.ts';

/**
 * Areas no crawler should walk: the cabinets and back office (sign-in walls, personal data) and the
 * API. Each is also disallowed under `/ru`. Public pages that must stay out of the index (registration,
 * comparison, thin filter combinations) are *not* listed: a crawler has to fetch them to read their
 * `noindex`.
 */
export const PRIVATE_AREAS = ['/admins', '/patients', '/partners', '/cabinet-doctor'] as const;

/** `robots.txt`: everything public allowed, private areas disallowed, the sitemap index announced. */
export function robotsTxt(origin: string): string {
  const disallowed = [...PRIVATE_AREAS.flatMap((area) => [area, localizedPath(area, 'ru')]), '/api/'];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}
