import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 timesheet of a doctor at an institution; its intervals are `timesheet-entries`. */
export const timesheets = defineReadOnly({
  name: 'timesheets',
  table: 'timesheets',
  section: 'timesheets',
  filterable: ['id', 'doctor_id', 'institution_id', 'specialization_id', 'is_active'],
  sortable: ['id', 'created_at'],
  searchable: [],
  populate: {
    doctor: { resource: 'doctors' },
    institution: { resource: 'medical-institutions' },
    specialization: { resource: 'specializations' },
    entries: { resource: 'timesheet-entries', many: true, targetKey: 'timesheet_id' },
  },
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('doctor'), col('medical_institution'), col('is_active', { render: 'boolean' })],
});
