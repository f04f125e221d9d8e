import type { AppLoadContext } from 'react-router';
import { pageMeta } from '../../../features/seo/head.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, unlocalizedPath } from '../../i18n/locale.ts';

export type CompareView = 'all' | 'doctors' | 'medical-institutions';

/**
 * `/compare`, `/compare/doctors`, `/compare/medical-institutions`: the frame only. What is compared lives
 * in the visitor's browser (compare-store.ts), so the table is filled there; the page is the same for
 * everyone (cacheable) and never indexed (`robotsForPath`: a personal selection).
 */
export function loadCompare({ request, context }: { request: Request; context: AppLoadContext }) {
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const path = unlocalizedPath(url.pathname.replace(/\.data$/, ''));
  const view: CompareView = path.endsWith('/doctors') ? 'doctors' : path.endsWith('/medical-institutions') ? 'medical-institutions' : 'all';
  const siteName = translate(locale, 'brand.name');
  const section = view === 'doctors' ? 'places.compare.doctors' : view === 'medical-institutions' ? 'places.compare.institutions' : null;
  const heading = section ? `${translate(locale, 'places.compare.title')}: ${translate(locale, section).toLowerCase()}` : translate(locale, 'places.compare.title');
  return {
    view,
    heading,
    head: pageMeta({
      origin: context.publicConfig.publicOrigin ?? url.origin,
      pathname: url.pathname.replace(/\.data$/, ''),
      search: url.search,
      title: `${heading} | ${siteName}`,
      siteName,
    }),
  };
}
