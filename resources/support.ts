import { z } from 'zod';
import { ZEmail, ZPhone } from '../contracts/accounts.ts';
import { FEEDBACK_TEXT_LIMITS } from '../contracts/feedback.ts';
import { common, ZName } from './fields.ts';
import { resource } from './resource.ts';
import { supportRequestFields, supportRequestInbox } from './support-requests.ts';
import { ZStaffText } from './workflow.ts';

/**
 * SPEC §3 support request from the public form (`POST /public/support-requests`); staff work them through
 * (SPEC §4: new → in_process → completed) but never create them here. Completing a support message needs the
 * answer, which is e-mailed to the person when they gave an address (features/support/moderation.ts). The
 * "call me back" requests of the same table (`is_callback`) have their own inbox, entries/entry-feedback
 * (docs/decisions/206).
 */
export const support = resource({
  name: 'support',
  ...supportRequestInbox,
  section: 'support',
  screen: { path: 'support' },
  scope: { is_callback: false },
  fields: {
    ...supportRequestFields,
    name: { rule: ZName, input: 'text', searchable: true, column: true },
    email: { rule: ZEmail.nullable().optional(), input: 'text', searchable: true },
    phone: { rule: ZPhone.nullable().optional(), input: 'text', searchable: true, column: 'phone' },
    message: { rule: z.string().trim().max(FEEDBACK_TEXT_LIMITS.supportMessage).nullable().optional(), input: 'textarea', searchable: true },
    question: { rule: ZStaffText.describe("staff's restatement of the question, for the record"), input: 'textarea' },
    answer: { rule: ZStaffText, input: 'textarea' },
    locale: { filterable: true },
    user_id: { filterable: true },
    created_at: { ...common.createdAt, column: 'date' },
    answered_at: { filterable: true, sortable: true, column: 'date' },
  },
  columnOrder: ['id', 'topic', 'name', 'phone', 'status', 'created_at', 'answered_at'],
});
