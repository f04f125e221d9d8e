import { z } from 'zod';
import { ZId } from '../contracts/batch.ts';
import { ZRichDocument } from '../contracts/rich-text.ts';
import { common, ZName, ZOptionalText, ZSlug } from './fields.ts';
import { resource } from './resource.ts';

/** A line search results show: at most 255 characters. */
const ZMetaLine = z.string().trim().max(255).nullable().optional();
const ids = z.array(ZId).max(50).optional();

/**
 * SPEC §3 disease with related articles and promotions, written in the back office (docs/decisions/284): its
 * text is the editor's document, validated against the allowed nodes on every save.
 */
export const directoryDiseases = resource({
  name: 'directory-diseases',
  table: 'diseases',
  section: 'directory-diseases',
  read: 'public',
  writes: 'create',
  screen: { path: 'directory-diseases' },
  populate: {
    specialization: { resource: 'specializations' },
    articles: { resource: 'blog/articles', many: true, through: { table: 'disease_articles', sourceKey: 'disease_id', targetKey: 'article_id' } },
    promotions: { resource: 'promotions', many: true, through: { table: 'disease_promotions', sourceKey: 'disease_id', targetKey: 'promotion_id' } },
  },
  defaultSort: 'name:asc,id:asc',
  fields: {
    id: common.id,
    name: { rule: ZName, input: 'text', translated: true, filterable: true, sortable: true, searchable: true, column: true },
    slug: { rule: ZSlug.optional(), input: 'text', unique: true, filterable: true, searchable: true },
    specialization_id: { rule: ZId.nullable().optional(), relation: { resource: 'specializations' }, filter: true, column: 'relation' },
    status: common.status,
    short_description: { rule: z.string().trim().max(500).nullable().optional(), input: 'textarea', translated: true },
    text: { rule: ZRichDocument.nullable().optional(), input: 'richText', translated: true, group: 'text' },
    articles: { rule: ids, link: 'articles', relation: { resource: 'blog/articles', many: true }, group: 'related' },
    promotions: { rule: ids, link: 'promotions', relation: { resource: 'promotions', many: true }, group: 'related' },
    meta_title: { rule: ZMetaLine, input: 'text', translated: true, group: 'seo' },
    meta_description: { rule: z.string().trim().max(500).nullable().optional(), input: 'textarea', translated: true, group: 'seo' },
    comment: { rule: ZOptionalText, input: 'textarea', private: true },
    created_at: { sortable: true },
    updated_at: { sortable: true, column: 'date' },
  },
});
