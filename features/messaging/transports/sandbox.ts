import type { EmailTransport, SmsTransport } from './types.ts';

/** Name written to `outbox_messages.transport` for messages that stayed in the outbox. */
export const SANDBOX_TRANSPORT = 'outbox';

/**
 * The default when no SMTP server or SMS gateway is configured: nothing leaves the server, and the message
 * stays readable in the back office (that is how testers read a one-time code).
 */
export function createSandboxEmailTransport(): EmailTransport {
  return { name: SANDBOX_TRANSPORT, sandbox: true, send: async () => ({}) };
}

export function createSandboxSmsTransport(): SmsTransport {
  return { name: SANDBOX_TRANSPORT, sandbox: true, send: async () => ({}) };
}
