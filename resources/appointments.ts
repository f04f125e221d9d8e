import { APPOINTMENT_STATUS_VALUES, FORMAT_VALUES, PATIENT_RELATION_VALUES, PAYMENT_STATUS_VALUES } from '../contracts/booking.ts';
import { common, optionsOf } from './fields.ts';
import { resource } from './resource.ts';

/**
 * SPEC §3 appointment (and booking holds); patient data, so staff only. Read-only here: patients, clinics
 * and doctors change visits through the booking routes; the record's page shows the fields disabled. A
 * refund the provider refused is retried from the list or the record (docs/decisions/178, 181).
 */
export const appointments = resource({
  name: 'appointments',
  table: 'appointments',
  section: 'entries',
  screen: { path: 'entries/entry-appointments' },
  trash: false,
  personalData: true,
  populate: {
    doctor: { resource: 'doctors' },
    institution: { resource: 'medical-institutions' },
    service: { resource: 'doctor-services' },
    specialization: { resource: 'specializations' },
    city: { resource: 'cities' },
  },
  defaultSort: 'start_at:desc,id:desc',
  actions: [
    {
      name: 'retry-refund',
      label: 'admin.action.retry-refund',
      confirm: 'admin.action.retry-refund.confirm',
      done: 'admin.action.retry-refund.done',
      when: { field: 'payment_status', in: ['refund_failed'] },
      permission: 'update',
      path: 'payments/refunds/{id}/retry',
    },
  ],
  fields: {
    id: common.id,
    application_number: { input: 'text', filterable: true, searchable: true, column: true },
    start_at: { input: 'datetime', filterable: true, sortable: true, column: 'date' },
    status: { input: 'select', options: optionsOf(APPOINTMENT_STATUS_VALUES, 'booking.status'), filter: true, column: 'status' },
    payment_status: { input: 'select', options: optionsOf(PAYMENT_STATUS_VALUES, 'booking.payment'), filter: true, column: 'payment' },
    cost: { input: 'money', sortable: true, column: 'money' },
    format: { input: 'select', options: optionsOf(FORMAT_VALUES, 'booking.format'), filterable: true },
    doctor_id: { filterable: true },
    institution_id: { filterable: true },
    service_id: { filterable: true },
    specialization_id: { filterable: true },
    city_id: { filterable: true },
    representative_id: { filterable: true },
    patient_id: { filterable: true },
    patient_last_name: { input: 'text', label: 'field.last_name', searchable: true },
    patient_first_name: { input: 'text', label: 'field.first_name' },
    patient_middle_name: { input: 'text', label: 'field.middle_name' },
    patient_birthday: { input: 'date', label: 'field.birthday' },
    patient_phone: { input: 'text', label: 'field.phone', searchable: true },
    patient_email: { input: 'text', label: 'field.email' },
    // Whom the visit is for when not the account holder, and who is the contact then (docs/decisions/183).
    patient_relation: {
      input: 'select',
      options: PATIENT_RELATION_VALUES.map((value) => ({ value, label: value === 'self' || value === 'someone_else' ? `admin.relation.${value}` : `family.relation.${value}` })),
      filterable: true,
    },
    family_member_id: { filterable: true },
    contact_name: { input: 'text', searchable: true },
    during: { hidden: true },
    created_at: { ...common.createdAt, input: 'datetime' },
  },
  columnOrder: ['id', 'application_number', 'start_at', 'status', 'payment_status', 'cost'],
});
