import { z } from 'zod';
import { ZEmail, ZPhone } from '../contracts/accounts.ts';
import { FEEDBACK_TEXT_LIMITS } from '../contracts/feedback.ts';
import { HANDBOOK_ENUMS, handbookLabelKey } from '../contracts/handbooks.ts';
import { defineResource, type FieldMeta } from './define.ts';
import { column, ZName } from './fields.ts';
import { statusInput, ZStaffText } from './workflow.ts';

const STATUSES = HANDBOOK_ENUMS.support_statuses;
const TOPICS = HANDBOOK_ENUMS.support_topics;
const status = statusInput('support_statuses', STATUSES);
const topic: FieldMeta = {
  name: 'topic',
  input: 'select',
  label: 'field.topic',
  required: true,
  options: TOPICS.map((value) => ({ value, label: handbookLabelKey('support_topics', value) })),
};
const callback: FieldMeta = { name: 'is_callback', input: 'boolean', label: 'field.is_callback' };

/**
 * SPEC §3 support request and the "call me back" request (`is_callback`), both from the public forms
 * (`POST /public/support-requests`, `/public/callback-requests`); staff work them through (SPEC §4:
 * new → in_process → completed) but never create them here. Completing a support message needs the
 * answer, which is e-mailed to the person when they gave an address (features/support/moderation.ts).
 */
export const support = defineResource({
  name: 'support',
  table: 'support_requests',
  section: 'support',
  labels: { plural: 'resources.support.plural', singular: 'resources.support.singular' },
  update: z.strictObject({
    status: z.enum(STATUSES),
    topic: z.enum(TOPICS),
    is_callback: z.boolean().optional(),
    name: ZName,
    email: ZEmail.nullable().optional(),
    phone: ZPhone.nullable().optional(),
    message: z.string().trim().max(FEEDBACK_TEXT_LIMITS.supportMessage).nullable().optional(),
    question: ZStaffText.describe("staff's restatement of the question, for the record"),
    answer: ZStaffText,
  }),
  transitions: {
    field: 'status',
    allowed: { new: ['in_process', 'completed'], in_process: ['completed'], completed: ['in_process'] },
  },
  filterable: ['id', 'topic', 'status', 'is_callback', 'locale', 'user_id', 'created_at', 'answered_at'],
  sortable: ['id', 'created_at', 'answered_at'],
  searchable: ['name', 'email', 'phone', 'message'],
  defaultSort: 'created_at:desc,id:desc',
  trash: true,
  read: 'staff',
  admin: {
    columns: [
      column.id,
      { name: 'topic', label: 'field.topic' },
      { name: 'is_callback', label: 'field.is_callback', render: 'boolean' },
      { name: 'name', label: 'field.name' },
      { name: 'phone', label: 'field.phone', render: 'phone' },
      { name: 'status', label: 'field.status', render: 'status' },
      column.createdAt,
      { name: 'answered_at', label: 'field.answered_at', sortable: true, render: 'date' },
    ],
    form: [
      status,
      topic,
      callback,
      { name: 'name', input: 'text', label: 'field.name', required: true },
      { name: 'email', input: 'text', label: 'field.email' },
      { name: 'phone', input: 'text', label: 'field.phone' },
      { name: 'message', input: 'textarea', label: 'field.message' },
      { name: 'question', input: 'textarea', label: 'field.question' },
      { name: 'answer', input: 'textarea', label: 'field.answer' },
    ],
    filters: [{ ...status, required: false }, { ...topic, required: false }, callback],
  },
});
