import { z } from 'zod';
import { ZEmail } from '../contracts/accounts.ts';
import { FEEDBACK_TEXT_LIMITS } from '../contracts/feedback.ts';
import { HANDBOOK_ENUMS } from '../contracts/handbooks.ts';
import { common, ZName } from './fields.ts';
import { resource } from './resource.ts';
import { localeField, relationField, statusField, ZStaffText } from './workflow.ts';

const STATUSES = HANDBOOK_ENUMS.question_answer_statuses;

/**
 * SPEC §3 question and answer (SPEC §4: new → in_process → processed → published). Visitors ask through
 * `POST /public/questions`. `processed` means answered: the answer is required from then on and goes to
 * the asker by e-mail once (`sent_at`); `published` also shows it on the site.
 */
export const questionsAnswers = resource({
  name: 'questions-answers',
  table: 'questions_answers',
  section: 'questions-answers',
  screen: { path: 'questions-answers' },
  writes: 'create',
  transitions: {
    field: 'status',
    allowed: {
      new: ['in_process', 'processed', 'published'],
      in_process: ['processed', 'published'],
      processed: ['in_process', 'published'],
      published: ['in_process', 'processed'],
    },
  },
  populate: { doctor: { resource: 'doctors' }, institution: { resource: 'medical-institutions' }, article: { resource: 'blog/articles' } },
  defaultSort: 'received_at:desc,id:desc',
  fields: {
    id: common.id,
    status: statusField('question_answer_statuses', STATUSES, z.enum(STATUSES).optional()),
    doctor_id: relationField('doctors', 'field.doctor', undefined, { filter: true, column: 'relation' }),
    institution_id: relationField('medical-institutions', 'field.medical_institution', undefined, { column: 'relation' }),
    article_id: relationField('blog/articles', 'field.article'),
    patient_id: { filterable: true },
    author_name: { rule: ZName, input: 'text', searchable: true, column: true },
    author_email: { rule: ZEmail.nullable().optional(), input: 'text' },
    question: { rule: z.string().trim().min(1).max(FEEDBACK_TEXT_LIMITS.question), input: 'textarea', searchable: true, column: true },
    answer: { rule: ZStaffText, input: 'textarea' },
    locale: { ...localeField, filter: true },
    received_at: { filterable: true, sortable: true, column: 'date' },
    published_at: { filterable: true, sortable: true },
    sent_at: { filterable: true, column: 'date' },
    created_at: { sortable: true },
  },
  columnOrder: ['id', 'author_name', 'doctor_id', 'institution_id', 'question', 'status', 'received_at', 'sent_at'],
});
