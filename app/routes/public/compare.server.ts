import type { AppLoadContext } from 'react-router';
import type { ComparedDoctors, ComparedInstitutions } from '../../../contracts/compare.ts';
import { loadComparedInstitutions } from '../../../features/catalog/compare-institutions.ts';
import { loadComparedDoctors } from '../../../features/catalog/compare.ts';
import { pageMeta } from '../../../features/seo/head.ts';
import { COMPARE_LIMITS, type CompareKind } from '../../components/catalog/compare-store.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, unlocalizedPath } from '../../i18n/locale.ts';

export type CompareView = 'all' | CompareKind;
export type ComparedRecords = ComparedDoctors | ComparedInstitutions;

/**
 * `?ids=3,1,7`: the ids the browser holds, in its order; anything that is not a positive whole number is
 * dropped, repeats once, and no more than the kind's limit are read.
 */
export function parseCompareIds(value: string | null, kind: CompareKind): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)].slice(0, COMPARE_LIMITS[kind]);
}

/**
 * `/compare`, `/compare/doctors`, `/compare/medical-institutions`: the frame. What is compared lives in
 * the visitor's browser (compare-store.ts), so the page is the same for everyone (cacheable) and never
 * indexed (`robotsForPath`: a personal selection). The table asks this same loader for its records with
 * `?ids=` (docs/decisions/185): the doctors or clinics with their next free time, in the page's language.
 */
export async function loadCompare({ request, context }: { request: Request; context: AppLoadContext }) {
  const locale = localeFromRequest(request);
  const url = new URL(request.url);
  const path = unlocalizedPath(url.pathname.replace(/\.data$/, ''));
  const view: CompareView = path.endsWith('/doctors') ? 'doctors' : path.endsWith('/medical-institutions') ? 'medical-institutions' : 'all';
  const siteName = translate(locale, 'brand.name');
  const section = view === 'doctors' ? 'places.compare.doctors' : view === 'medical-institutions' ? 'places.compare.institutions' : null;
  const heading = section
    ? `${translate(locale, 'places.compare.title')}: ${translate(locale, section).toLowerCase()}`
    : translate(locale, 'places.compare.title');
  let records: ComparedRecords | null = null;
  let failed = false;
  if (view !== 'all' && url.searchParams.has('ids')) {
    const ids = parseCompareIds(url.searchParams.get('ids'), view);
    const { db } = context.services.database;
    const options = { locale, now: Date.now() };
    try {
      records = view === 'doctors' ? await loadComparedDoctors(db, ids, options) : await loadComparedInstitutions(db, ids, options);
    } catch (error) {
      // The table says it could not load (and the frame stays); a thrown error would replace the page.
      context.logError(error);
      failed = true;
    }
  }
  return {
    view,
    heading,
    records,
    failed,
    head: pageMeta({
      origin: context.publicConfig.publicOrigin ?? url.origin,
      pathname: url.pathname.replace(/\.data$/, ''),
      search: url.search,
      title: `${heading} | ${siteName}`,
      siteName,
    }),
  };
}
