import { z } from 'zod';
import { ZPhone } from '../contracts/accounts.ts';
import { HANDBOOK_ENUMS } from '../contracts/handbooks.ts';
import { defineResource } from './define.ts';
import { column, ZName } from './fields.ts';
import { relationInput, statusInput, ZOptionalRelation, ZStaffText } from './workflow.ts';

const STATUSES = HANDBOOK_ENUMS.support_statuses;
const status = statusInput('support_statuses', STATUSES);

/**
 * SPEC §3 emergency (ambulance) request from `POST /public/emergency-requests`; the operator calls the
 * person back and moves it along new → in_process → completed. Never created here.
 */
export const emergency = defineResource({
  name: 'emergency',
  table: 'emergency_requests',
  section: 'emergency',
  labels: { plural: 'resources.emergency.plural', singular: 'resources.emergency.singular' },
  update: z.strictObject({
    status: z.enum(STATUSES),
    patient_name: ZName,
    phone: ZPhone,
    city_id: ZOptionalRelation,
    comment: ZStaffText,
  }),
  transitions: {
    field: 'status',
    allowed: { new: ['in_process', 'completed'], in_process: ['completed'], completed: ['in_process'] },
  },
  filterable: ['id', 'status', 'city_id', 'user_id', 'created_at'],
  sortable: ['id', 'created_at'],
  searchable: ['phone', 'patient_name'],
  populate: { city: { resource: 'cities' } },
  defaultSort: 'created_at:desc,id:desc',
  trash: true,
  read: 'staff',
  admin: {
    columns: [
      column.id,
      { name: 'patient_name', label: 'field.patient_name' },
      { name: 'phone', label: 'field.phone', render: 'phone' },
      { name: 'status', label: 'field.status', render: 'status' },
      column.createdAt,
    ],
    form: [
      status,
      { name: 'patient_name', input: 'text', label: 'field.patient_name', required: true },
      { name: 'phone', input: 'text', label: 'field.phone', required: true },
      relationInput('city_id', 'cities', 'field.city'),
      { name: 'comment', input: 'textarea', label: 'field.comment' },
    ],
    filters: [{ ...status, required: false }],
  },
});
