import { z } from 'zod';
import { HANDBOOK_ENUMS, handbookLabelKey } from '../contracts/handbooks.ts';
import { common } from './fields.ts';
import { statusField } from './workflow.ts';

const STATUSES = HANDBOOK_ENUMS.support_statuses;
const TOPICS = HANDBOOK_ENUMS.support_topics;

/**
 * What the two inboxes over `support_requests` share (support and entries/entry-feedback, docs/decisions/206):
 * staff never create a request, they move it along (SPEC §4: new → in_process → completed, and back to work),
 * newest first, with its status and topic.
 */
export const supportRequestInbox = {
  table: 'support_requests',
  writes: 'update',
  transitions: {
    field: 'status',
    allowed: { new: ['in_process', 'completed'], in_process: ['completed'], completed: ['in_process'] },
  },
  defaultSort: 'created_at:desc,id:desc',
} as const;

export const supportRequestFields = {
  id: common.id,
  status: statusField('support_statuses', STATUSES, z.enum(STATUSES)),
  topic: {
    rule: z.enum(TOPICS),
    input: 'select',
    options: TOPICS.map((value) => ({ value, label: handbookLabelKey('support_topics', value) })),
    filter: true,
    column: true,
  },
} as const;
