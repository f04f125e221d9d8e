import { z } from 'zod';
import { ZId } from '../../contracts/batch.ts';
import { SEO_TEXT_PAGES } from '../../contracts/seo-patterns.ts';
import { common, optionsOf } from '../fields.ts';
import { resource } from '../resource.ts';
import { ZFooterText } from './page-fields.ts';

const ZMetaLine = z.string().trim().max(255).nullable().optional();

/**
 * SEO texts of fixed pages (`/blogs`, `/promotions`, the content pages), for every city or one (docs/decisions/287):
 * the h1, meta texts and the text above the footer. A city's own row wins field by field over the general one.
 */
export const seoTexts = resource({
  name: 'seo/texts',
  table: 'seo_texts',
  section: 'seo',
  writes: 'create',
  screen: { path: 'seo/text' },
  populate: { city: { resource: 'cities' } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    page: {
      rule: z.enum(SEO_TEXT_PAGES),
      input: 'select',
      options: optionsOf(SEO_TEXT_PAGES, 'admin.seo.page'),
      filter: true,
      sortable: true,
      searchable: true,
      column: true,
    },
    city_id: { rule: ZId.nullable().optional(), relation: { resource: 'cities' }, filter: true, column: 'relation' },
    status: common.status,
    h1: { rule: ZMetaLine, input: 'text', translated: true, searchable: true, column: true },
    meta_title: { rule: ZMetaLine, input: 'text', translated: true },
    meta_description: { rule: z.string().trim().max(1000).nullable().optional(), input: 'textarea', translated: true },
    text: { rule: ZFooterText, input: 'richText', translated: true, label: 'field.seo_text' },
    created_at: { sortable: true },
    updated_at: { sortable: true, column: 'date' },
  },
});
