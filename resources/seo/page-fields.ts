import { common } from '../fields.ts';
import type { FieldList } from '../resource.ts';

/** SPEC §3: a filtered page and a page pattern have the same fields (url, indexing, redirect, h1 and meta texts per language). */
export const SEO_PAGE_FIELDS: FieldList = {
  id: common.id,
  name: { filterable: true, sortable: true, searchable: true, column: true },
  url: { unique: true, filterable: true, sortable: true, searchable: true, column: true },
  type: { filterable: true, column: true },
  is_index: { filterable: true, column: 'boolean' },
  is_redirect: { filterable: true },
  status: { filterable: true, column: 'status' },
  h1: { translated: true },
  meta_title: { translated: true },
  meta_description: { translated: true },
  meta_keywords: { translated: true },
  text: { translated: true },
  created_at: { sortable: true },
};
