import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox_messages } from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
import { redactOneTimeCode } from './redact.ts';
import {
  DeliveryError,
  errorCode,
  type EmailAttachment,
  type EmailTransport,
  type SendResult,
  type SmsTransport,
  type Transports,
} from './transports/types.ts';

/** The numbers of docs/decisions/060. */
export const DELIVERY_DEFAULTS = {
  /** Rows claimed per round: small, so a slow gateway holds few rows and other instances take the rest. */
  batchSize: 10,
  /** The fifth failed attempt marks the message `failed`. */
  maxAttempts: 5,
  /** Retries wait 1, 2, 4, 8 minutes (doubling from here, capped by `retryMaxSeconds`). */
  retryBaseSeconds: 60,
  retryMaxSeconds: 3600,
  /** A `sending` row older than this belongs to a worker that died mid-send: take it again. */
  stuckAfterSeconds: 300,
  pollIntervalMs: 2000,
} as const;

export type DeliveryOptions = Partial<Record<Exclude<keyof typeof DELIVERY_DEFAULTS, 'pollIntervalMs'>, number>> & {
  now?: () => Date;
  log?: DeliveryLog;
};

/** The slice of a pino logger the worker uses; it only ever logs ids, channels, counts and error codes. */
export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Failed this time, back to `pending` with a later `send_after`. */
  retried: number;
  failed: number;
}

/** The files an e-mail carries, as the messenger put them in its payload. */
function attachmentsOf(message: { payload: Record<string, unknown> | null }): EmailAttachment[] | undefined {
  const files = message.payload?.attachments;
  return Array.isArray(files) ? (files as EmailAttachment[]) : undefined;
}

const claimedColumns = {
  id: outbox_messages.id,
  channel: outbox_messages.channel,
  recipient: outbox_messages.recipient,
  subject: outbox_messages.subject,
  body: outbox_messages.body,
  payload: outbox_messages.payload,
  attempts: outbox_messages.attempts,
};
type ClaimedMessage = RowOf<typeof claimedColumns>;

type Outcome = keyof Omit<DeliveryReport, 'claimed'>;

const silent: DeliveryLog = { info() {}, warn() {}, error() {} };

/**
 * Sends what the messenger queued in `outbox_messages`. Each round claims a few due rows in one statement
 * (`for update skip locked`, status → `sending`, attempts + 1), sends them outside any transaction, then
 * records the outcome. Several app instances can run it over one database: a row is claimed by one of them
 * at a time, and the outcome is written only by the claim that sent it.
 */
export function createDeliveryWorker(database: Database, transports: Transports, options: DeliveryOptions = {}) {
  const settings: Record<keyof typeof DELIVERY_DEFAULTS, number> = { ...DELIVERY_DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  const log = options.log ?? silent;
  const { db } = database;

  function claimDue(at: Date): Promise<ClaimedMessage[]> {
    const stuckBefore = new Date(at.getTime() - settings.stuckAfterSeconds * 1000);
    const due = db.$with('due').as(
      db
        .select({ id: outbox_messages.id })
        .from(outbox_messages)
        .where(
          or(
            and(eq(outbox_messages.status, 'pending'), lte(outbox_messages.send_after, at)),
            and(eq(outbox_messages.status, 'sending'), lt(outbox_messages.claimed_at, stuckBefore)),
          ),
        )
        .orderBy(asc(outbox_messages.send_after), asc(outbox_messages.id))
        .limit(settings.batchSize)
        .for('update', { skipLocked: true }),
    );
    return db
      .with(due)
      .update(outbox_messages)
      .set({ status: 'sending', attempts: sql`${outbox_messages.attempts} + 1`, claimed_at: at, updated_at: at })
      .from(due)
      .where(eq(outbox_messages.id, due.id))
      .returning(claimedColumns);
  }

  /** Only the claim that sent the message may record its outcome; a stale one (reclaimed meanwhile) does nothing. */
  const stillOurs = (message: ClaimedMessage) =>
    and(eq(outbox_messages.id, message.id), eq(outbox_messages.status, 'sending'), eq(outbox_messages.attempts, message.attempts));

  async function markSent(message: ClaimedMessage, transport: EmailTransport | SmsTransport, result: SendResult): Promise<void> {
    // The sandbox is where testers and the back office read the code; a message that really left keeps none.
    const kept = transport.sandbox ? message : redactOneTimeCode(message);
    const at = now();
    await db
      .update(outbox_messages)
      .set({
        status: 'sent',
        sent_at: at,
        transport: transport.name,
        provider_message_id: result.providerMessageId ?? null,
        last_error: null,
        subject: kept.subject,
        body: kept.body,
        payload: kept.payload,
        updated_at: at,
      })
      .where(stillOurs(message));
  }

  async function markFailed(message: ClaimedMessage, transport: EmailTransport | SmsTransport, code: string, permanent: boolean): Promise<Outcome> {
    const at = now();
    if (permanent || message.attempts >= settings.maxAttempts) {
      // Nobody will send it any more, so its code has no reader left either.
      const kept = transport.sandbox ? message : redactOneTimeCode(message);
      await db
        .update(outbox_messages)
        .set({ status: 'failed', last_error: code, transport: transport.name, subject: kept.subject, body: kept.body, payload: kept.payload, updated_at: at })
        .where(stillOurs(message));
      return 'failed';
    }
    const delaySeconds = Math.min(settings.retryBaseSeconds * 2 ** (message.attempts - 1), settings.retryMaxSeconds);
    await db
      .update(outbox_messages)
      .set({ status: 'pending', last_error: code, send_after: new Date(at.getTime() + delaySeconds * 1000), updated_at: at })
      .where(stillOurs(message));
    return 'retried';
  }

  async function deliver(message: ClaimedMessage): Promise<Outcome> {
    const transport = message.channel === 'email' ? transports.email : transports.sms;
    const details = { outbox_id: message.id, channel: message.channel, attempt: message.attempts, transport: transport.name };
    if (message.attempts > settings.maxAttempts) {
      // Its last attempt was claimed by a worker that died; the send may have happened, so do not repeat it.
      const outcome = await markFailed(message, transport, 'stuck', true);
      log.error({ ...details, error: 'stuck' }, 'message delivery abandoned');
      return outcome;
    }
    let result: SendResult;
    try {
      result =
        message.channel === 'email'
          ? await transports.email.send({ to: message.recipient, subject: message.subject ?? '', text: message.body, attachments: attachmentsOf(message) })
          : await transports.sms.send({ to: message.recipient, text: message.body });
    } catch (error) {
      const code = errorCode(error);
      const outcome = await markFailed(message, transport, code, error instanceof DeliveryError && error.permanent);
      if (outcome === 'failed') log.error({ ...details, error: code }, 'message delivery failed for good');
      else log.warn({ ...details, error: code }, 'message delivery failed, will retry');
      return outcome;
    }
    await markSent(message, transport, result);
    log.info(details, 'message sent');
    return 'sent';
  }

  /** One round: claims up to `batchSize` due messages and sends them. Tests call it directly. */
  async function deliverDue(): Promise<DeliveryReport> {
    const claimed = await claimDue(now());
    const report: DeliveryReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
    const outcomes = await Promise.allSettled(claimed.map(deliver));
    for (const outcome of outcomes) {
      // A row whose outcome could not be written stays `sending` and is retried after `stuckAfterSeconds`.
      if (outcome.status === 'fulfilled') report[outcome.value] += 1;
      else log.error({ error: errorCode(outcome.reason) }, 'recording a delivery outcome failed');
    }
    return report;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let kickedWhileRunning = false;
  let stopped = false;

  async function drain(): Promise<void> {
    let report: DeliveryReport;
    do {
      kickedWhileRunning = false;
      try {
        report = await deliverDue();
      } catch (error) {
        // Database errors can quote the failed statement's parameters (addresses, texts): log the code only.
        log.error({ error: errorCode(error) }, 'claiming due messages failed');
        return;
      }
    } while (!stopped && (report.claimed === settings.batchSize || kickedWhileRunning));
  }

  /** Delivers now, in the background (after a message is queued); coalesces with a round already running. */
  function kick(): void {
    if (stopped) return;
    if (running) {
      kickedWhileRunning = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
    });
  }

  return {
    deliverDue,
    kick,

    /** Polls every `intervalMs` until `stop()`, starting with a round right away. */
    start(intervalMs: number = DELIVERY_DEFAULTS.pollIntervalMs): void {
      if (stopped || timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },

    /** Stops polling, waits for the round in flight, then closes the transports' connections. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
      await Promise.all([transports.email.close?.(), transports.sms.close?.()]);
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
