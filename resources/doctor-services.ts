import { z } from 'zod';
import { ZId } from '../contracts/batch.ts';
import { defineResource } from './define.ts';
import { column, input, ZName, ZStatus } from './fields.ts';
import { relationInput } from './workflow.ts';

export const SERVICE_FORMATS = ['offline', 'online'] as const;
/** Integer kopecks: at most 999 999.99 UAH for one visit. */
export const MAX_SERVICE_COST = 99_999_999;

/**
 * SPEC §3 doctor service: cost in integer kopecks, duration in minutes, online or offline. The rules a
 * schema cannot judge (exactly one default per doctor; a running promotion freezes the price and forbids
 * deletion) live in features/timesheets/doctor-service-rules.ts.
 */
export const doctorServices = defineResource({
  name: 'doctor-services',
  table: 'doctor_services',
  section: 'services',
  labels: { plural: 'resources.doctor-services.plural', singular: 'resources.doctor-services.singular' },
  create: z.strictObject({
    doctor_id: ZId,
    specialization_id: ZId.describe('SPEC §5: every service needs a specialization'),
    name_ua: ZName,
    name_ru: ZName,
    cost: z.number().int().min(0).max(MAX_SERVICE_COST).describe('integer kopecks (UAH × 100)'),
    duration: z.number().int().min(5).max(480).describe('minutes'),
    format: z.enum(SERVICE_FORMATS).optional(),
    is_default: z.boolean().optional().describe("exactly one per doctor: setting it takes the flag from the doctor's other default"),
    status: ZStatus.optional(),
  }),
  filterable: ['id', 'doctor_id', 'specialization_id', 'name', 'cost', 'duration', 'format', 'is_default', 'is_promo', 'status'],
  sortable: ['id', 'name', 'cost', 'duration', 'created_at'],
  searchable: ['name'],
  translated: ['name'],
  populate: { doctor: { resource: 'doctors' }, specialization: { resource: 'specializations' } },
  defaultSort: 'id:asc',
  trash: true,
  read: 'public',
  admin: {
    columns: [
      column.id,
      column.name,
      { name: 'cost', label: 'field.cost', sortable: true, render: 'money' },
      { name: 'duration', label: 'field.duration', sortable: true },
      { name: 'format', label: 'field.format' },
      { name: 'is_default', label: 'field.is_default', render: 'boolean' },
    ],
    form: [
      relationInput('doctor_id', 'doctors', 'field.doctor', true),
      relationInput('specialization_id', 'specializations', 'field.specialization', true),
      input.name,
      { name: 'cost', input: 'money', label: 'field.cost', required: true },
      { name: 'duration', input: 'number', label: 'field.duration', required: true },
      {
        name: 'format',
        input: 'select',
        label: 'field.format',
        options: SERVICE_FORMATS.map((value) => ({ value, label: `schedule.service.format.${value}` })),
      },
      { name: 'is_default', input: 'boolean', label: 'field.is_default' },
      input.status,
    ],
    filters: [relationInput('doctor_id', 'doctors', 'field.doctor'), { name: 'is_default', input: 'boolean', label: 'field.is_default' }],
  },
});
