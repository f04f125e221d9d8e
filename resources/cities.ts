import { z } from 'zod';
import { common, ZName, ZOrder, ZSlug } from './fields.ts';
import { resource } from './resource.ts';
import { relationField } from './workflow.ts';

const ZOptionalName = ZName.nullable().optional();

/** SPEC §3 city: the 24 oblast centres and Kyiv; `city_slug` is matched case-insensitively. */
export const cities = resource({
  name: 'cities',
  table: 'cities',
  section: 'handbooks',
  read: 'public',
  writes: 'create',
  defaultSort: 'order:asc,id:asc',
  fields: {
    id: common.id,
    name: { rule: ZName, input: 'text', translated: true, filterable: 'each-language', filter: true, sortable: true, searchable: true, column: true },
    city_slug: { rule: ZSlug, input: 'text', unique: true, filterable: true, sortable: true, searchable: true, column: true },
    name_locative: { rule: ZOptionalName, input: 'text', translated: true },
    region: { rule: ZOptionalName, input: 'text', translated: true },
    // The region whose air-raid alerts the city's clinics show (docs/decisions/308).
    alert_region_id: relationField('alert-regions', 'field.alert_region'),
    latitude: { rule: z.number().min(44).max(53), input: 'number' },
    longitude: { rule: z.number().min(22).max(41), input: 'number' },
    order: { rule: ZOrder.optional(), input: 'number', filterable: true, sortable: true, column: true },
    status: common.status,
    created_at: { sortable: true },
    updated_at: { sortable: true },
  },
});
