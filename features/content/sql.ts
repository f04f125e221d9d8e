import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../contracts/locale.ts';
import type { RichDocument } from '../../contracts/rich-text.ts';
import { blog_articles, promotions } from '../../db/schema/index.ts';
import { liveRow, ofTable, publishedArticleRow, runningPromotionRow, type ColumnOf } from '../visibility/public-rows.ts';

/** Shared pieces of the content read models: what "live" means, texts in the page's language, pages. */

/** Not in trash and switched on by staff (the public rule of features/visibility/public-rows.ts). */
export const live = (table: { deleted_at: AnyPgColumn; status: AnyPgColumn }): SQL => liveRow(columnsOf(table));

/** A running promotion (docs/decisions/100); the sitemap uses the same rule, so every listed promotion has a page. */
export const runningPromotion = (now: Date): SQL => runningPromotionRow(ofTable(promotions), now);

/** A published article (a scheduled one is not a page until the job publishes it, docs/decisions/285). */
export const publishedArticle = (): SQL => publishedArticleRow(ofTable(blog_articles));

function columnsOf(table: { deleted_at: AnyPgColumn; status: AnyPgColumn }): ColumnOf {
  return (name) => {
    if (name !== 'deleted_at' && name !== 'status') throw new Error(`No column ${name}`);
    return sql`${table[name]}`;
  };
}

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

/**
 * A long text (the editor's document) in `locale`: a Russian text staff left empty falls back to the Ukrainian
 * one, as `text` does; null when there is none.
 */
export function documentIn(ua: AnyPgColumn, ru: AnyPgColumn, locale: Locale): SQL<RichDocument | null> {
  const filled = (column: AnyPgColumn) => sql`jsonb_array_length(coalesce(${column}->'content', '[]'::jsonb)) > 0`;
  return locale === 'ru'
    ? sql<RichDocument | null>`case when ${filled(ru)} then ${ru} when ${filled(ua)} then ${ua} end`
    : sql<RichDocument | null>`case when ${filled(ua)} then ${ua} end`;
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
