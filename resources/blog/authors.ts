import { z } from 'zod';
import { ZId } from '../../contracts/batch.ts';
import { common, optionsOf, ZImageUrl, ZName, ZSlug } from '../fields.ts';
import { resource } from '../resource.ts';

// The values of db/schema/blog.ts AUTHOR_TYPES, repeated because this module is loaded by the browser.
export const AUTHOR_TYPE_VALUES = ['doctor', 'not_doctor'] as const;

/** SPEC §3 blog author: a doctor or not, with names, regalia and a description in both languages. */
export const blogAuthors = resource({
  name: 'blog/authors',
  table: 'blog_authors',
  section: 'blog',
  read: 'public',
  writes: 'create',
  screen: { path: 'blog/authors' },
  populate: { doctor: { resource: 'doctors' } },
  defaultSort: 'id:asc',
  slugFrom: ['last_name_ua', 'first_name_ua'],
  fields: {
    id: common.id,
    last_name: { rule: ZName, input: 'text', translated: true, filterable: true, sortable: true, searchable: true, column: true },
    first_name: { rule: ZName, input: 'text', translated: true, searchable: true, column: true },
    middle_name: { rule: z.string().trim().max(255).nullable().optional(), input: 'text', translated: true },
    slug: {
      rule: ZSlug.optional().describe('transliterated from the Ukrainian surname and name when absent'),
      input: 'text',
      unique: true,
      filterable: true,
      searchable: true,
    },
    type: {
      rule: z.enum(AUTHOR_TYPE_VALUES).optional(),
      input: 'select',
      required: true,
      initial: 'not_doctor',
      options: optionsOf(AUTHOR_TYPE_VALUES, 'handbook.author_types'),
      filter: true,
      column: true,
    },
    doctor_id: {
      rule: ZId.nullable().optional().describe('the doctor of the catalogue this author is'),
      relation: { resource: 'doctors' },
      label: 'field.doctor',
      filterable: true,
    },
    image: { rule: ZImageUrl, input: 'image', column: 'image' },
    regalia: { rule: z.string().trim().max(255).nullable().optional(), input: 'text', translated: true },
    description: { rule: z.string().trim().max(2000).nullable().optional(), input: 'textarea', translated: true },
    status: common.status,
    created_at: { sortable: true },
  },
  columnOrder: ['id', 'image', 'last_name', 'first_name', 'type', 'status'],
});
