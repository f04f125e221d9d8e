import type { APIRequestContext } from 'playwright-core';
import { expect, test } from './harness.ts';
import { checkHtml } from './support/html-checker.ts';

/**
 * Every public page type, in Ukrainian and Russian, is valid HTML as served: zero errors from the W3C Nu
 * HTML Checker (`vnu-jar`, needs Java). The pages' own profiles, articles and so on are the demo data's
 * first ones, found through their listings as a visitor would.
 */

const LOCALES = ['', '/ru'] as const;

async function served(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status() === status, `${path} answers ${status}, not ${response.status()}`);
  return response.text();
}

/** The first link of a listing to one of its detail pages (`/doctor/…`, `/blogs/…`). */
async function firstLink(request: APIRequestContext, listing: string, prefix: string): Promise<string> {
  const html = await served(request, listing);
  const found = new RegExp(`href="?(${prefix}[a-z0-9-]+)[\\s>"]`).exec(html);
  expect(found, `${listing} links to a page under ${prefix}`);
  return found[1];
}

test('every public page type is valid HTML in both languages (W3C Nu checker: no errors)', async ({ context }) => {
  const request = context.request;
  const details = {
    doctor: await firstLink(request, '/doctors', '/doctor/'),
    clinic: await firstLink(request, '/med-centers', '/clinic/'),
    promotion: await firstLink(request, '/promotions', '/promotions/'),
    article: await firstLink(request, '/blogs', '/blogs/'),
    disease: await firstLink(request, '/directory-diseases', '/directory-diseases/'),
  };
  const pages: [string, number][] = [
    ['/', 200],
    ['/kyiv', 200],
    ['/doctors', 200],
    [details.doctor, 200],
    ['/med-centers', 200],
    ['/med-centers?view=map', 200],
    [details.clinic, 200],
    [`/search?q=${encodeURIComponent('кардіолог')}`, 200],
    ['/search?q=zzzzqqq', 200],
    ['/promotions', 200],
    [details.promotion, 200],
    ['/blogs', 200],
    [details.article, 200],
    ['/directory-diseases', 200],
    [details.disease, 200],
    ['/about-us', 200],
    ['/for-partners', 200],
    ['/conference', 200],
    ['/privacy-policy', 200],
    ['/support', 200],
    ['/no-such-page/at-all', 404],
  ];
  const documents: Record<string, string> = {};
  for (const prefix of LOCALES) {
    for (const [path, status] of pages) {
      const url = `${prefix}${path === '/' && prefix ? '' : path}`;
      documents[url] = await served(request, url, status);
    }
  }
  const problems = await checkHtml(documents);
  const report = problems.map((problem) => `${problem.document}:${problem.line ?? '?'} ${problem.message}\n      ${problem.extract ?? ''}`).join('\n  ');
  expect(problems.length === 0, `${problems.length} HTML errors in ${Object.keys(documents).length} pages:\n  ${report}`);
});
