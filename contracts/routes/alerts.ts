import { z } from 'zod';
import { ALERT_FEED_HEADERS, ALERT_FEED_WINDOW_SECONDS, ALERT_STAFF_PERMISSION, ZActiveAlert, ZAlertFeedAnswer, ZAlertFeedCall } from '../alerts.ts';
import { route } from './define.ts';

/** Air-raid alerts by region (docs/decisions/308): the signed feed, the alerts on now, staff's start and end. */

const tag = 'alerts';

export const alertFeed = route({
  method: 'POST',
  path: 'alerts/feed',
  // Authenticated by its signature, not by a session: the service checks it before it reads the body.
  access: { anyone: true },
  body: ZAlertFeedCall,
  bodyUnchecked: true,
  bodyExample: { region_id: '31', state: 'active', at: '2026-12-06T10:05:00Z' },
  noStore: true,
  answer: {
    status: 200,
    schema: z.object({ data: ZAlertFeedAnswer }),
    description: "what the call changed and the region's alert now",
    example: {
      data: { outcome: 'started', alert: { region: { id: 27, feed_uid: '31', name: 'м. Київ' }, started_at: '2026-12-06T10:05:00Z', source: 'feed' } },
    },
  },
  errors: {
    401: 'unsigned, a signature that does not match, or a timestamp more than five minutes from the server clock',
    403: 'this deployment has no ALERT_FEED_SECRET: every call is refused, the feed is off',
    409: 'this nonce was used already (a replayed call)',
    422: 'a signed body that does not fit: an unknown region, a state other than active or ended, a time ahead of the server',
  },
  operationId: 'receiveAlertFeedCall',
  summary: "A region's air-raid alert started or ended, as a public alert feed says (signed with the shared secret)",
  description:
    `Sign each call: \`${ALERT_FEED_HEADERS.timestamp}\` is the Unix time in seconds, \`${ALERT_FEED_HEADERS.nonce}\` 16–128 characters ` +
    `of [A-Za-z0-9_-] used once, \`${ALERT_FEED_HEADERS.signature}\` is \`sha256=\` and the hex HMAC-SHA256 of ` +
    '`{timestamp}.{nonce}.{raw body}` under ALERT_FEED_SECRET. A timestamp more than ' +
    `${ALERT_FEED_WINDOW_SECONDS} s away from the server clock is refused, and so is a nonce seen before. A start while the ` +
    "region's alert is on and an end while none is change nothing; a change older than the region's last one is ignored. " +
    'See docs/alerts-feed.md.',
  tag,
});

export const activeAlerts = route({
  method: 'GET',
  path: 'alerts/active',
  access: { anyone: true },
  answer: { status: 200, schema: z.object({ data: z.array(ZActiveAlert) }), description: 'the alerts on now, by region' },
  operationId: 'activeAlerts',
  summary: 'The air-raid alerts on now, with their regions (a relay compares its feed with them)',
  tag,
});

const staffRoute = {
  access: { permissions: [ALERT_STAFF_PERMISSION] },
  noStore: true,
  tag: 'alert-regions',
} as const;

export const startRegionAlert = route({
  ...staffRoute,
  method: 'POST',
  path: 'alert-regions/:id/alert/start',
  answer: { status: 200, schema: z.object({ data: ZActiveAlert }), description: 'the alert now on' },
  errors: { 404: 'no such region', 409: "the region's alert is on already" },
  operationId: 'startRegionAlert',
  summary: "Start a region's air-raid alert by hand, from now (written to the action log)",
});

export const endRegionAlert = route({
  ...staffRoute,
  method: 'POST',
  path: 'alert-regions/:id/alert/end',
  answer: { status: 204, description: 'ended; a clinic that went to the shelter during it is back' },
  errors: { 404: 'no such region', 409: 'no alert is on in the region' },
  operationId: 'endRegionAlert',
  summary: "End a region's air-raid alert by hand, now (written to the action log)",
});
