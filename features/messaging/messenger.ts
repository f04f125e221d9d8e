import type { Database, Db } from '../../db/client.ts';
import { outbox_messages } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { renderMessage } from './templates.ts';
import type { EmailAttachment } from './transports/types.ts';

/**
 * Message templates: each names its keys in `templates.ts` (`messages.<template>.subject` / `.body`),
 * filled with `{{name}}` parameters in the recipient's language.
 */
export const SMS_TEMPLATES = ['password.restore.code', 'sign.in.code', 'appointment.notice', 'partner.password', 'waitlist.offer', 'visit.move'] as const;
export const EMAIL_TEMPLATES = [
  'welcome',
  'review.received',
  'question.received',
  'question.answered',
  'support.received',
  'support.answered',
  'appointment.notice',
  'partner.password',
  'staff.password.link',
  'doctor.cabinet.invitation',
  'referral.rewarded',
  'waitlist.offer',
  'visit.move',
] as const;
export type SmsTemplate = (typeof SMS_TEMPLATES)[number];
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

export type MessageParams = Record<string, string | number>;

export interface QueuedMessage {
  id: number;
}

/**
 * Puts e-mails and SMS into the outbox (`outbox_messages`); a delivery worker sends them through the
 * configured transport (or, in sandbox mode, leaves them readable in the back office). Queuing is one
 * insert, so a caller inside a request never waits on SMTP or an SMS gateway.
 */
export function createMessenger(database: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  const queuedListeners = new Set<() => void>();

  async function enqueue(
    row: {
      channel: 'email' | 'sms';
      recipient: string;
      subject: string | null;
      body: string;
      template: string;
      locale: Locale;
      params: MessageParams;
      attachments?: readonly EmailAttachment[];
    },
    via?: Db,
  ): Promise<QueuedMessage> {
    // Inside the caller's transaction when given one: the message exists only if the change that caused it commits.
    const [inserted] = await (via ?? database.db)
      .insert(outbox_messages)
      .values({
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        template: row.template,
        payload: { locale: row.locale, params: row.params, ...(row.attachments?.length ? { attachments: row.attachments } : {}) },
        send_after: now(),
      })
      .returning({ id: outbox_messages.id });
    for (const listener of queuedListeners) listener();
    return inserted;
  }

  return {
    /**
     * Calls `listener` after each message is queued (the delivery worker sends at once instead of at its
     * next poll). Returns the function that removes it.
     */
    onQueued(listener: () => void): () => void {
      queuedListeners.add(listener);
      return () => queuedListeners.delete(listener);
    },

    sendSms(phone: string, template: SmsTemplate, params: MessageParams, locale: Locale, via?: Db): Promise<QueuedMessage> {
      return enqueue(
        {
          channel: 'sms',
          recipient: phone,
          subject: null,
          body: renderMessage(locale, `messages.sms.${template}`, params),
          template: `sms.${template}`,
          locale,
          params,
        },
        via,
      );
    },

    /** `attachments` travel in the outbox row's payload, so the message stays whole until it is sent. */
    sendEmail(
      email: string,
      template: EmailTemplate,
      params: MessageParams,
      locale: Locale,
      via?: Db,
      attachments?: readonly EmailAttachment[],
    ): Promise<QueuedMessage> {
      return enqueue(
        {
          channel: 'email',
          recipient: email,
          subject: renderMessage(locale, `messages.email.${template}.subject`, params),
          body: renderMessage(locale, `messages.email.${template}.body`, params),
          template: `email.${template}`,
          locale,
          params,
          attachments,
        },
        via,
      );
    },
  };
}

export type Messenger = ReturnType<typeof createMessenger>;
