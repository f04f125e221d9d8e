import { z } from 'zod';
import { ZId } from '../contracts/batch.ts';
import { CONTENT_BLOCK_SECTIONS } from '../contracts/content.ts';
import { ZRichDocument } from '../contracts/rich-text.ts';
import { common, optionsOf, ZName, ZOrder } from './fields.ts';
import { resource } from './resource.ts';

/** A line icon of the bundled set (`certificate`, served as `/media/icons/certificate.svg`). */
const ZIcon = z
  .string()
  .trim()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slug')
  .nullable()
  .optional();

/**
 * Blocks of a content page (docs/decisions/288): advantages, opportunities, dashboard features, statistics and
 * steps; a legal document's clauses are its `steps`. The text is the editor's document. A block added without
 * an order goes last in its section; the page's record reorders a section in one call
 * (`PUT /content-pages/{id}/blocks/order`).
 */
export const contentBlocks = resource({
  name: 'content-blocks',
  table: 'content_blocks',
  section: 'content-pages',
  read: 'public',
  writes: 'create',
  screen: { path: 'content-pages/blocks' },
  populate: { page: { resource: 'content-pages' } },
  defaultSort: 'page_id:asc,order:asc,id:asc',
  fields: {
    id: common.id,
    page_id: {
      rule: ZId,
      label: 'field.block_page',
      relation: { resource: 'content-pages', labelField: 'slug' },
      filter: true,
      sortable: true,
      column: 'relation',
    },
    section: {
      rule: z.enum(CONTENT_BLOCK_SECTIONS),
      input: 'select',
      options: optionsOf(CONTENT_BLOCK_SECTIONS, 'content.section'),
      filter: true,
      column: true,
    },
    title: { rule: ZName, input: 'text', translated: true, searchable: true, column: true },
    text: { rule: ZRichDocument.nullable().optional(), input: 'richText', translated: true },
    icon: { rule: ZIcon, input: 'text' },
    order: { rule: ZOrder.optional(), input: 'number', filterable: true, sortable: true, column: true },
    status: common.status,
    created_at: { sortable: true },
    updated_at: { sortable: true },
  },
});
