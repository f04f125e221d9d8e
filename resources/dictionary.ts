import { common, ZCode, ZName, ZOrder, ZSlug } from './fields.ts';
import { resource, type FieldList } from './resource.ts';

interface DictionaryOptions {
  name: string;
  table: string;
  /** Its screen, `handbooks/<screen>`, titled `admin.handbook.<screen>`. */
  screen: string;
  /** The dictionary's own fields, placed after the slug (db/schema/dictionaries.ts). */
  fields?: FieldList;
}

/**
 * A back-office dictionary (SPEC §3): name, code, slug, order and status, plus its own fields. Public to
 * read, full CRUD and trash for staff with the permission.
 */
export function defineDictionary({ name, table, screen, fields = {} }: DictionaryOptions) {
  return resource({
    name,
    table,
    section: 'handbooks',
    read: 'public',
    writes: 'create',
    screen: { path: `handbooks/${screen}`, label: `admin.handbook.${screen}` },
    defaultSort: 'order:asc,id:asc',
    fields: {
      id: common.id,
      name: { rule: ZName, input: 'text', translated: true, filterable: 'each-language', filter: true, sortable: true, searchable: true, column: true },
      code: { rule: ZCode, input: 'text', unique: true, filter: true, sortable: true, searchable: true, column: true },
      slug: { rule: ZSlug.optional().describe('derived from name_ua when absent'), input: 'text', unique: true, filterable: true },
      ...fields,
      order: { rule: ZOrder.optional(), input: 'number', filterable: true, sortable: true, column: true },
      status: common.status,
      created_at: common.createdAt,
      updated_at: { ...common.updatedAt, column: 'date' },
    },
  });
}
