import { z } from 'zod';
import { ZEmail } from '../contracts/accounts.ts';
import { FEEDBACK_TEXT_LIMITS } from '../contracts/feedback.ts';
import { HANDBOOK_ENUMS } from '../contracts/handbooks.ts';
import { defineResource } from './define.ts';
import { column, ZName } from './fields.ts';
import { localeInput, relationInput, statusInput, ZOptionalRelation, ZStaffText, ZVisitorLocale } from './workflow.ts';

const STATUSES = HANDBOOK_ENUMS.question_answer_statuses;
const status = statusInput('question_answer_statuses', STATUSES);

/**
 * SPEC §3 question and answer (SPEC §4: new → in_process → processed → published). Visitors ask through
 * `POST /public/questions`. `processed` means answered: the answer is required from then on and goes to
 * the asker by e-mail once (`sent_at`); `published` also shows it on the site.
 */
export const questionsAnswers = defineResource({
  name: 'questions-answers',
  table: 'questions_answers',
  section: 'questions-answers',
  labels: { plural: 'resources.questions-answers.plural', singular: 'resources.questions-answers.singular' },
  create: z.strictObject({
    status: z.enum(STATUSES).optional(),
    doctor_id: ZOptionalRelation,
    institution_id: ZOptionalRelation,
    article_id: ZOptionalRelation,
    author_name: ZName,
    author_email: ZEmail.nullable().optional(),
    question: z.string().trim().min(1).max(FEEDBACK_TEXT_LIMITS.question),
    answer: ZStaffText,
    locale: ZVisitorLocale.optional(),
  }),
  transitions: {
    field: 'status',
    allowed: {
      new: ['in_process', 'processed', 'published'],
      in_process: ['processed', 'published'],
      processed: ['in_process', 'published'],
      published: ['in_process', 'processed'],
    },
  },
  filterable: ['id', 'status', 'locale', 'doctor_id', 'institution_id', 'article_id', 'patient_id', 'received_at', 'published_at', 'sent_at'],
  sortable: ['id', 'received_at', 'published_at', 'created_at'],
  searchable: ['author_name', 'question'],
  populate: { doctor: { resource: 'doctors' }, institution: { resource: 'medical-institutions' }, article: { resource: 'blog/articles' } },
  defaultSort: 'received_at:desc,id:desc',
  trash: true,
  read: 'staff',
  admin: {
    columns: [
      column.id,
      { name: 'author_name', label: 'field.author_name' },
      { name: 'question', label: 'field.question' },
      { name: 'status', label: 'field.status', render: 'status' },
      { name: 'received_at', label: 'field.received_at', sortable: true, render: 'date' },
      { name: 'sent_at', label: 'field.sent_at', render: 'date' },
    ],
    form: [
      status,
      relationInput('doctor_id', 'doctors', 'field.doctor'),
      relationInput('institution_id', 'medical-institutions', 'field.medical_institution'),
      relationInput('article_id', 'blog/articles', 'field.article'),
      { name: 'author_name', input: 'text', label: 'field.author_name', required: true },
      { name: 'author_email', input: 'text', label: 'field.author_email' },
      { name: 'question', input: 'textarea', label: 'field.question', required: true },
      { name: 'answer', input: 'textarea', label: 'field.answer' },
      localeInput,
    ],
    filters: [{ ...status, required: false }, relationInput('doctor_id', 'doctors', 'field.doctor'), localeInput],
  },
});
