import { common } from './fields.ts';
import { resource } from './resource.ts';

/** SPEC §3 patient notification. */
export const notifications = resource({
  name: 'notifications',
  table: 'notifications',
  section: 'notifications',
  defaultSort: 'created_at:desc,id:desc',
  fields: {
    id: common.id,
    user_id: { filterable: true },
    type: { filterable: true, column: true },
    title: { translated: true, searchable: true, column: true },
    text: { translated: true },
    status: { filterable: true, column: 'status' },
    appointment_id: { filterable: true },
    promotion_id: { filterable: true },
    created_at: { ...common.createdAt, column: 'date' },
    read_at: { filterable: true, sortable: true },
  },
});
