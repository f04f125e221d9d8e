/** Messaging defaults and settings, free of transport code so the server's config can import them cheaply. */
export const DEFAULT_SMTP_FROM = 'Vizyt <no-reply@vizyt.local>';
export const TURBOSMS_DEFAULT_URL = 'https://api.turbosms.ua/message/send.json';
export const SMS_PROVIDERS = ['outbox', 'turbosms'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** The messaging part of the server's configuration (server/config.ts fills it from the environment). */
export interface MessagingSettings {
  smtpUrl?: string;
  smtpFrom: string;
  smsProvider: string;
  smsApiToken?: string;
  smsSender?: string;
  smsApiUrl: string;
}
