import { z } from 'zod';
import { ZEmail, ZPhone } from '../../contracts/accounts.ts';
import { ZId } from '../../contracts/batch.ts';
import { FEEDBACK_TEXT_LIMITS } from '../../contracts/feedback.ts';
import { common, ZName } from '../fields.ts';
import { resource } from '../resource.ts';
import { localeField, relationField, statusField, ZOptionalRelation, ZStaffText } from '../workflow.ts';

// The values of db/schema/blog.ts COMMENT_STATUSES, repeated because this module is loaded by the browser (a test keeps them equal).
export const COMMENT_STATUS_VALUES = ['new', 'published', 'rejected'] as const;

/**
 * SPEC §3 article comment, moderated like a review (new → published | rejected). Visitors write through
 * `POST /public/article-comments`; the commenter's phone and e-mail are staff-only, so the list is too.
 */
export const blogComments = resource({
  name: 'blog/comments',
  table: 'blog_comments',
  section: 'blog',
  screen: { path: 'blog/comments' },
  writes: 'create',
  transitions: {
    field: 'status',
    allowed: { new: ['published', 'rejected'], published: ['rejected'], rejected: ['published'] },
  },
  populate: { article: { resource: 'blog/articles' }, doctor: { resource: 'doctors' }, parent: { resource: 'blog/comments' } },
  defaultSort: 'created_at:desc,id:desc',
  fields: {
    id: common.id,
    status: statusField('comment_statuses', COMMENT_STATUS_VALUES, z.enum(COMMENT_STATUS_VALUES).optional()),
    article_id: relationField('blog/articles', 'field.article', ZId, { filter: true, column: 'relation' }),
    parent_id: relationField('blog/comments', 'field.parent_comment', ZOptionalRelation.describe('the comment this one answers')),
    doctor_id: relationField('doctors', 'field.doctor', ZOptionalRelation.describe("set when it is a doctor's answer")),
    user_id: { filterable: true },
    author_name: { rule: ZName, input: 'text', searchable: true, column: true },
    phone: { rule: ZPhone.nullable().optional(), input: 'text' },
    email: { rule: ZEmail.nullable().optional(), input: 'text' },
    text: { rule: z.string().trim().min(1).max(FEEDBACK_TEXT_LIMITS.comment), input: 'textarea', searchable: true, column: true },
    reply: { rule: ZStaffText.describe("staff's reply shown under the comment"), input: 'textarea' },
    locale: localeField,
    published_at: { filterable: true, sortable: true },
    created_at: { ...common.createdAt, column: 'date' },
  },
  columnOrder: ['id', 'author_name', 'article_id', 'text', 'status', 'created_at'],
});
