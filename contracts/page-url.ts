import type { Locale } from './locale.ts';

/**
 * Page URLs of the public site, shared by the browser (head links, language switcher) and the server
 * (sitemaps, Open Graph, JSON-LD), so both always agree on the canonical form of a page
 * (docs/decisions/042, 090).
 */

/** `/ru` and `/ru/...` are Russian; everything else is Ukrainian. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/ru' || pathname.startsWith('/ru/') ? 'ru' : 'ua';
}

/** The path without its locale prefix: `/ru/kyiv` → `/kyiv`, `/ru` → `/`. */
export function unlocalizedPath(pathname: string): string {
  if (localeFromPath(pathname) === 'ua') return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** The same page in `locale`: `localizedPath('/kyiv', 'ru')` → `/ru/kyiv`. Accepts a localized path too. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = unlocalizedPath(pathname);
  if (locale === 'ua') return path;
  return path === '/' ? '/ru' : `/ru${path}`;
}

/**
 * Query parameters a canonical link keeps. Only `page` (and only when greater than 1): filters, sorting
 * and search text are views of a page, not pages of their own (docs/decisions/042).
 */
export const CANONICAL_QUERY_WHITELIST = ['page'] as const;

/** The whitelisted part of a query, `page` only when it is a whole number greater than 1. */
export function canonicalQuery(search: string, whitelist: readonly string[] = CANONICAL_QUERY_WHITELIST): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of whitelist) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    if (name === 'page') {
      if (!/^\d+$/.test(value) || Number(value) <= 1) continue;
      kept.set(name, String(Number(value)));
    } else kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** `/kyiv/` → `/kyiv`; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hrefLang?: 'uk' | 'ru' | 'x-default';
}

/**
 * SPEC §2 head links of a page: the canonical link of the current path and locale, and the alternates
 * for Ukrainian (`uk`, the unprefixed ua route), Russian (`/ru`) and `x-default` (the Ukrainian page).
 * All absolute, built on `origin` (PUBLIC_ORIGIN or the request's origin).
 */
export function headLinks(origin: string, pathname: string, search: string, locale: Locale): HeadLink[] {
  const base = origin.replace(/\/+$/, '');
  const path = normalizePath(pathname);
  const query = canonicalQuery(search);
  const url = (target: Locale) => `${base}${localizedPath(path, target)}${query}`;
  return [
    { rel: 'canonical', href: url(locale) },
    { rel: 'alternate', hrefLang: 'uk', href: url('ua') },
    { rel: 'alternate', hrefLang: 'ru', href: url('ru') },
    { rel: 'alternate', hrefLang: 'x-default', href: url('ua') },
  ];
}
