import { SMS_PROVIDERS, type MessagingSettings } from '../settings.ts';
import { createSandboxEmailTransport, createSandboxSmsTransport } from './sandbox.ts';
import { createSmtpTransport } from './smtp.ts';
import { createTurboSmsTransport } from './turbosms.ts';
import type { Transports } from './types.ts';

/**
 * The transports the settings ask for: SMTP when `SMTP_URL` is set, TurboSMS when `SMS_PROVIDER=turbosms`,
 * the sandbox otherwise. A half-configured provider throws, so the server refuses to start rather than
 * queue messages it can never send.
 */
export function createTransports(settings: MessagingSettings): Transports {
  const email = settings.smtpUrl ? createSmtpTransport({ url: settings.smtpUrl, from: settings.smtpFrom }) : createSandboxEmailTransport();
  switch (settings.smsProvider) {
    case 'outbox':
      return { email, sms: createSandboxSmsTransport() };
    case 'turbosms': {
      const { smsApiToken: token, smsSender: sender } = settings;
      if (!token || !sender) throw new Error('SMS_PROVIDER=turbosms needs SMS_API_TOKEN and SMS_SENDER');
      return { email, sms: createTurboSmsTransport({ token, sender, url: settings.smsApiUrl }) };
    }
    default:
      throw new Error(`SMS_PROVIDER=${settings.smsProvider} is unknown: use one of ${SMS_PROVIDERS.join(', ')}`);
  }
}

export type { EmailAttachment, EmailMessage, EmailTransport, SendResult, SmsMessage, SmsTransport, Transports } from './types.ts';
export { DeliveryError } from './types.ts';
