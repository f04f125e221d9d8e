import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../contracts/locale.ts';
import { blog_articles, promotions } from '../../db/schema/index.ts';

/** Shared pieces of the content read models: what "live" means, texts in the page's language, pages. */

/** Not in trash and switched on by staff. */
export const live = (table: { deleted_at: AnyPgColumn; status: AnyPgColumn }): SQL => and(isNull(table.deleted_at), eq(table.status, 'active')) as SQL;

/**
 * A running promotion (docs/decisions/100): started by staff, begun (or no start date) and not over (or
 * no end date), not in trash. The sitemap uses the same rule, so every listed promotion has a page.
 */
export const runningPromotion = (now: Date): SQL =>
  and(
    isNull(promotions.deleted_at),
    eq(promotions.status, 'started'),
    or(isNull(promotions.start_at), lte(promotions.start_at, now)),
    or(isNull(promotions.end_at), gt(promotions.end_at, now)),
  ) as SQL;

/** A published article: live, with a publication date that has come (a scheduled one is not a page yet). */
export const publishedArticle = (now: Date): SQL => and(live(blog_articles), lte(blog_articles.published_at, now)) as SQL;

/**
 * A required text in `locale`. A Russian text staff left empty falls back to the Ukrainian one, so a page
 * never shows a blank heading.
 */
export function text(ua: AnyPgColumn, ru: AnyPgColumn, locale: Locale): SQL<string> {
  return locale === 'ru' ? sql<string>`coalesce(nullif(${ru}, ''), ${ua})` : sql<string>`${ua}`;
}

/** An optional text in `locale` (null when neither language has one; blank counts as none). */
export function optionalText(ua: AnyPgColumn, ru: AnyPgColumn, locale: Locale): SQL<string | null> {
  return locale === 'ru' ? sql<string | null>`coalesce(nullif(${ru}, ''), nullif(${ua}, ''))` : sql<string | null>`nullif(${ua}, '')`;
}

/** SPEC §3 list envelope meta: current_page, total_pages, per_page, total. */
export interface PageMeta {
  current_page: number;
  total_pages: number;
  per_page: number;
  total: number;
}

export interface Paged<T> {
  items: T[];
  meta: PageMeta;
}

export const pageMeta = (page: number, perPage: number, total: number): PageMeta => ({
  current_page: page,
  total_pages: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

export const offsetOf = (page: number, perPage: number): number => (page - 1) * perPage;

/** Dates leave the read models as ISO text: loader data stays plain JSON. */
export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** Kopecks (the database) → hryvnias (pages). */
export const uah = (kopecks: number): number => kopecks / 100;

/** `count(*)` as a JavaScript number on both drivers. */
export const countAll = () => sql<number>`count(*)::int`.mapWith(Number);
