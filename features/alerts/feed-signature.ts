import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ALERT_FEED_HEADERS, ALERT_FEED_NONCE, ALERT_FEED_WINDOW_SECONDS } from '../../contracts/alerts.ts';

/**
 * The signature of an alert feed call (docs/decisions/308, docs/alerts-feed.md): HMAC-SHA256 under the shared secret
 * over `{timestamp}.{nonce}.{raw body}`, sent as `sha256=<hex>`. The relay of a deployment and the local sender
 * (scripts/alert-sender.ts) sign with {@link signFeedCall}; the endpoint checks with {@link verifyFeedCall}.
 */

export interface SignedParts {
  /** Unix time, seconds. */
  timestamp: number;
  nonce: string;
  /** `sha256=<64 hex digits>`. */
  signature: string;
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/;

const digest = (secret: string, timestamp: number, nonce: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${nonce}.${rawBody}`, 'utf8').digest();

/** A fresh nonce: 24 random bytes in URL-safe base64 (32 characters). */
export const newFeedNonce = (): string => randomBytes(24).toString('base64url');

/** The headers that sign `rawBody`, sent exactly as signed. */
export function signFeedCall(
  secret: string,
  rawBody: string,
  { timestamp = Math.floor(Date.now() / 1000), nonce = newFeedNonce() }: { timestamp?: number; nonce?: string } = {},
): Record<string, string> {
  return {
    [ALERT_FEED_HEADERS.timestamp]: String(timestamp),
    [ALERT_FEED_HEADERS.nonce]: nonce,
    [ALERT_FEED_HEADERS.signature]: `sha256=${digest(secret, timestamp, nonce, rawBody).toString('hex')}`,
  };
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** The three signing headers, well-formed, or null (a header given twice counts as malformed). */
export function readSignedParts(headers: Headers): SignedParts | null {
  const one = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const timestamp = one(ALERT_FEED_HEADERS.timestamp);
  const nonce = one(ALERT_FEED_HEADERS.nonce);
  const signature = one(ALERT_FEED_HEADERS.signature)?.toLowerCase();
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !nonce || !ALERT_FEED_NONCE.test(nonce) || !signature || !SIGNATURE.test(signature)) return null;
  return { timestamp: Number(timestamp), nonce, signature };
}

/** Within the window either side of the server's clock. */
export const isFresh = (timestamp: number, now: Date): boolean => Math.abs(now.getTime() / 1000 - timestamp) <= ALERT_FEED_WINDOW_SECONDS;

/** The signature matches the body under the secret; compared in constant time. */
export function verifyFeedCall(secret: string, parts: SignedParts, rawBody: string): boolean {
  const sent = Buffer.from(SIGNATURE.exec(parts.signature)![1], 'hex');
  const expected = digest(secret, parts.timestamp, parts.nonce, rawBody);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
