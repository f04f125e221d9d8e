import { z } from 'zod';
import { HANDBOOK_ENUMS, handbookLabelKey } from '../contracts/handbooks.ts';
import { defineDictionary, ZDictionaryFields } from './dictionary.ts';
import { ZImageUrl } from './fields.ts';

const BACKGROUNDS = HANDBOOK_ENUMS.institution_type_background_colors;
const TEXTS = HANDBOOK_ENUMS.institution_type_text_colors;

const options = (category: 'institution_type_background_colors' | 'institution_type_text_colors') =>
  HANDBOOK_ENUMS[category].map((value) => ({ value, label: handbookLabelKey(category, value) }));

/** SPEC §3 institution type: name, image, background colour, text colour, order. */
export const medicalInstitutionTypes = defineDictionary({
  name: 'medical-institution-types',
  table: 'institution_types',
  create: ZDictionaryFields.extend({
    image: ZImageUrl,
    background_color: z.enum(BACKGROUNDS).optional(),
    text_color: z.enum(TEXTS).optional(),
  }),
  filterable: ['background_color', 'text_color'],
  extraColumns: [
    { name: 'image', label: 'field.image', render: 'image' },
    { name: 'background_color', label: 'field.background_color', render: 'color' },
    { name: 'text_color', label: 'field.text_color', render: 'color' },
  ],
  extraForm: [
    { name: 'image', input: 'image', label: 'field.image' },
    { name: 'background_color', input: 'color', label: 'field.background_color', options: options('institution_type_background_colors') },
    { name: 'text_color', input: 'color', label: 'field.text_color', options: options('institution_type_text_colors') },
  ],
});
