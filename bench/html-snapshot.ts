/**
 * The public pages' server HTML, saved to a folder so two builds can be compared byte for byte (a
 * restructuring must not change what a visitor or a crawler receives). Reads the sitemaps of a running
 * server, takes every static page and the first pages of every other sitemap, fetches each in `ua` and the
 * paths as listed, and writes one file per page with the volatile parts masked: the origin's port and the
 * content hashes of built assets.
 *
 *   npx tsx bench/html-snapshot.ts --url http://127.0.0.1:3100 --out /tmp/html-before
 *   npx tsx bench/html-snapshot.ts --url http://127.0.0.1:3200 --out /tmp/html-after
 *   diff -r /tmp/html-before /tmp/html-after && echo same
 *
 * With `--canonical`, each HTML page is written as the document a browser builds from it (bench/html-canonical.ts),
 * so two spellings of one document compare equal.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { canonicalHtml } from './html-canonical.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'html-snapshot' },
    'per-sitemap': { type: 'string', default: '6' },
    canonical: { type: 'boolean', default: false },
  },
});
const base = new URL(args.url);
const perSitemap = Number(args['per-sitemap']);

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname + new URL(match[1]).search);

async function text(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(new URL(path, base), { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/**
 * Ports, asset hashes (the message catalogs' too), the build's version, the per-response CSP nonce and the moment the demo data was
 * seeded (records' `updated_at`, sitemaps' `lastmod`) differ between two runs of the same code.
 */
function mask(body: string): string {
  return body
    .replaceAll(`:${base.port}`, ':PORT')
    .replace(/"version": ?"[0-9a-f]{8}"/g, '"version":"BUILD"')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z/g, 'SEEDED-AT')
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8,}\.(js|css|woff2?|svg|png|webp)/g, '$1-HASH.$2')
    .replace(/(\/assets\/messages\/[\w-]+\.[\w-]+)\.[\w-]{8,}\.json/g, '$1.HASH.json')
    .replace(/nonce=("?)[^"\s>]+\1/g, 'nonce="NONCE"');
}

const paths = new Set<string>([
  '/',
  '/robots.txt',
  '/sitemap.xml',
  '/no-such-page',
  '/doctors/pediatr',
  '/doctors/kyiv/pediatr?day=tomorrow',
  '/med-centers/kyiv',
  '/compare/doctors',
  '/search?q=%D0%BF%D0%B5%D0%B4%D1%96%D0%B0%D1%82%D1%80&near=kyiv',
]);
for (const sitemap of locations((await text('/sitemap.xml')).body)) {
  const all = locations((await text(sitemap)).body);
  for (const path of sitemap.includes('static') ? all : all.slice(0, perSitemap)) paths.add(path);
}
for (const path of [...paths]) if (!path.startsWith('/ru') && !/\.(xml|txt)$/.test(path)) paths.add(`/ru${path === '/' ? '' : path}`);

rmSync(args.out, { recursive: true, force: true });
mkdirSync(args.out, { recursive: true });
let written = 0;
for (const path of [...paths].sort()) {
  const { status, body: sent } = await text(path);
  const body = args.canonical && /^\s*<!DOCTYPE html/i.test(sent) ? canonicalHtml(sent) : sent;
  const file = encodeURIComponent(path).replaceAll('%', '_') || 'root';
  writeFileSync(join(args.out, `${file}.html`), `${status}\n${mask(body)}`);
  written += 1;
}
console.log(`${written} pages written to ${args.out}`);
