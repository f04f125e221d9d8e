import { z } from 'zod';

/**
 * Air-raid alerts by region (docs/decisions/308). A deployment's relay forwards the changes of a public alert feed
 * (alerts.in.ua and the like) to `POST /api/v1/alerts/feed`, each call signed with a shared secret; staff may
 * start and end one by hand. While a region's alert is on, its clinics' pages and booking pages say so.
 */

/** What a feed says of a region: an alert is on, or it ended. */
export const ALERT_FEED_STATES = ['active', 'ended'] as const;
export type TAlertFeedState = (typeof ALERT_FEED_STATES)[number];

/** Who said an alert is on: the signed feed, or staff by hand. */
export const ALERT_SOURCES = ['feed', 'staff'] as const;

/**
 * The headers of a signed feed call: the Unix time in seconds, a nonce used once, and
 * `sha256=<hex HMAC-SHA256 of "{timestamp}.{nonce}.{raw body}" under the shared secret>`.
 */
export const ALERT_FEED_HEADERS = {
  timestamp: 'x-alert-timestamp',
  nonce: 'x-alert-nonce',
  signature: 'x-alert-signature',
} as const;

/** A call whose timestamp is further than this from the server's clock is refused (and so is a nonce seen within twice it). */
export const ALERT_FEED_WINDOW_SECONDS = 300;

/** A nonce: 16 to 128 characters of the URL-safe base64 alphabet. */
export const ALERT_FEED_NONCE = /^[A-Za-z0-9_-]{16,128}$/;

/** The staff permission that starts and ends an alert by hand (the alert regions' update). */
export const ALERT_STAFF_PERMISSION = 'alert-regions.update';

/** One change of one region, as the public feeds give it. */
export const ZAlertFeedCall = z.strictObject({
  region_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'alert.feed.region.unknown')
    .describe("the region's id in the public feed (alerts.in.ua `location_uid`: `31` is Kyiv city, `14` Kyiv oblast)"),
  state: z.enum(ALERT_FEED_STATES).describe('`active`: an alert is on; `ended`: it ended'),
  at: z.iso.datetime({ offset: true, error: 'validation.date' }).describe('when the feed says the change happened (ISO instant)'),
});
export type TAlertFeedCall = z.output<typeof ZAlertFeedCall>;

export const ZAlertRegion = z.object({
  id: z.number().int(),
  feed_uid: z.string().describe("the region's id in the public feed"),
  name: z.string().describe("in the request's language"),
});

/** An alert that is on. */
export const ZActiveAlert = z.object({
  region: ZAlertRegion,
  started_at: z.string().describe('ISO instant'),
  source: z.enum(ALERT_SOURCES),
});
export type TActiveAlert = z.output<typeof ZActiveAlert>;

/**
 * What a feed call changed: an alert `started`, `ended`; `unchanged` (a start while one is on, an end while none
 * is); `out_of_order` (older than the region's last change, ignored).
 */
export const ALERT_FEED_OUTCOMES = ['started', 'ended', 'unchanged', 'out_of_order'] as const;
export type TAlertFeedOutcome = (typeof ALERT_FEED_OUTCOMES)[number];

export const ZAlertFeedAnswer = z.object({
  outcome: z.enum(ALERT_FEED_OUTCOMES),
  /** The region's alert now: null when none is on. */
  alert: ZActiveAlert.nullable(),
});
export type TAlertFeedAnswer = z.output<typeof ZAlertFeedAnswer>;
