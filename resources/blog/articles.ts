import { z } from 'zod';
import { ZId } from '../../contracts/batch.ts';
import { ARTICLE_STATUSES } from '../../contracts/blog-articles.ts';
import { ZRichDocument } from '../../contracts/rich-text.ts';
import { common, optionsOf, ZImageUrl, ZName, ZSlug } from '../fields.ts';
import { resource } from '../resource.ts';

/** A line search results show: at most 255 characters. */
const ZMetaLine = z.string().trim().max(255).nullable().optional();

/** A moment with its offset (`2026-12-08T09:00:00.000Z`), stored as a timestamp. */
const ZMoment = z.iso
  .datetime({ offset: true, error: 'validation.datetime' })
  .transform((value) => new Date(value))
  .nullable()
  .optional()
  .describe('publication date and time; a future one schedules the article');

/** Staff's own schema.org JSON-LD: a JSON object naming its `@type`, typed as text or sent as an object. */
const MICRO_MARKING_MAX = 20_000;
const ZMicroMarking = z
  .union([z.string().max(MICRO_MARKING_MAX, 'validation.micro_marking'), z.record(z.string(), z.unknown())])
  .transform((value, context): Record<string, unknown> | null => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      if (value.trim() === '') return null;
      try {
        parsed = JSON.parse(value);
      } catch {
        context.addIssue({ code: 'custom', message: 'validation.micro_marking' });
        return null;
      }
    }
    const object = parsed as Record<string, unknown>;
    const valid =
      typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      typeof object['@type'] === 'string' &&
      JSON.stringify(parsed).length <= MICRO_MARKING_MAX;
    if (!valid) context.addIssue({ code: 'custom', message: 'validation.micro_marking' });
    return valid ? object : null;
  })
  .nullable()
  .optional()
  .describe('schema.org JSON-LD of the page: a JSON object with "@type"');

const ZVideoUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/\S+$/, 'validation.url')
  .nullable()
  .optional();

/**
 * SPEC §3 blog article, written in the back office (docs/decisions/285): its text is the editor's document, its
 * reading time is counted from that text on every save, and its status says whether visitors read it — a date
 * in the future schedules it, and a job publishes it then.
 */
export const blogArticles = resource({
  name: 'blog/articles',
  table: 'blog_articles',
  section: 'blog',
  read: 'public',
  writes: 'create',
  screen: { path: 'blog/articles' },
  populate: {
    category: { resource: 'blog/categories' },
    author: { resource: 'blog/authors' },
    verified_by: { resource: 'doctors', foreignKey: 'verified_by_doctor_id' },
    tags: { resource: 'blog/tags', many: true, through: { table: 'blog_article_tags', sourceKey: 'article_id', targetKey: 'tag_id' } },
  },
  defaultSort: 'published_at:desc,id:desc',
  fields: {
    id: common.id,
    status: {
      rule: z.enum(ARTICLE_STATUSES).optional(),
      input: 'select',
      required: true,
      initial: 'draft',
      options: optionsOf(ARTICLE_STATUSES, 'handbook.article_statuses'),
      filter: true,
      sortable: true,
      column: 'status',
      group: 'general',
    },
    name: { rule: ZName, input: 'text', translated: true, filterable: true, sortable: true, searchable: true, column: true },
    slug: { rule: ZSlug.optional().describe('transliterated from name_ua when absent'), input: 'text', unique: true, filterable: true, searchable: true },
    published_at: { rule: ZMoment, input: 'datetime', filter: true, sortable: true, column: 'date' },
    reading_time: { input: 'number', filterable: true, sortable: true },
    category_id: { rule: ZId.nullable().optional(), relation: { resource: 'blog/categories' }, label: 'field.category', filter: true, column: 'relation' },
    tags: { rule: z.array(ZId).max(30).optional(), link: 'tags', relation: { resource: 'blog/tags', many: true }, label: 'field.tags' },
    author_id: { rule: ZId.nullable().optional(), relation: { resource: 'blog/authors', labelField: 'last_name' }, label: 'field.author', filter: true },
    verified_by_doctor_id: { rule: ZId.nullable().optional(), relation: { resource: 'doctors' }, label: 'field.verified_by', filterable: true },
    image: { rule: ZImageUrl, input: 'image' },
    video_url: { rule: ZVideoUrl, input: 'text' },
    is_show_on_main: { rule: z.boolean().optional(), input: 'boolean', filterable: true },
    intro: { rule: z.string().trim().max(1000).nullable().optional(), input: 'textarea', translated: true, group: 'text' },
    text: { rule: ZRichDocument.nullable().optional(), input: 'richText', translated: true, group: 'text' },
    meta_title: { rule: ZMetaLine, input: 'text', translated: true, group: 'seo' },
    meta_description: { rule: z.string().trim().max(500).nullable().optional(), input: 'textarea', translated: true, group: 'seo' },
    meta_keywords: { rule: ZMetaLine, input: 'text', translated: true, group: 'seo' },
    micro_marking: { rule: ZMicroMarking, input: 'json', group: 'seo' },
    created_at: { sortable: true },
    updated_at: { sortable: true },
  },
});
