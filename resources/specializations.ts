import { z } from 'zod';
import { HANDBOOK_ENUMS, handbookLabelKey } from '../contracts/handbooks.ts';
import { defineDictionary } from './dictionary.ts';
import { ZHexColor, ZImageUrl, ZName } from './fields.ts';

const swatches = (category: 'institution_type_background_colors' | 'institution_type_text_colors') =>
  HANDBOOK_ENUMS[category].map((value) => ({ value, label: handbookLabelKey(category, value) }));

/** SPEC §3 specialization: name, code, icon, footer flag, colours. */
export const specializations = defineDictionary({
  name: 'specializations',
  table: 'specializations',
  screen: 'specialization',
  fields: {
    doctor_name: { rule: ZName.describe('how a doctor of this specialization is called'), input: 'text', translated: true },
    icon: { rule: ZImageUrl, input: 'image', filterable: true, column: 'image' },
    is_footer: { rule: z.boolean().optional(), input: 'boolean', filter: true, sortable: true, column: 'boolean' },
    background_color: { rule: ZHexColor.optional(), input: 'color', options: swatches('institution_type_background_colors'), column: 'color' },
    text_color: { rule: ZHexColor.optional(), input: 'color', options: swatches('institution_type_text_colors') },
  },
});
