import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalOf, SSR_ORIGIN, startSsrServer, type SsrServer } from './ssr-server.ts';
import { createArticle as insertArticle, createDisease as insertDisease, insertContentPage, insertPromotion } from '../support/factories/content.ts';
import { insertSeoFixture } from '../support/factories/seo.ts';

/**
 * Every URL of every sitemap, through the real server: it answers 200 and names itself as canonical
 * (docs/decisions/090: a sitemap lists only pages that are their own canonical). On the SEO fixture, which
 * holds the cases a sitemap must leave out or get right (trashed, inactive, redirected and hidden listings,
 * filtered pages written by staff), plus live content of every kind dated from the real clock.
 */
let server: SsrServer;

beforeAll(async () => {
  server = await startSsrServer(async ({ db }) => {
    await insertSeoFixture(db);
    const article = await insertArticle(db, { slug: 'sitemap-article' });
    await insertPromotion(db, { slug: 'sitemap-promotion' });
    await insertDisease(db, { slug: 'sitemap-disease', articles: [article] });
    for (const slug of ['for-partners', 'conference', 'dogovir-oferty', 'privacy-policy', 'terms-of-service']) {
      await insertContentPage(db, { slug });
    }
  });
}, 240_000);

afterAll(() => server?.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replaceAll('&amp;', '&'));
const canonical = (html: string) => canonicalOf(html)?.replaceAll('&amp;', '&');
const pathOf = (url: string) => {
  expect(url.startsWith(SSR_ORIGIN), url).toBe(true);
  return url.slice(SSR_ORIGIN.length) || '/';
};

async function children(): Promise<string[]> {
  const index = await server.page('/sitemap.xml');
  expect(index.status).toBe(200);
  return locs(index.html).map(pathOf);
}

describe('sitemaps list only canonical pages that answer 200', () => {
  it('has a child for every section with live records', async () => {
    const names = (await children()).map((path) => path.replace(/^\/sitemaps\//, '').replace(/-\d+\.xml$|\.xml$/, ''));
    expect(new Set(names)).toEqual(new Set(['static', 'listings', 'doctors', 'clinics', 'articles', 'diseases', 'promotions']));
  });

  it('every URL of every child answers 200 with a canonical link to itself', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const child of await children()) {
      const sitemap = await server.page(child);
      expect(sitemap.status, child).toBe(200);
      const urls = locs(sitemap.html);
      expect(urls.length, `${child} lists URLs`).toBeGreaterThan(0);
      for (const url of urls) {
        const { status, html } = await server.page(pathOf(url));
        checked += 1;
        if (status !== 200) failures.push(`${child}: ${url} answered ${status}`);
        else if (canonical(html) !== url) failures.push(`${child}: ${url} names ${canonical(html) ?? 'no'} canonical`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  }, 240_000);
});
