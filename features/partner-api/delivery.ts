import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partner_webhook_deliveries, partner_webhook_endpoints } from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
import { SIGNATURE_HEADER, WEBHOOK_RETRY_WINDOW_SECONDS } from '../../contracts/partner-api.ts';
import { scheduleJobs, type JobHandler } from '../jobs/queue.ts';
import { publicFetch, refusedAsPrivate, type WebhookFetch } from './public-fetch.ts';
import { signatureHeader } from './signature.ts';
import { checkWebhookUrl, webhookAddressProblem, WEBHOOK_JOB, type WebhookSettings } from './webhooks.ts';

/**
 * Sends one webhook delivery (docs/decisions/243): a POST of the signed JSON body; any 2xx is delivered.
 * Anything else (another status, a refused connection, no answer within the timeout) is recorded and tried
 * again after 30 s, 1, 2, 4 … minutes (at most an hour apart) until 24 hours after the event, then given up.
 * The job itself never fails: its retries are new jobs, so they follow this schedule, not the queue's.
 */

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const FIRST_RETRY_SECONDS = 30;
export const MAX_RETRY_PAUSE_SECONDS = 3600;

/** Seconds before the try after `attempts` failed ones. */
export const retryPauseSeconds = (attempts: number) => Math.min(MAX_RETRY_PAUSE_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

export interface DeliveryOptions extends WebhookSettings {
  now: () => Date;
  /** Tests: the receiver's side. Otherwise undici's, reaching public addresses only (`publicFetch`). */
  fetch?: WebhookFetch;
  timeoutMs?: number;
}

function pendingColumns(at: Date) {
  const d = partner_webhook_deliveries;
  const e = partner_webhook_endpoints;
  return {
    id: d.id,
    body: d.body,
    attempts: d.attempts,
    status: d.status,
    created_at: d.created_at,
    url: e.url,
    signing_secret: e.signing_secret,
    /** The rotated-out secret while it still signs (docs/decisions/272), else null. */
    previous_secret: sql<string | null>`case when ${e.previous_secret_expires_at} > ${at.toISOString()}::timestamptz then ${e.previous_signing_secret} end`,
    live: sql<boolean>`(${e.deleted_at} is null and ${e.is_active})`,
  };
}
type Pending = RowOf<ReturnType<typeof pendingColumns>>;

async function post(send: WebhookFetch, options: DeliveryOptions, row: Pending, at: Date): Promise<{ code: number | null; error: string | null }> {
  try {
    checkWebhookUrl(row.url, options);
    // Checked again before each try: the name may point elsewhere since it was registered (docs/decisions/271);
    // and the connection itself reaches only public addresses (`publicFetch`, docs/decisions/281).
    const problem = await webhookAddressProblem(row.url, options);
    if (problem) return { code: null, error: problem === 'private' ? 'private address' : 'unresolved host' };
    const response = await send(row.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Vizyt-Webhooks/1',
        [SIGNATURE_HEADER]: signatureHeader(row.signing_secret, row.body, Math.floor(at.getTime() / 1000), row.previous_secret),
      },
      body: row.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    return { code: response.status, error: response.ok ? null : `status ${response.status}` };
  } catch (error) {
    if (refusedAsPrivate(error)) return { code: null, error: 'private address' };
    // The kind of failure only: an address or a body may say more than the log should keep.
    return { code: null, error: error instanceof Error ? error.name : 'error' };
  }
}

export function webhookJobHandler(options: DeliveryOptions): JobHandler {
  const send: WebhookFetch = options.fetch ?? (options.allowPrivateNetwork === true ? fetch : publicFetch(options.resolve));
  return async (tx: Db, payload: Record<string, unknown>) => {
    const id = Number(payload.delivery_id);
    const at = options.now();
    const [row] = await tx
      .select(pendingColumns(at))
      .from(partner_webhook_deliveries)
      .innerJoin(partner_webhook_endpoints, eq(partner_webhook_endpoints.id, partner_webhook_deliveries.endpoint_id))
      .where(eq(partner_webhook_deliveries.id, id))
      .for('update', { of: partner_webhook_deliveries });
    if (!row || row.status !== 'pending') return;
    const thisDelivery = eq(partner_webhook_deliveries.id, id);
    if (!row.live) {
      await tx.update(partner_webhook_deliveries).set({ status: 'failed', last_error: 'endpoint removed', next_attempt_at: null }).where(thisDelivery);
      return;
    }
    const { code, error } = await post(send, options, row, at);
    const attempts = row.attempts + 1;
    if (!error) {
      await tx
        .update(partner_webhook_deliveries)
        .set({ status: 'delivered', attempts, response_code: code, last_error: null, last_attempt_at: at, delivered_at: at, next_attempt_at: null })
        .where(thisDelivery);
      return;
    }
    const next = new Date(at.getTime() + retryPauseSeconds(attempts) * 1000);
    const giveUp = next.getTime() > row.created_at.getTime() + WEBHOOK_RETRY_WINDOW_SECONDS * 1000;
    await tx
      .update(partner_webhook_deliveries)
      .set({
        status: giveUp ? 'failed' : 'pending',
        attempts,
        response_code: code,
        last_error: error,
        last_attempt_at: at,
        next_attempt_at: giveUp ? null : next,
      })
      .where(thisDelivery);
    if (!giveUp) await scheduleJobs(tx, [{ kind: WEBHOOK_JOB, runAt: next, dedupeKey: `webhook:${id}:${attempts + 1}`, payload: { delivery_id: id } }]);
  };
}
