import { z } from 'zod';
import { defineResource, type ColumnMeta, type FieldMeta } from './define.ts';
import { column, input, ZCode, ZName, ZOrder, ZSlug, ZStatus } from './fields.ts';

/** The columns every dictionary of SPEC §3 shares (db/schema/dictionaries.ts). */
export const ZDictionaryFields = z.strictObject({
  name_ua: ZName,
  name_ru: ZName,
  code: ZCode,
  slug: ZSlug.optional().describe('derived from name_ua when absent'),
  order: ZOrder.optional(),
  status: ZStatus.optional(),
});

interface DictionaryOptions<T extends z.ZodObject> {
  name: string;
  table: string;
  create: T;
  extraColumns?: readonly ColumnMeta[];
  extraForm?: readonly FieldMeta[];
  extraFilters?: readonly FieldMeta[];
  filterable?: readonly string[];
  sortable?: readonly string[];
  translated?: readonly string[];
}

/** A back-office dictionary: public to read, full CRUD and trash for staff with the permission. */
export function defineDictionary<T extends z.ZodObject>(options: DictionaryOptions<T>) {
  return defineResource({
    name: options.name,
    table: options.table,
    section: 'handbooks',
    labels: { plural: `resources.${options.name}.plural`, singular: `resources.${options.name}.singular` },
    create: options.create,
    filterable: ['id', 'name', 'name_ua', 'name_ru', 'code', 'slug', 'status', 'order', 'created_at', 'updated_at', ...(options.filterable ?? [])],
    sortable: ['id', 'name', 'code', 'order', 'status', 'created_at', 'updated_at', ...(options.sortable ?? [])],
    searchable: ['name', 'code'],
    translated: ['name', ...(options.translated ?? [])],
    unique: ['code', 'slug'],
    defaultSort: 'order:asc,id:asc',
    trash: true,
    read: 'public',
    admin: {
      columns: [column.id, column.name, column.code, ...(options.extraColumns ?? []), column.order, column.status, column.updatedAt],
      form: [input.name, input.code, input.slug, ...(options.extraForm ?? []), input.order, input.status],
      filters: [{ ...input.name, required: false }, { ...input.code, required: false }, ...(options.extraFilters ?? []), input.status],
    },
  });
}
