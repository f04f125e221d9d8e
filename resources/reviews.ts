import { z } from 'zod';
import { ZEmail, ZPhone } from '../contracts/accounts.ts';
import { FEEDBACK_TEXT_LIMITS } from '../contracts/feedback.ts';
import { HANDBOOK_ENUMS } from '../contracts/handbooks.ts';
import { common, ZName } from './fields.ts';
import { resource } from './resource.ts';
import { localeField, relationField, statusField, ZStaffText } from './workflow.ts';

const STATUSES = HANDBOOK_ENUMS.review_statuses;

/**
 * SPEC §3 review, moderated by staff (SPEC §4: new → in_process → published | rejected). Visitors submit
 * through `POST /public/reviews`; staff may also add one taken by phone. Only published reviews are shown
 * and counted in the doctor's or institution's rating (features/feedback/moderation.ts keeps it equal).
 */
export const reviews = resource({
  name: 'reviews',
  table: 'reviews',
  section: 'reviews',
  screen: { path: 'reviews' },
  writes: 'create',
  transitions: {
    field: 'status',
    allowed: {
      new: ['in_process', 'published', 'rejected'],
      in_process: ['published', 'rejected'],
      published: ['in_process', 'rejected'],
      rejected: ['in_process', 'published'],
    },
  },
  populate: { doctor: { resource: 'doctors' }, institution: { resource: 'medical-institutions' }, specialization: { resource: 'specializations' } },
  defaultSort: 'received_at:desc,id:desc',
  fields: {
    id: common.id,
    status: statusField('review_statuses', STATUSES, z.enum(STATUSES).optional()),
    doctor_id: relationField('doctors', 'field.doctor', undefined, { filter: true, column: 'relation' }),
    institution_id: relationField('medical-institutions', 'field.medical_institution', undefined, { filter: true, column: 'relation' }),
    specialization_id: relationField('specializations', 'field.specialization'),
    patient_id: { filterable: true },
    rating: { rule: z.number().int().min(1).max(5), input: 'number', filterable: true, sortable: true, column: true },
    author_name: { rule: ZName, input: 'text', searchable: true, column: true },
    text: { rule: z.string().trim().min(1).max(FEEDBACK_TEXT_LIMITS.review), input: 'textarea', searchable: true, column: true },
    author_email: { rule: ZEmail.nullable().optional(), input: 'text' },
    author_phone: { rule: ZPhone.nullable().optional(), input: 'text' },
    locale: { ...localeField, filter: true },
    reply: { rule: ZStaffText.describe("the clinic's or staff's public reply"), input: 'textarea' },
    received_at: { filterable: true, sortable: true, column: 'date' },
    published_at: { filterable: true, sortable: true, column: 'date' },
    created_at: { sortable: true },
  },
  columnOrder: ['id', 'author_name', 'doctor_id', 'institution_id', 'rating', 'text', 'status', 'received_at', 'published_at'],
});
