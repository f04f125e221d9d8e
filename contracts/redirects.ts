import { z } from 'zod';

/**
 * Staff-managed redirects (docs/decisions/245): an old site path answers 301 or 302 with a new address. The
 * rules the back office's form, the API and the request hook share live here.
 */

export const REDIRECT_STATUSES = ['301', '302'] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** How long a path or an address may be. */
const MAX_LENGTH = 2000;

/** A file (hashed asset, sitemap, `.data` of a client navigation, `sw.js`): never an old page address. */
const FILE_NAME = /\.[a-z0-9]{1,12}$/i;

/**
 * Paths that belong to the API, the back office, the cabinets and the operations probes: a redirect there could
 * lock people (or the load balancer) out.
 */
const RESERVED = /^(\/ru)?\/(api|admins|patients|partners|cabinet-doctor)(\/|$)|^\/(healthz|readyz|metrics)$/;

/** A path of this site as written in an address: `/`, no second slash, no backslash, no spaces. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * The one form of a path that lookups compare: percent escapes decoded (so `/лікарі` and its escaped spelling
 * match), lower case, no trailing slash. The query is not part of it: a redirect matches every query.
 */
export function normaliseRedirectPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape stays as written; it can match only a source written the same way.
  }
  const lower = decoded.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** An absolute http(s) address (another site, or this one by its full URL). */
export function isAbsoluteTarget(target: string): boolean {
  if (!/^https?:\/\//i.test(target)) return false;
  try {
    const url = new URL(target);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A target as this site's lookups follow it: an absolute address on the site's own origin (`siteOrigin`, e.g.
 * `https://vizyt.ua`) is the site path it names (`https://vizyt.ua/new?x=1` → `/new?x=1`), so a chain through
 * it is followed and a loop through it is seen; any other target as written.
 */
export function followedTarget(target: string, siteOrigin: string | undefined): string {
  if (!siteOrigin || !isAbsoluteTarget(target)) return target;
  const url = new URL(target);
  let own: URL;
  try {
    own = new URL(siteOrigin);
  } catch {
    return target;
  }
  return url.origin === own.origin ? `${url.pathname}${url.search}${url.hash}` : target;
}

/** The path part of a site-path target (`/new?x=1#top` → `/new`), normalised like sources. */
export function targetPath(target: string): string {
  return normaliseRedirectPath(target.replace(/[?#].*$/, ''));
}

/** A path no redirect may start from (`/`, `/ru`, API, files, back office, cabinets, probes); the path normalised. */
export function isReservedPath(path: string): boolean {
  return path === '/' || path === '/ru' || RESERVED.test(path) || FILE_NAME.test(path);
}

/** Why a source path is refused, as an i18n key; `null` when it may be redirected. */
export function sourcePathProblem(source: string): string | null {
  if (!SITE_PATH.test(source) || /[?#]/.test(source)) return 'redirects.source.path';
  if (isReservedPath(normaliseRedirectPath(source))) return 'redirects.source.reserved';
  return null;
}

export const ZRedirectSource = z
  .string()
  .trim()
  .min(1)
  .max(MAX_LENGTH)
  .superRefine((value, context) => {
    const problem = sourcePathProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .describe('the old site path, e.g. `/old-page` or `/ru/old-page`; stored lower case without a trailing slash, matched whatever the query');

export const ZRedirectTarget = z
  .string()
  .trim()
  .min(1)
  .max(MAX_LENGTH)
  .refine((value) => SITE_PATH.test(value) || isAbsoluteTarget(value), 'redirects.target.invalid')
  .describe('where the old path leads: a site path (`/doctors`, `/ru/blogs?page=2`) or an absolute http(s) address');

export const ZRedirectStatus = z.enum(REDIRECT_STATUSES).describe('`301` permanent (the default) or `302` temporary');

/** One redirect as the lookups need it: the normalised source and where it leads. */
export interface RedirectRule {
  source: string;
  target: string;
  status: RedirectStatus;
}

/**
 * The sources a redirect from `source` to `target` would come back to, given the other active redirects
 * (normalised source → target): `[source, …, source]` when it would make a loop (A→A, A→B with B→A, longer
 * chains), `null` otherwise. Absolute targets on another origin end a chain: whether another site sends people
 * back is not ours to know; one on the site's own origin (`siteOrigin`) is followed as its path.
 */
export function findRedirectLoop(rules: ReadonlyMap<string, string>, source: string, target: string, siteOrigin?: string): string[] | null {
  const start = normaliseRedirectPath(source);
  const chain = [start];
  const seen = new Set<string>();
  let next = followedTarget(target, siteOrigin);
  while (!isAbsoluteTarget(next)) {
    const path = targetPath(next);
    chain.push(path);
    if (path === start) return chain;
    if (seen.has(path)) return null; // A loop that does not pass through `source`: not this redirect's doing.
    seen.add(path);
    const after = rules.get(path);
    if (after === undefined) return null;
    next = followedTarget(after, siteOrigin);
  }
  return null;
}

/** How many redirects the server follows for one request before answering; longer chains stop there. */
export const MAX_REDIRECT_HOPS = 10;

/**
 * Where a request for `path` (with its `query`, `?…` or empty) should go, following a chain of redirects to
 * its end so the browser makes one hop: 302 when any redirect on the way is temporary. A site-path target
 * keeps the request's query (its own query first); an absolute address is used as staff wrote it. An address on
 * the site's own origin (`siteOrigin`) is followed as its path, so a chain through it still takes one hop.
 * `null`: no redirect for this path (or only a loop).
 */
export function resolveRedirect(
  rules: ReadonlyMap<string, RedirectRule>,
  path: string,
  query: string,
  siteOrigin?: string,
): { location: string; status: RedirectStatus } | null {
  let rule = rules.get(normaliseRedirectPath(path));
  if (!rule) return null;
  let status: RedirectStatus = rule.status;
  const visited = new Set([rule.source]);
  for (let hop = 1; hop < MAX_REDIRECT_HOPS && !isAbsoluteTarget(followedTarget(rule.target, siteOrigin)); hop++) {
    const next = rules.get(targetPath(followedTarget(rule.target, siteOrigin)));
    if (!next) break;
    // A loop written before the checks (or by SQL) answers the page rather than sending the browser round.
    if (visited.has(next.source)) return null;
    visited.add(next.source);
    rule = next;
    if (rule.status === '302') status = '302';
  }
  return { location: isAbsoluteTarget(rule.target) ? rule.target : withQuery(rule.target, query), status };
}

/** `/new#top` with `?a=1` → `/new?a=1#top`; `/new?b=2` with `?a=1` → `/new?b=2&a=1`. */
function withQuery(target: string, query: string): string {
  const extra = query.replace(/^\?/, '');
  if (!extra) return target;
  const hashAt = target.indexOf('#');
  const base = hashAt < 0 ? target : target.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : target.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${extra}${hash}`;
}
