import { col, defineReadOnly } from './read-only.ts';

/** Who changed what in the back office. */
export const actionLog = defineReadOnly({
  name: 'action-log',
  table: 'action_log',
  section: 'action-log',
  trash: false,
  filterable: ['id', 'user_id', 'action', 'resource', 'record_id', 'created_at'],
  sortable: ['id', 'created_at'],
  searchable: ['action', 'resource'],
  populate: { user: { resource: 'employees' } },
  defaultSort: 'created_at:desc,id:desc',
  columns: [col('id', { sortable: true }), col('action'), col('resource'), col('record_id'), col('created_at', { sortable: true, render: 'date' })],
});
