import { z } from 'zod';
import { ZEmail, ZPhone } from '../contracts/accounts.ts';
import { FEEDBACK_TEXT_LIMITS } from '../contracts/feedback.ts';
import { HANDBOOK_ENUMS } from '../contracts/handbooks.ts';
import { defineResource } from './define.ts';
import { column, ZName } from './fields.ts';
import { localeInput, relationInput, statusInput, ZOptionalRelation, ZStaffText, ZVisitorLocale } from './workflow.ts';

const STATUSES = HANDBOOK_ENUMS.review_statuses;
const status = statusInput('review_statuses', STATUSES);

/**
 * SPEC §3 review, moderated by staff (SPEC §4: new → in_process → published | rejected). Visitors submit
 * through `POST /public/reviews`; staff may also add one taken by phone. Only published reviews are shown
 * and counted in the doctor's or institution's rating (features/feedback/moderation.ts keeps it equal).
 */
export const reviews = defineResource({
  name: 'reviews',
  table: 'reviews',
  section: 'reviews',
  labels: { plural: 'resources.reviews.plural', singular: 'resources.reviews.singular' },
  create: z.strictObject({
    status: z.enum(STATUSES).optional(),
    doctor_id: ZOptionalRelation,
    institution_id: ZOptionalRelation,
    specialization_id: ZOptionalRelation,
    rating: z.number().int().min(1).max(5),
    author_name: ZName,
    author_email: ZEmail.nullable().optional(),
    author_phone: ZPhone.nullable().optional(),
    text: z.string().trim().min(1).max(FEEDBACK_TEXT_LIMITS.review),
    locale: ZVisitorLocale.optional(),
    reply: ZStaffText.describe("the clinic's or staff's public reply"),
  }),
  transitions: {
    field: 'status',
    allowed: {
      new: ['in_process', 'published', 'rejected'],
      in_process: ['published', 'rejected'],
      published: ['in_process', 'rejected'],
      rejected: ['in_process', 'published'],
    },
  },
  filterable: ['id', 'status', 'doctor_id', 'institution_id', 'specialization_id', 'patient_id', 'rating', 'locale', 'received_at', 'published_at'],
  sortable: ['id', 'rating', 'received_at', 'published_at', 'created_at'],
  searchable: ['author_name', 'text'],
  populate: { doctor: { resource: 'doctors' }, institution: { resource: 'medical-institutions' }, specialization: { resource: 'specializations' } },
  defaultSort: 'received_at:desc,id:desc',
  trash: true,
  read: 'staff',
  admin: {
    columns: [
      column.id,
      { name: 'author_name', label: 'field.author_name' },
      { name: 'rating', label: 'field.rating', sortable: true },
      { name: 'text', label: 'field.text' },
      { name: 'status', label: 'field.status', render: 'status' },
      { name: 'received_at', label: 'field.received_at', sortable: true, render: 'date' },
      { name: 'published_at', label: 'field.published_at', sortable: true, render: 'date' },
    ],
    form: [
      status,
      relationInput('doctor_id', 'doctors', 'field.doctor'),
      relationInput('institution_id', 'medical-institutions', 'field.medical_institution'),
      relationInput('specialization_id', 'specializations', 'field.specialization'),
      { name: 'rating', input: 'number', label: 'field.rating', required: true },
      { name: 'author_name', input: 'text', label: 'field.author_name', required: true },
      { name: 'text', input: 'textarea', label: 'field.text', required: true },
      { name: 'author_email', input: 'text', label: 'field.author_email' },
      { name: 'author_phone', input: 'text', label: 'field.author_phone' },
      localeInput,
      { name: 'reply', input: 'textarea', label: 'field.reply' },
    ],
    filters: [{ ...status, required: false }, relationInput('doctor_id', 'doctors', 'field.doctor'), relationInput('institution_id', 'medical-institutions', 'field.medical_institution'), localeInput],
  },
});
