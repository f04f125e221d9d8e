import { common, optionsOf } from './fields.ts';
import { resource } from './resource.ts';

// The values of db/schema/messages.ts, repeated because this module is loaded by the browser (a test keeps them equal).
export const NOTIFICATION_TYPE_VALUES = ['promotion', 'new_appointment', 'change_appointment', 'reminder_appointment', 'waitlist_offer'] as const;
export const NOTIFICATION_STATUS_VALUES = ['unread', 'read'] as const;

/**
 * SPEC §3 patient notification: what the platform told a patient in the cabinet (a running promotion, a new or
 * changed visit, a reminder) and whether the patient has read it. Read-only for staff (the platform writes,
 * the patient reads and deletes); the patient is personal data, so every staff read is logged.
 */
export const notifications = resource({
  name: 'notifications',
  table: 'notifications',
  section: 'notifications',
  screen: { path: 'notifications' },
  personalData: true,
  populate: { user: { resource: 'patients' } },
  defaultSort: 'created_at:desc,id:desc',
  fields: {
    id: common.id,
    type: { input: 'select', options: optionsOf(NOTIFICATION_TYPE_VALUES, 'handbook.notification_types'), filter: true, column: true },
    user_id: { relation: { resource: 'patients' }, label: 'field.notice_patient', filter: true, column: 'relation' },
    title: { input: 'text', translated: true, searchable: true, column: true },
    text: { input: 'textarea', translated: true },
    status: { input: 'select', options: optionsOf(NOTIFICATION_STATUS_VALUES, 'handbook.notification_statuses'), filter: true, column: 'status' },
    appointment_id: { label: 'field.notice_appointment', relation: { resource: 'appointments', labelField: 'application_number' }, filterable: true },
    promotion_id: { label: 'field.notice_promotion', relation: { resource: 'promotions' }, filterable: true },
    created_at: { input: 'datetime', label: 'field.sent_at', filter: true, sortable: true, column: 'date' },
    read_at: { input: 'datetime', filter: true, sortable: true, column: 'date' },
  },
  columnOrder: ['id', 'type', 'title', 'user_id', 'status', 'created_at', 'read_at'],
});
