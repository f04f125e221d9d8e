import { z } from 'zod';
import { ZPhone } from '../contracts/accounts.ts';
import { HANDBOOK_ENUMS } from '../contracts/handbooks.ts';
import { common, ZName } from './fields.ts';
import { resource } from './resource.ts';
import { relationField, statusField, ZStaffText } from './workflow.ts';

const STATUSES = HANDBOOK_ENUMS.support_statuses;

/**
 * SPEC §3 emergency (ambulance) request from `POST /public/emergency-requests`; the operator calls the
 * person back and moves it along new → in_process → completed. Never created here.
 */
export const emergency = resource({
  name: 'emergency',
  table: 'emergency_requests',
  section: 'emergency',
  personalData: true,
  screen: { path: 'emergency' },
  writes: 'update',
  transitions: {
    field: 'status',
    allowed: { new: ['in_process', 'completed'], in_process: ['completed'], completed: ['in_process'] },
  },
  populate: { city: { resource: 'cities' } },
  defaultSort: 'created_at:desc,id:desc',
  fields: {
    id: common.id,
    status: statusField('support_statuses', STATUSES, z.enum(STATUSES)),
    patient_name: { rule: ZName, input: 'text', searchable: true, column: true },
    phone: { rule: ZPhone, input: 'text', searchable: true, column: 'phone' },
    city_id: relationField('cities', 'field.city'),
    comment: { rule: ZStaffText, input: 'textarea' },
    user_id: { filterable: true },
    created_at: { ...common.createdAt, column: 'date' },
  },
  columnOrder: ['id', 'patient_name', 'phone', 'status', 'created_at'],
});
