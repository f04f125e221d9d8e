import { z } from 'zod';
import { ZPhone } from '../contracts/accounts.ts';
import { FEEDBACK_TEXT_LIMITS } from '../contracts/feedback.ts';
import { common, ZName } from './fields.ts';
import { resource } from './resource.ts';
import { supportRequestFields, supportRequestInbox } from './support-requests.ts';
import { ZStaffText } from './workflow.ts';

/**
 * SPEC §2 entries/entry-feedback: the visitors' "call me back" requests (`POST /public/callback-requests`),
 * the support requests marked `is_callback`, as their own inbox among the entries (docs/decisions/206).
 * The operator calls, notes what came of it and moves it along new → in_process → completed; completing
 * needs no answer (the call was it) and sends nothing. Never created here.
 */
export const entryFeedback = resource({
  name: 'entry-feedback',
  ...supportRequestInbox,
  section: 'entries',
  screen: { path: 'entries/entry-feedback' },
  scope: { is_callback: true },
  fields: {
    ...supportRequestFields,
    name: { rule: ZName, input: 'text', label: 'admin.callbacks.name', searchable: true, column: true },
    phone: { rule: ZPhone, input: 'text', searchable: true, column: 'phone' },
    message: {
      rule: z.string().trim().max(FEEDBACK_TEXT_LIMITS.supportMessage).nullable().optional(),
      input: 'textarea',
      label: 'admin.callbacks.comment',
      searchable: true,
    },
    answer: { rule: ZStaffText.describe('what came of the call, for the record'), input: 'textarea', label: 'admin.callbacks.outcome' },
    locale: { filterable: true },
    user_id: { filterable: true },
    created_at: { ...common.createdAt, column: 'date' },
    answered_at: { label: 'admin.callbacks.completed_at', filterable: true, sortable: true, column: 'date' },
  },
  columnOrder: ['id', 'name', 'phone', 'topic', 'status', 'created_at', 'answered_at'],
});
