import nodemailer from 'nodemailer';
import { DEFAULT_SMTP_FROM } from '../settings.ts';
import { DeliveryError, errorCode, type EmailTransport } from './types.ts';

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. */
  url: string;
  from?: string;
  /** Per-phase limits; together well under the worker's 5-minute claim, so a hung server cannot outlive it. */
  timeoutMs?: number;
}

/**
 * Checks `SMTP_URL` up front, so a typo stops the start-up instead of failing every e-mail later. Only the
 * scheme and host are checked; nodemailer reads the rest (credentials, port, query options).
 */
export function assertSmtpUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL is not a URL: expected smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    // Not quoted back: the value may hold credentials.
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  if (!parsed.hostname) throw new Error('SMTP_URL has no host');
}

/** E-mail over SMTP with nodemailer: one connection per message, plain-text bodies. */
export function createSmtpTransport({ url, from = DEFAULT_SMTP_FROM, timeoutMs = 20_000 }: SmtpSettings): EmailTransport {
  assertSmtpUrl(url);
  const mailer = nodemailer.createTransport(
    {
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      // nodemailer logs envelopes and message contents when asked to; never ask.
      logger: false,
      debug: false,
    },
    { from },
  );
  return {
    name: 'smtp',
    sandbox: false,
    async send({ to, subject, text, attachments }) {
      try {
        const info = await mailer.sendMail({ to, subject, text, attachments: attachments?.map((file) => ({ ...file })) });
        return { providerMessageId: info.messageId };
      } catch (error) {
        const { permanent } = error as { permanent?: unknown };
        throw new DeliveryError(errorCode(error), permanent === true);
      }
    },
    close: () => mailer.close(),
  };
}
