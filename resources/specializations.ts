import { z } from 'zod';
import { HANDBOOK_ENUMS, handbookLabelKey } from '../contracts/handbooks.ts';
import { defineDictionary, ZDictionaryFields } from './dictionary.ts';
import { ZHexColor, ZImageUrl, ZName } from './fields.ts';

const swatches = (category: 'institution_type_background_colors' | 'institution_type_text_colors') =>
  HANDBOOK_ENUMS[category].map((value) => ({ value, label: handbookLabelKey(category, value) }));

/** SPEC §3 specialization: name, code, icon, footer flag, colours. */
export const specializations = defineDictionary({
  name: 'specializations',
  table: 'specializations',
  create: ZDictionaryFields.extend({
    doctor_name_ua: ZName.describe('how a doctor of this specialization is called'),
    doctor_name_ru: ZName,
    icon: ZImageUrl,
    is_footer: z.boolean().optional(),
    background_color: ZHexColor.optional(),
    text_color: ZHexColor.optional(),
  }),
  translated: ['doctor_name'],
  filterable: ['is_footer', 'icon'],
  sortable: ['is_footer'],
  extraColumns: [
    { name: 'icon', label: 'field.icon', render: 'image' },
    { name: 'is_footer', label: 'field.is_footer', sortable: true, render: 'boolean' },
    { name: 'background_color', label: 'field.background_color', render: 'color' },
  ],
  extraForm: [
    { name: 'doctor_name', input: 'text', label: 'field.doctor_name', translated: true, required: true },
    { name: 'icon', input: 'image', label: 'field.icon' },
    { name: 'is_footer', input: 'boolean', label: 'field.is_footer' },
    { name: 'background_color', input: 'color', label: 'field.background_color', options: swatches('institution_type_background_colors') },
    { name: 'text_color', input: 'color', label: 'field.text_color', options: swatches('institution_type_text_colors') },
  ],
  extraFilters: [{ name: 'is_footer', input: 'boolean', label: 'field.is_footer' }],
});
