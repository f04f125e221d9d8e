import type { Locale } from '../../contracts/locale.ts';
import { headLinks, localeFromPath, unlocalizedPath, type HeadLink } from '../../contracts/page-url.ts';
import { jsonLdMeta, type JsonLd } from './json-ld.ts';
import { PRIVATE_AREAS } from './robots.ts';
import { absoluteUrl } from './urls.ts';

/**
 * Head tags of a public page (docs/decisions/042, 090): title, description, robots, Open Graph and
 * Twitter card, JSON-LD. The canonical and alternate `<link>`s are rendered once for every page by the
 * root (`HeadLinks`) from the same shared function (`contracts/page-url.ts`), so `og:url` here is always
 * the page's canonical URL. Page loaders (`*.server.ts`) call `pageMeta` and return the tags; the route's
 * `meta()` returns them as they are (they are React Router meta descriptors).
 */

export type MetaTag =
  { title: string } | { name: string; content: string } | { property: string; content: string } | { 'script:ld+json': JsonLd | readonly JsonLd[] };

export type RobotsDirective = 'index, follow' | 'noindex, follow' | 'noindex, nofollow';

/** The canonical URL of a page: its own language, only whitelisted query parameters (`page` > 1). */
export function canonicalUrl(origin: string, pathname: string, search = '', locale: Locale = localeFromPath(pathname)): string {
  return headLinks(origin, pathname, search, locale)[0].href;
}

/** The `uk`, `ru` and `x-default` alternates of a page (the same in both languages). */
export function alternateLinks(origin: string, pathname: string, search = ''): HeadLink[] {
  return headLinks(origin, pathname, search, localeFromPath(pathname)).filter((link) => link.rel === 'alternate');
}

/** Public pages that are the visitor's own (a comparison, a sign-up form): followed, never indexed. */
export const NOINDEX_PAGES = ['/compare', '/registration', '/password-restore'] as const;

const under = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/**
 * The robots rule a path carries whatever its content: cabinets and the back office are neither indexed
 * nor followed (their links lead to more sign-in walls); personal public pages are followed only.
 * `null`: the page decides (listings use `listingRobots`).
 */
export function robotsForPath(pathname: string): RobotsDirective | null {
  const path = unlocalizedPath(pathname);
  if (PRIVATE_AREAS.some((area) => under(path, area))) return 'noindex, nofollow';
  if (NOINDEX_PAGES.some((page) => under(path, page))) return 'noindex, follow';
  return null;
}

/**
 * A listing's robots rule. Indexed when its SEO meta says so (filtered page, exact pattern or the
 * default rule in listing-meta.ts) and it has results; an empty listing or one narrowed by free search
 * text is thin, so it is followed but not indexed. Later pages (`?page=3`) keep the rule of the first:
 * they are canonical to themselves and lead crawlers to every doctor deep in the list.
 */
export function listingRobots({ isIndex, total, searchText }: { isIndex: boolean; total: number; searchText?: string | null }): RobotsDirective {
  if (!isIndex || total === 0 || (searchText ?? '').trim() !== '') return 'noindex, follow';
  return 'index, follow';
}

const OG_LOCALE: Record<Locale, string> = { ua: 'uk_UA', ru: 'ru_RU' };

export interface PageMetaInput {
  /** PUBLIC_ORIGIN or the request's origin. */
  origin: string;
  /** The requested path, with its locale prefix (`/ru/doctor/petrenko-olena`). */
  pathname: string;
  search?: string;
  title: string;
  description?: string | null;
  keywords?: string | null;
  /** Path or URL of the page's picture (a doctor's photo, an article's cover). */
  image?: string | null;
  imageAlt?: string | null;
  /** `article` for blog posts, else `website`. */
  type?: 'website' | 'article' | 'profile';
  /** Overrides the path's own rule (`robotsForPath`), e.g. a listing's `listingRobots`. */
  robots?: RobotsDirective;
  /** The site's name (`brand.name`). */
  siteName: string;
  jsonLd?: JsonLd | readonly JsonLd[] | null;
}

/** Open Graph tags: what a shared link shows in messengers and social networks. */
export function openGraphTags(input: PageMetaInput): MetaTag[] {
  const locale = localeFromPath(input.pathname);
  const other: Locale = locale === 'ua' ? 'ru' : 'ua';
  const tags: MetaTag[] = [
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:url', content: canonicalUrl(input.origin, input.pathname, input.search ?? '', locale) },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { property: 'og:locale:alternate', content: OG_LOCALE[other] },
  ];
  if (input.description) tags.push({ property: 'og:description', content: input.description });
  if (input.image) {
    tags.push({ property: 'og:image', content: absoluteUrl(input.origin, input.image) });
    if (input.imageAlt) tags.push({ property: 'og:image:alt', content: input.imageAlt });
  }
  return tags;
}

/**
 * Twitter (X) card: the large picture when there is one. Its title, description and image are the Open Graph
 * ones, which X reads when its own tags are absent (docs/decisions/282): said once, not twice on every page.
 */
export function twitterTags(input: PageMetaInput): MetaTag[] {
  return [{ name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' }];
}

/** Every head tag of a page but the links the root renders. */
export function pageMeta(input: PageMetaInput): MetaTag[] {
  const robots = input.robots ?? robotsForPath(input.pathname) ?? 'index, follow';
  const tags: MetaTag[] = [{ title: input.title }];
  if (input.description) tags.push({ name: 'description', content: input.description });
  if (input.keywords) tags.push({ name: 'keywords', content: input.keywords });
  // "index, follow" is what crawlers assume; only the exceptions are written.
  if (robots !== 'index, follow') tags.push({ name: 'robots', content: robots });
  tags.push(...openGraphTags(input), ...twitterTags(input));
  const nodes = input.jsonLd ? (Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd]) : [];
  for (const data of nodes) tags.push(jsonLdMeta(data));
  return tags;
}
