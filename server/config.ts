import { DEFAULT_CANCEL_CUTOFF_HOURS, DEFAULT_HOLD_MINUTES } from '../contracts/booking.ts';
import { DEFAULT_OFFER_MINUTES } from '../contracts/waitlist.ts';
import { DEFAULT_REFERRAL_REWARDS, type ReferralRewards } from '../contracts/referral.ts';
import { readDatabaseLocation, type DatabaseLocation } from '../db/location.ts';
import { DEFAULT_SMTP_FROM, TURBOSMS_DEFAULT_URL } from '../features/messaging/settings.ts';
import { checkPaymentSettings } from '../features/payments/settings.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';
import { checkIceSettings, urlList, type IceSettings } from '../features/video/ice.ts';

/** Every setting of the running server, read once from the environment (see .env.example). */
/** Video consultations' STUN and TURN servers (docs/decisions/217) are `IceSettings`. */
export interface Config extends DatabaseLocation, IceSettings {
  port: number;
  host: string;
  publicOrigin?: string;
  /** Proxies whose forwarding headers are believed (`TRUST_PROXY`); empty: none (docs/decisions/171). */
  trustedProxies: string[];
  adminEmail: string;
  adminPassword?: string;
  /** Password of the demo patient, partner and doctor (docs/decisions/037); generated at first start when absent. */
  demoPassword?: string;
  gtmId?: string;
  mapTileUrl: string;
  /** SMTP server for e-mail (`smtp://` or `smtps://`); absent: e-mails stay in the outbox (sandbox). */
  smtpUrl?: string;
  /** The From of every e-mail. */
  smtpFrom: string;
  /** `outbox` (sandbox: SMS stay in the outbox) or `turbosms`. */
  smsProvider: string;
  smsApiToken?: string;
  /** Alpha name registered with the SMS gateway. */
  smsSender?: string;
  smsApiUrl: string;
  /** LiqPay keys (docs/decisions/150); both absent: payments go to the sandbox checkout. */
  liqpayPublicKey?: string;
  liqpayPrivateKey?: string;
  /** Signs sandbox checkouts and callbacks; absent: a random secret per process. */
  paymentSandboxSecret?: string;
  /**
   * `ALERT_FEED_SECRET`: the shared secret that signs the calls of an air-raid alert feed's relay (docs/decisions/308,
   * docs/alerts-feed.md); at least 32 characters. Absent: the feed endpoint refuses every call (403); staff set alerts.
   */
  alertFeedSecret?: string;
  /** How long a hold keeps its slot (`HOLD_MINUTES`; `HOLD_SECONDS` wins, for tests). */
  holdSeconds: number;
  /** How long a waitlist offer holds its time (`WAITLIST_OFFER_MINUTES`; `WAITLIST_OFFER_SECONDS` wins, for tests). */
  waitlistOfferSeconds: number;
  /** Patients may cancel or reschedule until this many minutes before the visit (`CANCEL_CUTOFF_HOURS`). */
  cancelCutoffMinutes: number;
  /** Referral bonuses in kopecks (`REFERRAL_REWARD_UAH`, `REFERRAL_FRIEND_REWARD_UAH`; docs/decisions/230). */
  referralRewards: ReferralRewards;
  production: boolean;
  /**
   * `WEBHOOKS_ALLOW_PRIVATE_NETWORK=1`: partner webhooks may point into private networks (docs/decisions/271).
   * For development on one machine only; never honoured in production.
   */
  webhooksAllowPrivateNetwork: boolean;
  logLevel: string;
  /** Seed demo data into an empty database on start. */
  seedDemo: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: nonNegative(env.PORT) ?? 3000,
    host: env.HOST ?? '0.0.0.0',
    ...readDatabaseLocation(env),
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    adminEmail: env.ADMIN_EMAIL ?? 'admin@vizyt.local',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    gtmId: env.GTM_ID || undefined,
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || DEFAULT_SMTP_FROM,
    smsProvider: env.SMS_PROVIDER || 'outbox',
    smsApiToken: env.SMS_API_TOKEN || undefined,
    smsSender: env.SMS_SENDER || undefined,
    smsApiUrl: env.SMS_API_URL || TURBOSMS_DEFAULT_URL,
    ...paymentConfig(env),
    alertFeedSecret: alertFeedSecret(env.ALERT_FEED_SECRET),
    holdSeconds: positive(env.HOLD_SECONDS) ?? (positive(env.HOLD_MINUTES) ?? DEFAULT_HOLD_MINUTES) * 60,
    waitlistOfferSeconds: positive(env.WAITLIST_OFFER_SECONDS) ?? (positive(env.WAITLIST_OFFER_MINUTES) ?? DEFAULT_OFFER_MINUTES) * 60,
    cancelCutoffMinutes: Math.round((nonNegative(env.CANCEL_CUTOFF_HOURS) ?? DEFAULT_CANCEL_CUTOFF_HOURS) * 60),
    referralRewards: {
      referrerKopecks: uah(env.REFERRAL_REWARD_UAH) ?? DEFAULT_REFERRAL_REWARDS.referrerKopecks,
      friendKopecks: uah(env.REFERRAL_FRIEND_REWARD_UAH) ?? DEFAULT_REFERRAL_REWARDS.friendKopecks,
    },
    production: env.NODE_ENV === 'production',
    webhooksAllowPrivateNetwork: env.NODE_ENV !== 'production' && (env.WEBHOOKS_ALLOW_PRIVATE_NETWORK === '1' || env.WEBHOOKS_ALLOW_PRIVATE_NETWORK === 'true'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    ...iceConfig(env),
  };
}

function iceConfig(env: NodeJS.ProcessEnv): IceSettings {
  const settings = {
    stunUrls: urlList(env.STUN_URLS),
    turnUrls: urlList(env.TURN_URLS),
    turnUsername: env.TURN_USERNAME || undefined,
    turnCredential: env.TURN_CREDENTIAL || undefined,
    turnSecret: env.TURN_SECRET || undefined,
    relayOnly: env.TURN_RELAY_ONLY === '1' || env.TURN_RELAY_ONLY === 'true',
  };
  checkIceSettings(settings);
  return settings;
}

function paymentConfig(env: NodeJS.ProcessEnv): Pick<Config, 'liqpayPublicKey' | 'liqpayPrivateKey' | 'paymentSandboxSecret'> {
  const settings = {
    liqpayPublicKey: env.LIQPAY_PUBLIC_KEY || undefined,
    liqpayPrivateKey: env.LIQPAY_PRIVATE_KEY || undefined,
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET || undefined,
  };
  checkPaymentSettings(settings);
  return settings;
}

/** The alert feed's secret: long enough that a relay's signatures cannot be guessed, or absent. */
export const ALERT_FEED_SECRET_MIN_LENGTH = 32;

function alertFeedSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < ALERT_FEED_SECRET_MIN_LENGTH) throw new Error(`ALERT_FEED_SECRET must be at least ${ALERT_FEED_SECRET_MIN_LENGTH} characters long`);
  return value;
}

/** A number setting above zero, or undefined when absent; anything else stops the start with a clear message. */
function positive(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Expected a positive number, got "${value}"`);
  return number;
}

function nonNegative(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`Expected a number of 0 or more, got "${value}"`);
  return number;
}

/** An amount in hryvnias (0 or more, up to kopecks) as integer kopecks, or undefined when absent. */
function uah(value: string | undefined): number | undefined {
  const amount = nonNegative(value);
  return amount === undefined ? undefined : Math.round(amount * 100);
}
