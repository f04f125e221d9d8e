import { data, type AppLoadContext } from 'react-router';
import type { Locale } from '../../../contracts/locale.ts';
import { pageMeta, type MetaTag } from '../../../features/seo/head.ts';
import type { JsonLd, SiteInfo } from '../../../features/seo/json-ld.ts';
import { breadcrumbJsonLd } from '../../../features/seo/structured-data-content.ts';
import { translate } from '../../i18n/catalogs.ts';
import { localeFromRequest, localizedPath } from '../../i18n/locale.ts';
import type { Crumb } from './breadcrumbs.tsx';

/**
 * Head tags of the content pages, built in their loaders (docs/decisions/090, 100): title, description,
 * Open Graph, and JSON-LD with the page's breadcrumbs always first. The visible breadcrumbs and the
 * `BreadcrumbList` come from the same list, so they never disagree.
 */

export interface PageRequest {
  request: Request;
  context: AppLoadContext;
}

/** Who the page is for: its language, the site's origin and name. */
export function siteFor({ request, context }: PageRequest): SiteInfo {
  const locale = localeFromRequest(request);
  return { origin: context.publicConfig.publicOrigin ?? new URL(request.url).origin, name: translate(locale, 'brand.name'), locale };
}

/** The trail from the home page to this page, in the page's language (the last crumb is the page itself). */
export function crumbsFor(locale: Locale, trail: readonly { name: string; path: string }[]): Crumb[] {
  return [
    { name: translate(locale, 'content.breadcrumbs.home'), path: localizedPath('/', locale) },
    ...trail.map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) })),
  ];
}

export interface ContentMetaInput extends PageRequest {
  title: string;
  description?: string | null;
  keywords?: string | null;
  image?: string | null;
  type?: 'website' | 'article';
  crumbs: readonly Crumb[];
  /** Nodes after the breadcrumbs (the article, its FAQ, ...); nulls are skipped. */
  jsonLd?: readonly (JsonLd | null)[];
}

export function contentMeta({ request, context, title, description, keywords, image, type, crumbs, jsonLd = [] }: ContentMetaInput): MetaTag[] {
  const site = siteFor({ request, context });
  const url = new URL(request.url);
  const nodes = [
    breadcrumbJsonLd(
      site,
      crumbs.map((crumb) => ({ name: crumb.name, url: crumb.path })),
    ),
    ...jsonLd,
  ].filter((node): node is JsonLd => node !== null);
  return pageMeta({
    origin: site.origin,
    // Client navigations load `/blogs.data`: the page is `/blogs`.
    pathname: url.pathname.replace(/\.data$/, ''),
    search: url.search,
    title,
    description,
    keywords,
    image,
    type,
    siteName: site.name,
    jsonLd: nodes,
  });
}

/** "Акції — сторінка 2 | Vizyt": every page of a list has a title of its own. */
export function pagedTitle(locale: Locale, title: string, page: number): string {
  return page > 1 ? translate(locale, 'content.title.paged', { title, page }) : title;
}

/** The 404 screen with status 404 (the public layout's error boundary renders it). */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
