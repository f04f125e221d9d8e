import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id, softDelete, status, timestamps, translated, translatedDocument, translatedOptional, uniqueWhileLive, version } from './columns.ts';
import { ARTICLE_STATUSES } from '../../contracts/blog-articles.ts';
import { users } from './accounts.ts';
import { doctors } from './doctors.ts';

export const AUTHOR_TYPES = ['doctor', 'not_doctor'] as const;
export const COMMENT_STATUSES = ['new', 'published', 'rejected'] as const;

export const blog_authors = pgTable(
  'blog_authors',
  {
    id: id(),
    slug: text().notNull(),
    type: text({ enum: AUTHOR_TYPES }).notNull().default('not_doctor'),
    /** Set when the author is one of our doctors. */
    doctor_id: integer().references(() => doctors.id),
    image: text(),
    ...translated('first_name'),
    ...translated('last_name'),
    ...translatedOptional('middle_name'),
    /** Degrees and titles: "к.м.н., лікар вищої категорії". */
    ...translatedOptional('regalia'),
    ...translatedOptional('description'),
    status: status(),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [uniqueWhileLive('blog_authors_slug_unique', t.slug)],
);

export const blog_categories = pgTable(
  'blog_categories',
  {
    id: id(),
    slug: text().notNull(),
    ...translated('name'),
    order: integer().notNull().default(0),
    status: status(),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [uniqueWhileLive('blog_categories_slug_unique', t.slug)],
);

export const blog_tags = pgTable(
  'blog_tags',
  {
    id: id(),
    code: text().notNull(),
    ...translated('name'),
    status: status(),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [uniqueWhileLive('blog_tags_code_unique', t.code)],
);

export const blog_articles = pgTable(
  'blog_articles',
  {
    id: id(),
    slug: text().notNull(),
    ...translated('name'),
    category_id: integer().references(() => blog_categories.id),
    author_id: integer().references(() => blog_authors.id),
    /** The doctor who checked the medical facts. */
    verified_by_doctor_id: integer().references(() => doctors.id),
    published_at: timestamp({ withTimezone: true }),
    /** Minutes. */
    reading_time: smallint().notNull().default(5),
    video_url: text(),
    image: text(),
    ...translatedOptional('intro'),
    ...translatedDocument('text', { required: true }),
    ...translatedOptional('meta_title'),
    ...translatedOptional('meta_description'),
    ...translatedOptional('meta_keywords'),
    /** schema.org JSON-LD added to the page as is. */
    micro_marking: jsonb().$type<Record<string, unknown>>(),
    is_show_on_main: boolean().notNull().default(false),
    /** Draft, waiting for review, scheduled (a job publishes it at `published_at`), published (`active`) or withdrawn. */
    status: text({ enum: ARTICLE_STATUSES }).notNull().default('active'),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [
    uniqueWhileLive('blog_articles_slug_unique', t.slug),
    index('blog_articles_category_idx').on(t.category_id, t.published_at),
    index('blog_articles_published_idx').on(t.published_at),
    index('blog_articles_author_idx').on(t.author_id),
  ],
);

export const blog_article_tags = pgTable(
  'blog_article_tags',
  {
    article_id: integer()
      .notNull()
      .references(() => blog_articles.id, { onDelete: 'cascade' }),
    tag_id: integer()
      .notNull()
      .references(() => blog_tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.article_id, t.tag_id] }), index('blog_article_tags_tag_idx').on(t.tag_id)],
);

/** A visitor's comment under an article; `parent_id` is a reply, `doctor_id` marks a doctor's answer. */
export const blog_comments = pgTable(
  'blog_comments',
  {
    id: id(),
    article_id: integer()
      .notNull()
      .references(() => blog_articles.id),
    parent_id: integer().references((): AnyPgColumn => blog_comments.id),
    doctor_id: integer().references(() => doctors.id),
    /** The signed-in patient who wrote it, if any. */
    user_id: integer().references(() => users.id),
    /** The language the visitor wrote in (the page's language); the text is never translated. */
    locale: text({ enum: ['ua', 'ru'] })
      .notNull()
      .default('ua'),
    author_name: text().notNull(),
    email: text(),
    phone: text(),
    text: text().notNull(),
    /** Staff's reply shown under the comment. */
    reply: text(),
    status: text({ enum: COMMENT_STATUSES }).notNull().default('new'),
    published_at: timestamp({ withTimezone: true }),
    ...timestamps(),
    ...softDelete(),
    version: version(),
  },
  (t) => [index('blog_comments_article_idx').on(t.article_id, t.published_at)],
);
