import { z } from 'zod';
import { HANDBOOK_ENUMS, handbookLabelKey } from '../contracts/handbooks.ts';
import { defineDictionary } from './dictionary.ts';
import { ZImageUrl } from './fields.ts';

const BACKGROUNDS = HANDBOOK_ENUMS.institution_type_background_colors;
const TEXTS = HANDBOOK_ENUMS.institution_type_text_colors;

const options = (category: 'institution_type_background_colors' | 'institution_type_text_colors') =>
  HANDBOOK_ENUMS[category].map((value) => ({ value, label: handbookLabelKey(category, value) }));

/** SPEC §3 institution type: name, image, background colour, text colour, order. */
export const medicalInstitutionTypes = defineDictionary({
  name: 'medical-institution-types',
  table: 'institution_types',
  screen: 'medical-institution-type',
  fields: {
    image: { rule: ZImageUrl, input: 'image', column: 'image' },
    background_color: {
      rule: z.enum(BACKGROUNDS).optional(),
      input: 'color',
      options: options('institution_type_background_colors'),
      filterable: true,
      column: 'color',
    },
    text_color: { rule: z.enum(TEXTS).optional(), input: 'color', options: options('institution_type_text_colors'), filterable: true, column: 'color' },
  },
});
