import { col, defineReadOnly } from './read-only.ts';

/** Work, absence and day-off intervals of a timesheet (weekly or dated). */
export const timesheetEntries = defineReadOnly({
  name: 'timesheet-entries',
  table: 'timesheet_entries',
  section: 'timesheets',
  trash: false,
  filterable: ['id', 'timesheet_id', 'kind', 'weekday', 'date_from', 'date_to'],
  sortable: ['id', 'weekday', 'date_from'],
  searchable: [],
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('kind'), col('weekday', { sortable: true }), col('date_from', { sortable: true, render: 'date' })],
});
