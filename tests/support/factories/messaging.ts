/** Messaging for tests: transports that record what they are given, and the outbox as tests read it. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { DeliveryError, EmailMessage, SendResult, SmsMessage, Transports } from '../../../features/messaging/transports/types.ts';

export interface SentMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
}

/** What a fake transport does with one message: succeed (with an id), or throw. */
export type FakeOutcome = SendResult | DeliveryError | Error;

/**
 * Transports for tests that record every message they are given. `respond` decides each send's outcome
 * (default: success with a made-up provider id); it may return a promise to hold a send in flight.
 */
export function recordingTransports({
  sandbox = false,
  respond = () => ({ providerMessageId: 'provider-1' }),
}: { sandbox?: boolean; respond?: (message: SentMessage) => FakeOutcome | Promise<FakeOutcome> } = {}) {
  const sent: SentMessage[] = [];
  let closed = 0;
  const deliver = async (message: SentMessage): Promise<SendResult> => {
    sent.push(message);
    const outcome = await respond(message);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  const transports: Transports = {
    email: {
      name: sandbox ? 'outbox' : 'smtp',
      sandbox,
      send: (message: EmailMessage) => deliver({ channel: 'email', to: message.to, subject: message.subject, text: message.text }),
      close: () => void (closed += 1),
    },
    sms: {
      name: sandbox ? 'outbox' : 'turbosms',
      sandbox,
      send: (message: SmsMessage) => deliver({ channel: 'sms', to: message.to, text: message.text }),
      close: () => void (closed += 1),
    },
  };
  return { transports, sent, closedCount: () => closed };
}

export interface OutboxRow {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  template: string | null;
  payload: { locale: string; params: Record<string, unknown> } | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  transport: string | null;
  provider_message_id: string | null;
  /** Epoch milliseconds (the drivers disagree on how they return timestamps). */
  send_after: number;
  sent_at: number | null;
  claimed_at: number | null;
}

/** The outbox as tests read it, oldest first. */
export async function outboxRows(database: Database): Promise<OutboxRow[]> {
  return database.rows<OutboxRow>(sql`
    select id, channel, recipient, subject, body, template, payload, status, attempts, last_error, transport, provider_message_id,
      (extract(epoch from send_after) * 1000)::float8 as send_after,
      (extract(epoch from sent_at) * 1000)::float8 as sent_at,
      (extract(epoch from claimed_at) * 1000)::float8 as claimed_at
    from outbox_messages order by id`);
}
