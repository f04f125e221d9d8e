/**
 * `npm run alerts:send -- --region 31 --state active`: the local alert sender (docs/alerts-feed.md). Signs one change
 * of one region with ALERT_FEED_SECRET (from the environment or `.env`) and posts it to a running server's
 * `/api/v1/alerts/feed`, as a deployment's relay of a public alert feed does. Options: `--region` the region's feed
 * id (alerts.in.ua `location_uid`: 31 Kyiv city, 14 Kyiv oblast, 27 Lviv oblast …), `--state active|ended`, `--at`
 * an ISO instant (default now), `--url` the server (default PUBLIC_ORIGIN, else http://localhost:$PORT or 3000).
 * The browser and API tests send their alerts with {@link sendAlert}.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ALERT_FEED_STATES, type TAlertFeedState } from '../contracts/alerts.ts';
import { signFeedCall } from '../features/alerts/feed-signature.ts';
import { loadEnvFile } from '../server/env-file.ts';

export interface AlertToSend {
  /** The region's id in the feed. */
  region: string;
  state: TAlertFeedState;
  /** When the change happened; default now. */
  at?: Date;
}

export interface SentAlert {
  status: number;
  body: unknown;
}

/** The JSON body of one change, as signed and sent. */
export const alertBody = ({ region, state, at = new Date() }: AlertToSend): string => JSON.stringify({ region_id: region, state, at: at.toISOString() });

/** Signs one change with `secret` and posts it to the server at `origin`; answers the server's status and body. */
export async function sendAlert(origin: string, secret: string, alert: AlertToSend): Promise<SentAlert> {
  const body = alertBody(alert);
  const response = await fetch(new URL('/api/v1/alerts/feed', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...signFeedCall(secret, body) },
    body,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const isState = (value: string | undefined): value is TAlertFeedState => (ALERT_FEED_STATES as readonly string[]).includes(value ?? '');

async function main(): Promise<number> {
  loadEnvFile();
  const { values } = parseArgs({
    options: { region: { type: 'string' }, state: { type: 'string' }, at: { type: 'string' }, url: { type: 'string' } },
  });
  const secret = process.env.ALERT_FEED_SECRET;
  const at = values.at ? new Date(values.at) : new Date();
  if (!secret) return fail('ALERT_FEED_SECRET is not set (the environment or .env): the same secret as the server’s');
  if (!values.region || !isState(values.state))
    return fail('usage: npm run alerts:send -- --region <feed id> --state active|ended [--at <ISO time>] [--url <server>]');
  if (Number.isNaN(at.getTime())) return fail(`--at is not a time: ${values.at}`);
  const origin = values.url ?? process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT || 3000}`;
  const sent = await sendAlert(origin, secret, { region: values.region, state: values.state, at });
  console.log(`${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.status === 200 ? 0 : 1;
}

function fail(message: string): number {
  console.error(message);
  return 2;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await main();
