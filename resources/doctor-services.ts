import { z } from 'zod';
import { ZId } from '../contracts/batch.ts';
import { common, optionsOf, statusOptions, ZName, ZStatus } from './fields.ts';
import { resource } from './resource.ts';
import { relationField } from './workflow.ts';

export const SERVICE_FORMATS = ['offline', 'online'] as const;
/** Integer kopecks: at most 999 999.99 UAH for one visit. */
export const MAX_SERVICE_COST = 99_999_999;

/**
 * SPEC §3 doctor service: cost in integer kopecks, duration in minutes, online or offline. The rules a
 * schema cannot judge (exactly one default per doctor; a running promotion freezes the price and forbids
 * deletion) live in features/timesheets/doctor-service-rules.ts. The back office's SPEC §2 `services`
 * screen lists every doctor's services by doctor, clinic (the doctor's workplaces), specialization, format
 * and default flag (docs/decisions/207).
 */
export const doctorServices = resource({
  name: 'doctor-services',
  table: 'doctor_services',
  section: 'services',
  screen: { path: 'services' },
  read: 'public',
  writes: 'create',
  populate: { doctor: { resource: 'doctors' }, specialization: { resource: 'specializations' } },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    doctor_id: relationField('doctors', 'field.doctor', ZId, { filter: true, column: 'relation' }),
    // Where the doctor works (doctor_workplaces), not a column of a service: a filter only.
    institution_id: {
      relation: { resource: 'medical-institutions' },
      label: 'field.medical_institution',
      filter: true,
      through: { table: 'doctor_workplaces', key: 'doctor_id', column: 'institution_id' },
    },
    specialization_id: relationField('specializations', 'field.specialization', ZId.describe('SPEC §5: every service needs a specialization'), {
      filter: true,
      column: 'relation',
    }),
    name: { rule: ZName, input: 'text', translated: true, filterable: true, sortable: true, searchable: true, column: true },
    cost: {
      rule: z.number().int().min(0).max(MAX_SERVICE_COST).describe('integer kopecks (UAH × 100)'),
      input: 'money',
      filterable: true,
      sortable: true,
      column: 'money',
    },
    duration: { rule: z.number().int().min(5).max(480).describe('minutes'), input: 'number', filterable: true, sortable: true, column: true },
    format: {
      rule: z.enum(SERVICE_FORMATS).optional(),
      input: 'select',
      options: optionsOf(SERVICE_FORMATS, 'schedule.service.format'),
      filter: true,
      column: true,
    },
    is_default: {
      rule: z.boolean().optional().describe("exactly one per doctor: setting it takes the flag from the doctor's other default"),
      input: 'boolean',
      filter: true,
      column: 'boolean',
    },
    is_promo: { filterable: true, column: 'boolean' },
    // Free under the state programme with an electronic referral (docs/decisions/307): booked at no cost.
    is_nszu_free: { rule: z.boolean().optional(), input: 'boolean', filter: true, column: 'boolean' },
    status: { rule: ZStatus.optional(), input: 'select', options: statusOptions, filterable: true },
    created_at: { sortable: true },
  },
  columnOrder: ['id', 'name', 'doctor_id', 'specialization_id', 'cost', 'duration', 'format', 'is_default', 'is_promo', 'is_nszu_free'],
});
