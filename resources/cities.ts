import { z } from 'zod';
import { defineResource } from './define.ts';
import { column, input, ZName, ZOrder, ZSlug, ZStatus } from './fields.ts';

const ZOptionalName = ZName.nullable().optional();

/** SPEC §3 city: the 24 oblast centres and Kyiv; `city_slug` is matched case-insensitively. */
export const cities = defineResource({
  name: 'cities',
  table: 'cities',
  section: 'handbooks',
  labels: { plural: 'resources.cities.plural', singular: 'resources.cities.singular' },
  create: z.strictObject({
    city_slug: ZSlug,
    name_ua: ZName,
    name_ru: ZName,
    name_locative_ua: ZOptionalName,
    name_locative_ru: ZOptionalName,
    region_ua: ZOptionalName,
    region_ru: ZOptionalName,
    latitude: z.number().min(44).max(53),
    longitude: z.number().min(22).max(41),
    order: ZOrder.optional(),
    status: ZStatus.optional(),
  }),
  filterable: ['id', 'city_slug', 'name', 'name_ua', 'name_ru', 'status', 'order'],
  sortable: ['id', 'name', 'city_slug', 'order', 'status', 'created_at', 'updated_at'],
  searchable: ['name', 'city_slug'],
  translated: ['name', 'name_locative', 'region'],
  unique: ['city_slug'],
  defaultSort: 'order:asc,id:asc',
  trash: true,
  read: 'public',
  admin: {
    columns: [column.id, column.name, { name: 'city_slug', label: 'field.city_slug', sortable: true }, column.order, column.status],
    form: [
      input.name,
      { name: 'city_slug', input: 'text', label: 'field.city_slug', required: true },
      { name: 'name_locative', input: 'text', label: 'field.name_locative', translated: true },
      { name: 'region', input: 'text', label: 'field.region', translated: true },
      { name: 'latitude', input: 'number', label: 'field.latitude', required: true },
      { name: 'longitude', input: 'number', label: 'field.longitude', required: true },
      input.order,
      input.status,
    ],
    filters: [{ ...input.name, required: false }, input.status],
  },
});
