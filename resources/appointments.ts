import { common } from './fields.ts';
import { resource } from './resource.ts';

/** SPEC §3 appointment (and booking holds); patient data, so staff only. */
export const appointments = resource({
  name: 'appointments',
  table: 'appointments',
  section: 'entries',
  trash: false,
  populate: {
    doctor: { resource: 'doctors' },
    institution: { resource: 'medical-institutions' },
    service: { resource: 'doctor-services' },
    specialization: { resource: 'specializations' },
    city: { resource: 'cities' },
  },
  defaultSort: 'start_at:desc,id:desc',
  fields: {
    id: common.id,
    application_number: { filterable: true, searchable: true, column: true },
    start_at: { filterable: true, sortable: true, column: 'date' },
    status: { filterable: true, column: 'status' },
    payment_status: { filterable: true, column: 'payment' },
    cost: { sortable: true, column: 'money' },
    doctor_id: { filterable: true },
    institution_id: { filterable: true },
    service_id: { filterable: true },
    specialization_id: { filterable: true },
    city_id: { filterable: true },
    representative_id: { filterable: true },
    patient_id: { filterable: true },
    format: { filterable: true },
    patient_last_name: { searchable: true },
    patient_phone: { searchable: true },
    // Whom the visit is for when not the account holder, and who is the contact then (docs/decisions/183).
    patient_relation: { filterable: true },
    family_member_id: { filterable: true },
    contact_name: { searchable: true },
    during: { hidden: true },
    created_at: common.createdAt,
  },
});
