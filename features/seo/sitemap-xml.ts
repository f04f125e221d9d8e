import { localizedPath } from '../../contracts/page-url.ts';
import { absoluteUrl } from './urls.ts';

/**
 * Sitemap XML (sitemaps.org 0.9 with `xhtml:link` language alternates, as Google documents them).
 * Every page is listed twice, once per language, and each entry names all its language versions.
 */

/** Records per child sitemap: each becomes two `<url>`s, so a child holds at most 10,000 URLs. */
export const RECORDS_PER_SITEMAP = 5_000;
/** The protocol's own limits, checked by the tests at the worst case. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SitemapPage {
  /** The page's path without the locale prefix: `/doctor/petrenko-olena`. */
  path: string;
  /** When the page's content last changed, if known. */
  lastmod?: Date | null;
}

export interface SitemapChildRef {
  /** The child's path on the site: `/sitemaps/doctors-1.xml`. */
  path: string;
  lastmod?: Date | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute; characters XML 1.0 cannot carry at all are dropped. */
export function escapeXml(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** W3C datetime in UTC without milliseconds: `2030-01-15T08:30:00Z`. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const lastmodTag = (date: Date | null | undefined) => (date && !Number.isNaN(date.getTime()) ? `<lastmod>${w3cDate(date)}</lastmod>` : '');

/** `<url>` elements of one page: the Ukrainian and the Russian URL, each with the same alternates. */
function urlElements(origin: string, page: SitemapPage): string {
  const ua = escapeXml(absoluteUrl(origin, localizedPath(page.path, 'ua')));
  const ru = escapeXml(absoluteUrl(origin, localizedPath(page.path, 'ru')));
  const alternates =
    `<xhtml:link rel="alternate" hreflang="uk" href="${ua}"/>` +
    `<xhtml:link rel="alternate" hreflang="ru" href="${ru}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${ua}"/>`;
  const lastmod = lastmodTag(page.lastmod);
  return `<url><loc>${ua}</loc>${lastmod}${alternates}</url>\n<url><loc>${ru}</loc>${lastmod}${alternates}</url>\n`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function renderUrlSet(origin: string, pages: readonly SitemapPage[]): string {
  if (pages.length * 2 > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs`);
  return (
    XML_DECLARATION +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    pages.map((page) => urlElements(origin, page)).join('') +
    '</urlset>\n'
  );
}

export function renderSitemapIndex(origin: string, children: readonly SitemapChildRef[]): string {
  return (
    XML_DECLARATION +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    children.map((child) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, child.path))}</loc>${lastmodTag(child.lastmod)}</sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}
