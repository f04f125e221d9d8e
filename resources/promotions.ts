import { common } from './fields.ts';
import { resource } from './resource.ts';

/** SPEC §3 promotion with its participants. */
export const promotions = resource({
  name: 'promotions',
  table: 'promotions',
  section: 'promotions',
  read: 'public',
  populate: { participants: { resource: 'promotion-participants', many: true, targetKey: 'promotion_id' } },
  defaultSort: 'start_at:desc,id:desc',
  fields: {
    id: common.id,
    slug: { unique: true, filterable: true, searchable: true },
    name: { translated: true, filterable: true, sortable: true, searchable: true, column: true },
    kind: { filterable: true, column: true },
    discount_type: { filterable: true },
    start_at: { filterable: true, sortable: true, column: 'date' },
    end_at: { filterable: true, sortable: true, column: 'date' },
    status: { filterable: true, column: 'status' },
    is_appointment_possible: { filterable: true },
    short_description: { translated: true },
    description: { translated: true },
    created_at: { sortable: true },
  },
});
