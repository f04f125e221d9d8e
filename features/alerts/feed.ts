import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alert_feed_calls } from '../../db/schema/index.ts';
import { ALERT_FEED_WINDOW_SECONDS, ZAlertFeedCall, type TAlertFeedAnswer } from '../../contracts/alerts.ts';
import type { Locale } from '../../contracts/locale.ts';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors.ts';
import { applyFeedChange, lockRegion } from './changes.ts';
import { isFresh, readSignedParts, verifyFeedCall } from './feed-signature.ts';
import { activeAlertOfRegion } from './read.ts';

/**
 * The intake of the signed alert feed (docs/decisions/308). Checked in this order, each before anything of the body
 * is read: the feed is configured (403), the call is signed (401), its timestamp is within five minutes of the
 * server's clock (401), the signature matches (401), its nonce is new (409). Then the body (400, 422) and the change.
 * The nonce is stored in the change's transaction: a call that failed may be sent again as it was.
 */

export interface FeedIntakeSettings {
  /** ALERT_FEED_SECRET; absent: the feed is off. */
  secret?: string;
  now?: () => Date;
}

export interface FeedCall {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body exactly as received: the signature covers its bytes. */
  rawBody: string;
  locale: Locale;
}

/** Nonces are kept for twice the window: a call of a timestamp ahead of the clock stays acceptable that long. */
const NONCE_KEEP_MS = 2 * ALERT_FEED_WINDOW_SECONDS * 1000;

/**
 * No secret configured: every call is refused, whatever it carries. 403, not 503: the deployment has not connected a
 * feed, which no retry mends, and this API's 5xx are the server's own failures.
 */
export class FeedOffError extends ForbiddenError {
  constructor() {
    super('alert.feed.off');
  }
}

function readBody(rawBody: string) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new BadRequestError('error.bad_json');
  }
  return ZAlertFeedCall.parse(json, { reportInput: true });
}

export async function receiveFeedCall(db: Db, settings: FeedIntakeSettings, call: FeedCall): Promise<TAlertFeedAnswer> {
  const { secret } = settings;
  const now = settings.now?.() ?? new Date();
  if (!secret) throw new FeedOffError();
  const parts = readSignedParts(call.headers);
  if (!parts) throw new UnauthorizedError('alert.feed.unsigned');
  if (!isFresh(parts.timestamp, now)) throw new UnauthorizedError('alert.feed.stale');
  if (!verifyFeedCall(secret, parts, call.rawBody)) throw new UnauthorizedError('alert.feed.bad_signature');

  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(alert_feed_calls).values({ nonce: parts.nonce, received_at: now }).onConflictDoNothing().returning();
    if (!fresh) throw new ConflictError('alert.feed.replayed');
    await tx.delete(alert_feed_calls).where(lt(alert_feed_calls.received_at, new Date(now.getTime() - NONCE_KEEP_MS)));

    const input = readBody(call.rawBody);
    const region = await lockRegion(tx, { feed_uid: input.region_id });
    if (!region) throw new ValidationError({ region_id: ['alert.feed.region.unknown'] });
    // A time ahead of the server's clock (the relay's clock runs fast) is taken as now.
    const at = new Date(Math.min(Date.parse(input.at), now.getTime()));
    const outcome = await applyFeedChange(tx, region.id, input.state, at);
    return { outcome, alert: await activeAlertOfRegion(tx, region.id, call.locale) };
  });
}
