import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 appointment (and booking holds); patient data, so staff only. */
export const appointments = defineReadOnly({
  name: 'appointments',
  table: 'appointments',
  section: 'entries',
  trash: false,
  filterable: ['id', 'application_number', 'status', 'doctor_id', 'institution_id', 'service_id', 'specialization_id', 'city_id', 'representative_id', 'patient_id', 'format', 'payment_status', 'start_at', 'created_at'],
  sortable: ['id', 'start_at', 'created_at', 'cost'],
  searchable: ['application_number', 'patient_last_name', 'patient_phone'],
  hidden: ['during'],
  populate: {
    doctor: { resource: 'doctors' },
    institution: { resource: 'medical-institutions' },
    service: { resource: 'doctor-services' },
    specialization: { resource: 'specializations' },
    city: { resource: 'cities' },
  },
  defaultSort: 'start_at:desc,id:desc',
  columns: [col('id', { sortable: true }), col('application_number'), col('start_at', { sortable: true, render: 'date' }), col('status', { render: 'status' }), col('payment_status', { render: 'payment' }), col('cost', { sortable: true, render: 'money' })],
});
