import type { Database } from '../../db/client.ts';
import { emergency_requests, support_requests } from '../../db/schema/index.ts';
import {
  ZSubmitCallbackRequest,
  ZSubmitEmergencyRequest,
  ZSubmitSupportRequest,
  type TSubmitCallbackRequest,
  type TSubmitEmergencyRequest,
  type TSubmitSupportRequest,
} from '../../contracts/feedback.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { DROPPED, type SubmissionContext, type SubmissionGuard, type Submitted } from '../feedback/guard.ts';
import { createTargets } from '../feedback/targets.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { listOwnSupportRequests } from './own-requests.ts';

/** Requests are private between the person and staff, so any signed-in account is linked (a partner may write too). */
const accountId = (user: SessionUser | null): number | null => user?.id ?? null;

/**
 * The support form, "call me back" and the ambulance request (SPEC §1, §3). All are stored as `new` for the
 * support staff (resources `support` and `emergency`); a callback is a support request with `is_callback`,
 * so one list and one workflow serve both (docs/decisions/080).
 */
export function createSupportRequests(database: Database, { guard, messenger }: { guard: SubmissionGuard; messenger: Messenger }) {
  const { db } = database;
  const targets = createTargets(db);

  return {
    /** The signed-in person's own support requests, for their cabinet (docs/decisions/232). */
    listOwn: (userId: number) => listOwnSupportRequests(database, userId),

    async submitSupport(input: TSubmitSupportRequest, context: SubmissionContext): Promise<Submitted> {
      const data = ZSubmitSupportRequest.parse(input, { reportInput: true });
      await guard.admit('support', context.ip);
      if (guard.isBot(data)) return DROPPED;
      const [row] = await db
        .insert(support_requests)
        .values({
          status: 'new',
          topic: data.topic,
          locale: context.locale,
          user_id: accountId(context.user),
          name: data.name,
          email: data.email ?? null,
          phone: data.phone ?? null,
          message: data.message,
        })
        .returning({ id: support_requests.id });
      if (data.email && (await guard.mayConfirm(data.email))) {
        await messenger.sendEmail(data.email, 'support.received', { id: row.id, name: data.name, message: data.message }, context.locale);
      }
      return { id: row.id, status: 'new' };
    },

    async submitCallback(input: TSubmitCallbackRequest, context: SubmissionContext): Promise<Submitted> {
      const data = ZSubmitCallbackRequest.parse(input, { reportInput: true });
      await guard.admit('callback', context.ip);
      if (guard.isBot(data)) return DROPPED;
      const [row] = await db
        .insert(support_requests)
        .values({
          status: 'new',
          is_callback: true,
          topic: data.topic ?? 'other',
          locale: context.locale,
          user_id: accountId(context.user),
          name: data.name,
          phone: data.phone,
          message: data.comment ?? null,
        })
        .returning({ id: support_requests.id });
      return { id: row.id, status: 'new' };
    },

    /** An ambulance request; the operator calls back, so nothing is sent to the person. */
    async submitEmergency(input: TSubmitEmergencyRequest, context: SubmissionContext): Promise<Submitted> {
      const data = ZSubmitEmergencyRequest.parse(input, { reportInput: true });
      await guard.admit('emergency', context.ip);
      if (guard.isBot(data)) return DROPPED;
      if (data.city_id) await targets.city(data.city_id);
      const [row] = await db
        .insert(emergency_requests)
        .values({
          status: 'new',
          user_id: accountId(context.user),
          city_id: data.city_id ?? null,
          phone: data.phone,
          patient_name: data.patient_name,
          comment: data.comment ?? null,
        })
        .returning({ id: emergency_requests.id });
      return { id: row.id, status: 'new' };
    },
  };
}

export type SupportRequests = ReturnType<typeof createSupportRequests>;
