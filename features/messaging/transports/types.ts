/** A file sent with an e-mail: a visit's `.ics` (docs/decisions/303). Text only; small. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** What a transport needs to send one e-mail: plain text, rendered from the catalogs, and text attachments. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: readonly EmailAttachment[];
}

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SendResult {
  /** The provider's id of the message (SMTP Message-ID, the SMS gateway's message id), when it gives one. */
  providerMessageId?: string;
}

interface TransportIdentity {
  /** Written to `outbox_messages.transport`: `outbox`, `smtp`, `turbosms`. */
  readonly name: string;
  /** A sandbox sends nothing: the outbox row is the message, so it keeps its text (codes included). */
  readonly sandbox: boolean;
  /** Releases connections; the delivery worker calls it when the server stops. */
  close?(): Promise<void> | void;
}

export interface EmailTransport extends TransportIdentity {
  send(message: EmailMessage): Promise<SendResult>;
}

export interface SmsTransport extends TransportIdentity {
  send(message: SmsMessage): Promise<SendResult>;
}

export interface Transports {
  email: EmailTransport;
  sms: SmsTransport;
}

/**
 * A failed send, described by a short code only (`http_503`, `smtp_550`, `timeout`). The message text is the
 * code too: provider errors often echo the recipient or the text back, and these end up in logs and in
 * `last_error`.
 */
export class DeliveryError extends Error {
  constructor(
    readonly code: string,
    /** Retrying would get the same answer (rejected recipient, bad credentials): give up at once. */
    readonly permanent = false,
  ) {
    super(code);
    this.name = 'DeliveryError';
  }
}

const SAFE_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The short, personal-data-free code of any error thrown while sending. Anything without a recognisable code
 * becomes `unknown` rather than risk copying a message that may quote an address or a phone number.
 */
export function errorCode(error: unknown, depth = 0): string {
  if (error instanceof DeliveryError) return error.code;
  if (typeof error !== 'object' || error === null) return 'unknown';
  const { name, code, responseCode } = error as { name?: unknown; code?: unknown; responseCode?: unknown };
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  if (typeof responseCode === 'number' && Number.isInteger(responseCode)) return `smtp_${responseCode}`;
  if (typeof code === 'string' && SAFE_CODE.test(code)) return code;
  // Drizzle wraps driver errors (SQLSTATE in `code`) in its own, whose message quotes the query's parameters.
  const { cause } = error as { cause?: unknown };
  if (depth === 0 && cause !== undefined) return errorCode(cause, 1);
  return 'unknown';
}
