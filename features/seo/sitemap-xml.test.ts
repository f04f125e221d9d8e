import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';
import { escapeXml, RECORDS_PER_SITEMAP, renderSitemapIndex, renderUrlSet, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, w3cDate } from './sitemap-xml.ts';
import { absoluteUrl } from './urls.ts';

const ORIGIN = 'https://vizyt.example';

describe('sitemap XML', () => {
  it('escapes the five XML specials and drops characters XML cannot carry', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('ok\u0000\u0008\uFFFE\uD800 тест 😀')).toBe('ok тест 😀');
  });

  it('makes URLs absolute and percent-encoded, keeping absolute ones', () => {
    expect(absoluteUrl(`${ORIGIN}/`, '/doctors/київ')).toBe(`${ORIGIN}/doctors/%D0%BA%D0%B8%D1%97%D0%B2`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
  });

  it('writes W3C dates in UTC and leaves out unknown ones', () => {
    expect(w3cDate(new Date('2030-01-15T08:30:00.123+02:00'))).toBe('2030-01-15T06:30:00Z');
    const xml = renderUrlSet(ORIGIN, [
      { path: '/a', lastmod: null },
      { path: '/b', lastmod: new Date('invalid') },
    ]);
    expect(xml).not.toContain('<lastmod>');
  });

  it('lists the Ukrainian and the Russian URL of a page, both with all alternates', () => {
    const xml = renderUrlSet(ORIGIN, [{ path: '/', lastmod: new Date('2030-01-01T00:00:00Z') }]);
    const alternates = `<xhtml:link rel="alternate" hreflang="uk" href="${ORIGIN}/"/><xhtml:link rel="alternate" hreflang="ru" href="${ORIGIN}/ru"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/>`;
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `<url><loc>${ORIGIN}/</loc><lastmod>2030-01-01T00:00:00Z</lastmod>${alternates}</url>\n` +
        `<url><loc>${ORIGIN}/ru</loc><lastmod>2030-01-01T00:00:00Z</lastmod>${alternates}</url>\n` +
        '</urlset>\n',
    );
  });

  it('keeps a full child within the protocol limits, even with long URLs', () => {
    const longSlug = 'a'.repeat(250);
    const pages = Array.from({ length: RECORDS_PER_SITEMAP }, (_, i) => ({ path: `/doctors/${longSlug}/${i}`, lastmod: new Date() }));
    const xml = renderUrlSet('https://a-rather-long-public-origin.example.com.ua', pages);
    expect(xml.match(/<url>/g)).toHaveLength(RECORDS_PER_SITEMAP * 2);
    expect(RECORDS_PER_SITEMAP * 2).toBeLessThanOrEqual(10_000);
    expect(Buffer.byteLength(xml)).toBeLessThan(SITEMAP_MAX_BYTES);
    expect(() =>
      renderUrlSet(
        ORIGIN,
        Array.from({ length: SITEMAP_MAX_URLS / 2 + 1 }, () => ({ path: '/x' })),
      ),
    ).toThrow(RangeError);
  });

  it('writes an index of absolute child URLs', () => {
    const xml = renderSitemapIndex(ORIGIN, [{ path: '/sitemaps/static.xml', lastmod: new Date('2030-01-02T03:04:05Z') }, { path: '/sitemaps/doctors-1.xml' }]);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/static.xml</loc><lastmod>2030-01-02T03:04:05Z</lastmod></sitemap>`);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/doctors-1.xml</loc></sitemap>`);
  });
});

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of cabinets, back office and API, and names the sitemap', () => {
    const lines = robotsTxt(`${ORIGIN}/`).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const area of ['/admins', '/patients', '/partners', '/cabinet-doctor']) {
      expect(lines).toContain(`Disallow: ${area}`);
      expect(lines).toContain(`Disallow: /ru${area}`);
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // Public pages that carry `noindex` must stay crawlable, or the crawler never reads it.
    expect(lines.filter((line) => /compare|registration|for-partners/.test(line))).toEqual([]);
  });
});
