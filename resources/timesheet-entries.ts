import { common } from './fields.ts';
import { resource } from './resource.ts';

/** Work, absence and day-off intervals of a timesheet (weekly or dated). */
export const timesheetEntries = resource({
  name: 'timesheet-entries',
  table: 'timesheet_entries',
  section: 'timesheets',
  trash: false,
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    timesheet_id: { filterable: true },
    kind: { filterable: true, column: true },
    weekday: { filterable: true, sortable: true, column: true },
    date_from: { filterable: true, sortable: true, column: 'date' },
    date_to: { filterable: true },
  },
});
