import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * What a visitor may see (docs/decisions/172): one rule per table, used by the public pages (whose loaders
 * answer 404 when the rule says no) and by public reads of the generic API (`/api/v1/{resource}`), so a
 * record hidden from its page is hidden from the API too. Staff who hold a resource's read permission see
 * every row through the API; nobody else does.
 *
 * A rule is written over a column accessor, so the same rule serves Drizzle tables and the catalogue's
 * hand-written SQL with table aliases.
 */
export type ColumnOf = (name: string) => SQL;

/** Columns of a Drizzle table in its own name. */
export function ofTable(table: PgTable): ColumnOf {
  const columns = getTableColumns(table);
  return (name) => {
    if (!Object.hasOwn(columns, name)) throw new Error(`No column ${name}`);
    return sql`${columns[name]}`;
  };
}

/** Columns behind an alias of hand-written SQL (`d.status`). */
export function ofAlias(alias: string): ColumnOf {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`Not an alias: ${alias}`);
  return (name) => {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a column: ${name}`);
    return sql.raw(`${alias}.${name}`);
  };
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Not in trash and switched on by staff. */
export const liveRow = (column: ColumnOf): SQL => sql`(${column('deleted_at')} is null and ${column('status')} = 'active')`;

/**
 * A published article: live and dated. A scheduled one is `scheduled`, not `active`, until the job that publishes
 * it at its date has run (docs/decisions/285): the status alone decides, so the article, its listing, its category
 * and the sitemap change together, at the moment it is published.
 */
export const publishedArticleRow = (column: ColumnOf): SQL => sql`(${liveRow(column)} and ${column('published_at')} is not null)`;

/** A running promotion: started by staff, begun (or no start date), not over (or no end date), not in trash. */
export const runningPromotionRow = (column: ColumnOf, now: Date): SQL =>
  sql`(${column('deleted_at')} is null and ${column('status')} = 'started'
    and (${column('start_at')} is null or ${column('start_at')} <= ${at(now)})
    and (${column('end_at')} is null or ${column('end_at')} > ${at(now)}))`;

/** A promotion's participant is public while the promotion runs. */
const participantRow = (column: ColumnOf, now: Date): SQL =>
  sql`exists (select 1 from promotions pr where pr.id = ${column('promotion_id')} and ${runningPromotionRow(ofAlias('pr'), now)})`;

type Rule = (column: ColumnOf, now: Date) => SQL;

/** Every table a visitor may read, by its database name. A table missing here is not public at all. */
const PUBLIC_ROWS: Readonly<Record<string, Rule>> = {
  doctors: liveRow,
  medical_institutions: liveRow,
  doctor_services: liveRow,
  blog_articles: publishedArticleRow,
  blog_authors: liveRow,
  blog_categories: liveRow,
  blog_tags: liveRow,
  cities: liveRow,
  content_pages: liveRow,
  content_blocks: liveRow,
  diseases: liveRow,
  promotions: runningPromotionRow,
  promotion_participants: participantRow,
  specializations: liveRow,
  languages: liveRow,
  doctor_features: liveRow,
  institution_features: liveRow,
  institution_types: liveRow,
};

export const hasPublicRule = (table: string): boolean => Object.hasOwn(PUBLIC_ROWS, table);

/** The condition a row of `table` must meet to be shown to a visitor (`now`: for rules with dates). */
export function publicRow(table: string, column: ColumnOf, now = new Date()): SQL {
  if (!hasPublicRule(table)) throw new Error(`Table ${table} has no public rule`);
  return PUBLIC_ROWS[table](column, now);
}
