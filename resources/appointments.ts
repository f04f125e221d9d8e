import { STAFF_REJECT_REASONS } from '../contracts/appointment-decisions.ts';
import { APPOINTMENT_STATUS_VALUES, FORMAT_VALUES, PATIENT_RELATION_VALUES, PAYMENT_STATUS_VALUES } from '../contracts/booking.ts';
import { common, optionsOf } from './fields.ts';
import { resource } from './resource.ts';

/**
 * SPEC §3 appointment (and booking holds); patient data, so staff only. Read-only here: patients, clinics
 * and doctors change visits through the booking routes; the record's page shows the fields disabled. A
 * refund the provider refused is retried from the list or the record (docs/decisions/178, 181); a visit
 * awaiting the clinic's answer is approved or rejected with a reason for the clinic (docs/decisions/207).
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
    {
      name: 'approve',
      label: 'admin.visits.approve',
      confirm: 'admin.visits.approve.confirm',
      done: 'admin.visits.approved',
      when: { field: 'status', in: ['booked'] },
      permission: 'update',
      path: 'appointments/{id}/approve',
    },
    {
      name: 'reject',
      label: 'admin.visits.reject',
      confirm: 'admin.visits.reject.confirm',
      done: 'admin.visits.rejected',
      when: { field: 'status', in: ['booked'] },
      permission: 'update',
      path: 'appointments/{id}/reject',
      input: [
        {
          name: 'reason_code',
          input: 'select',
          label: 'admin.visits.reject.reason',
          required: true,
          options: optionsOf(STAFF_REJECT_REASONS, 'admin.visits.reject.reason'),
        },
        { name: 'reason', input: 'textarea', label: 'admin.visits.reject.note' },
      ],
    },
  ],
  fields: {
    id: common.id,
    application_number: { input: 'text', filterable: true, searchable: true, column: true },
    // The electronic referral of a visit free under the state programme (docs/decisions/307).
    referral_number: { input: 'text', searchable: true },
    // A filter of a date is a period: from one day to another, in Kyiv time.
    start_at: { input: 'datetime', filter: true, sortable: true, column: 'date' },
    status: { input: 'select', options: optionsOf(APPOINTMENT_STATUS_VALUES, 'booking.status'), filter: true, column: 'status' },
    payment_status: { input: 'select', options: optionsOf(PAYMENT_STATUS_VALUES, 'booking.payment'), filter: true, column: 'payment' },
    cost: { input: 'money', sortable: true, column: 'money' },
    format: { input: 'select', options: optionsOf(FORMAT_VALUES, 'booking.format'), filter: true },
    doctor_id: { relation: { resource: 'doctors' }, label: 'field.doctor', filter: true, column: 'relation' },
    institution_id: { relation: { resource: 'medical-institutions' }, label: 'field.medical_institution', filter: true, column: 'relation' },
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
      options: PATIENT_RELATION_VALUES.map((value) => ({
        value,
        label: value === 'self' || value === 'someone_else' ? `admin.relation.${value}` : `family.relation.${value}`,
      })),
      filterable: true,
    },
    family_member_id: { filterable: true },
    contact_name: { input: 'text', searchable: true },
    during: { hidden: true },
    created_at: { ...common.createdAt, input: 'datetime' },
  },
  columnOrder: ['id', 'application_number', 'start_at', 'doctor_id', 'institution_id', 'status', 'payment_status', 'cost'],
});
