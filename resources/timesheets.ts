import { common } from './fields.ts';
import { resource } from './resource.ts';

/** SPEC §3 timesheet of a doctor at an institution; its intervals are `timesheet-entries`. */
export const timesheets = resource({
  name: 'timesheets',
  table: 'timesheets',
  section: 'timesheets',
  populate: {
    doctor: { resource: 'doctors' },
    institution: { resource: 'medical-institutions' },
    specialization: { resource: 'specializations' },
    entries: { resource: 'timesheet-entries', many: true, targetKey: 'timesheet_id' },
  },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    doctor_id: { filterable: true },
    doctor: { column: true },
    institution_id: { filterable: true },
    medical_institution: { column: true },
    specialization_id: { filterable: true },
    is_active: { filterable: true, column: 'boolean' },
    created_at: { sortable: true },
  },
});
