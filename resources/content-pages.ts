import { z } from 'zod';
import { common, ZImageUrl, ZName } from './fields.ts';
import { resource } from './resource.ts';

/** A line search results show: at most 255 characters. */
const ZMetaLine = z.string().trim().max(255).nullable().optional();

/**
 * Editable pages (SPEC §2 content-pages): about-us, for-partners, the video consultation page and the legal
 * documents, one row each, edited in the back office (docs/decisions/288). Their blocks (advantages,
 * opportunities, dashboard features; a legal document's clauses) are `content-blocks`, listed, reordered and
 * previewed on the page's record. The pages are fixed by their public routes, so none is added over the API.
 */
export const contentPages = resource({
  name: 'content-pages',
  table: 'content_pages',
  section: 'content-pages',
  read: 'public',
  writes: 'update',
  screen: { path: 'content-pages' },
  populate: { blocks: { resource: 'content-blocks', many: true, targetKey: 'page_id' } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    slug: { input: 'text', unique: true, filterable: true, sortable: true, searchable: true, column: true },
    title: { rule: ZName, input: 'text', translated: true, searchable: true, column: true },
    status: common.status,
    intro: { rule: z.string().trim().max(1000).nullable().optional(), input: 'textarea', label: 'field.page_intro', translated: true },
    image: { rule: ZImageUrl, input: 'image' },
    meta_title: { rule: ZMetaLine, input: 'text', translated: true, group: 'seo' },
    meta_description: { rule: z.string().trim().max(500).nullable().optional(), input: 'textarea', translated: true, group: 'seo' },
    created_at: { sortable: true },
    updated_at: { sortable: true, column: 'date' },
  },
});
