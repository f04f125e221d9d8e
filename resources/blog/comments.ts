import { z } from 'zod';
import { ZEmail, ZPhone } from '../../contracts/accounts.ts';
import { ZId } from '../../contracts/batch.ts';
import { FEEDBACK_TEXT_LIMITS } from '../../contracts/feedback.ts';
import { defineResource } from '../define.ts';
import { column, ZName } from '../fields.ts';
import { localeInput, relationInput, statusInput, ZOptionalRelation, ZStaffText, ZVisitorLocale } from '../workflow.ts';

// The values of db/schema/blog.ts COMMENT_STATUSES, repeated because this module is loaded by the browser (a test keeps them equal).
export const COMMENT_STATUS_VALUES = ['new', 'published', 'rejected'] as const;
const status = statusInput('comment_statuses', COMMENT_STATUS_VALUES);

/**
 * SPEC §3 article comment, moderated like a review (new → published | rejected). Visitors write through
 * `POST /public/article-comments`; the commenter's phone and e-mail are staff-only, so the list is too.
 */
export const blogComments = defineResource({
  name: 'blog/comments',
  table: 'blog_comments',
  section: 'blog',
  labels: { plural: 'resources.blog/comments.plural', singular: 'resources.blog/comments.singular' },
  create: z.strictObject({
    status: z.enum(COMMENT_STATUS_VALUES).optional(),
    article_id: ZId,
    parent_id: ZOptionalRelation.describe('the comment this one answers'),
    doctor_id: ZOptionalRelation.describe("set when it is a doctor's answer"),
    author_name: ZName,
    email: ZEmail.nullable().optional(),
    phone: ZPhone.nullable().optional(),
    text: z.string().trim().min(1).max(FEEDBACK_TEXT_LIMITS.comment),
    reply: ZStaffText.describe("staff's reply shown under the comment"),
    locale: ZVisitorLocale.optional(),
  }),
  transitions: {
    field: 'status',
    allowed: { new: ['published', 'rejected'], published: ['rejected'], rejected: ['published'] },
  },
  filterable: ['id', 'article_id', 'parent_id', 'doctor_id', 'user_id', 'status', 'locale', 'published_at', 'created_at'],
  sortable: ['id', 'published_at', 'created_at'],
  searchable: ['author_name', 'text'],
  populate: { article: { resource: 'blog/articles' }, doctor: { resource: 'doctors' }, parent: { resource: 'blog/comments' } },
  defaultSort: 'created_at:desc,id:desc',
  trash: true,
  read: 'staff',
  admin: {
    columns: [
      column.id,
      { name: 'author_name', label: 'field.author_name' },
      { name: 'text', label: 'field.text' },
      { name: 'status', label: 'field.status', render: 'status' },
      column.createdAt,
    ],
    form: [
      status,
      relationInput('article_id', 'blog/articles', 'field.article', true),
      relationInput('parent_id', 'blog/comments', 'field.parent_comment'),
      relationInput('doctor_id', 'doctors', 'field.doctor'),
      { name: 'author_name', input: 'text', label: 'field.author_name', required: true },
      { name: 'phone', input: 'text', label: 'field.phone' },
      { name: 'email', input: 'text', label: 'field.email' },
      { name: 'text', input: 'textarea', label: 'field.text', required: true },
      { name: 'reply', input: 'textarea', label: 'field.reply' },
      localeInput,
    ],
    filters: [{ ...status, required: false }, relationInput('article_id', 'blog/articles', 'field.article')],
  },
});
