import { z } from 'zod';
import { ZId } from '../../contracts/batch.ts';
import { ZRedirectTarget } from '../../contracts/redirects.ts';
import { ZRichDocument } from '../../contracts/rich-text.ts';
import { SEO_PAGE_TYPES, SEO_URL_MAX_LENGTH, SEO_URL_PATTERN } from '../../contracts/seo-patterns.ts';
import { common, optionsOf, ZName } from '../fields.ts';
import type { FieldList } from '../resource.ts';

/** A line search results show; longer ones are warned of in the preview (contracts/seo-patterns.ts), not refused. */
const ZMetaLine = z.string().trim().max(255).nullable().optional();
const ZMetaText = z.string().trim().max(1000).nullable().optional();
/** Text above the footer: the editor's document, `{variables}` filled on the page (docs/decisions/290). */
export const ZFooterText = ZRichDocument.nullable().optional();
const ids = z.array(ZId).max(50).optional();
const ZSeoUrl = z.string().trim().min(1).max(SEO_URL_MAX_LENGTH).regex(SEO_URL_PATTERN, 'validation.url');

/**
 * SPEC §3: a filtered page and a page pattern have the same fields (docs/decisions/287). The hooks of
 * features/seo/seo-admin-hooks.ts store the url without a trailing slash, refuse a taken one with SPEC's "value
 * already exists", and tell every app instance to read the texts again.
 */
export function seoPageFields({ redirect }: { redirect: boolean }): FieldList {
  return {
    id: common.id,
    // The fields without a tab of their own join this one's (app/components/admin/record-tabs.tsx).
    name: { rule: ZName, input: 'text', filterable: true, sortable: true, searchable: true, column: true, group: 'general' },
    type: {
      rule: z.enum(SEO_PAGE_TYPES),
      input: 'select',
      options: optionsOf(SEO_PAGE_TYPES, 'admin.seo.type'),
      initial: 'doctors',
      filter: true,
      column: true,
    },
    url: { rule: ZSeoUrl, input: 'text', unique: true, filterable: true, sortable: true, searchable: true, column: true },
    is_index: { rule: z.boolean().optional(), input: 'boolean', initial: true, filter: true, column: 'boolean' },
    ...(redirect && {
      is_redirect: { rule: z.boolean().optional(), input: 'boolean', filter: true, column: 'boolean' },
      redirect_url: { rule: ZRedirectTarget.nullable().optional(), input: 'text' },
    }),
    status: common.status,
    h1: { rule: ZMetaLine, input: 'text', translated: true, group: 'texts' },
    meta_title: { rule: ZMetaLine, input: 'text', translated: true, group: 'texts' },
    meta_description: { rule: ZMetaText, input: 'textarea', translated: true, group: 'texts' },
    meta_keywords: { rule: ZMetaText, input: 'textarea', translated: true, group: 'texts' },
    text: { rule: ZFooterText, input: 'richText', translated: true, label: 'field.seo_text', group: 'footer' },
    city_ids: { rule: ids, relation: { resource: 'cities', many: true }, group: 'filters' },
    specialization_ids: { rule: ids, relation: { resource: 'specializations', many: true }, group: 'filters' },
    doctor_feature_ids: { rule: ids, relation: { resource: 'doctor-features', many: true }, group: 'filters' },
    institution_feature_ids: { rule: ids, relation: { resource: 'medical-institution-features', many: true }, group: 'filters' },
    institution_type_ids: { rule: ids, relation: { resource: 'medical-institution-types', many: true }, group: 'filters' },
    created_at: { sortable: true },
    updated_at: { sortable: true, column: 'date' },
  };
}
