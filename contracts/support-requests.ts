import { z } from 'zod';
import { HANDBOOK_ENUMS } from './handbooks.ts';

/** SPEC §4 support statuses, in workflow order: new → in process → completed. */
export const SUPPORT_REQUEST_STATUSES = ['new', 'in_process', 'completed'] as const;
export type TSupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/**
 * One of the signed-in person's own support requests, as their cabinet shows it (docs/decisions/232): what
 * they asked, where it stands, and staff's answer once the request is completed. Staff's notes (`question`)
 * and the contact details stay in the back office.
 */
export const ZOwnSupportRequest = z.object({
  id: z.number().int(),
  topic: z.enum(HANDBOOK_ENUMS.support_topics),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  message: z.string().nullable(),
  answer: z.string().nullable().describe('staff answer; shown once the request is completed'),
  answered_at: z.string().nullable().describe('ISO instant'),
  created_at: z.string().describe('ISO instant'),
});
export type TOwnSupportRequest = z.infer<typeof ZOwnSupportRequest>;

/** `GET /patients/support-requests`: the person's requests, newest first. */
export const ZOwnSupportRequestList = z.object({ data: z.array(ZOwnSupportRequest) });
export type TOwnSupportRequestList = z.infer<typeof ZOwnSupportRequestList>;
