import { common } from './fields.ts';
import { resource } from './resource.ts';

/** Who changed what in the back office. */
export const actionLog = resource({
  name: 'action-log',
  table: 'action_log',
  section: 'action-log',
  trash: false,
  populate: { user: { resource: 'employees' } },
  defaultSort: 'created_at:desc,id:desc',
  fields: {
    id: common.id,
    user_id: { filterable: true },
    action: { filterable: true, searchable: true, column: true },
    resource: { filterable: true, searchable: true, column: true },
    record_id: { filterable: true, column: true },
    created_at: { ...common.createdAt, column: 'date' },
  },
});
