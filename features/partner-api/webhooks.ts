import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/sql.ts';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type ZWebhookEndpointRequest,
  WEBHOOK_EVENTS,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type WebhookEvent,
} from '../../contracts/partner-api.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { scheduleJobs } from '../jobs/queue.ts';
import { checkHost, type Resolver } from './webhook-address.ts';
import { newSigningSecret, WEBHOOK_RESOURCE } from './webhook-secrets.ts';

/**
 * A partner's webhook endpoints and the events queued for them (docs/decisions/242, 243). Everything is
 * scoped by the caller's legal entity: another entity's endpoint is 404.
 */

export const WEBHOOK_JOB = 'partner.webhook';
export { SIGNING_SECRET_PREFIX } from './webhook-secrets.ts';

export interface WebhookSettings {
  /** Tests only: `http://127.0.0.1` / `http://localhost` receivers are allowed besides https. */
  allowLocalHttp?: boolean;
  /**
   * Tests and development only (docs/decisions/271; `WEBHOOKS_ALLOW_PRIVATE_NETWORK`, never in production):
   * receivers whose host is in a private network are not refused, and hosts are not resolved for the check.
   */
  allowPrivateNetwork?: boolean;
  /** How a host name becomes addresses (the system's resolver unless a test gives one). */
  resolve?: Resolver;
}

/**
 * Where the URL's host points (docs/decisions/271): null when a receiver may be called there, otherwise why
 * not (`private`, or `unresolved` when the name has no address). Always null under `allowPrivateNetwork`.
 */
export async function webhookAddressProblem(url: string, settings: WebhookSettings): Promise<'private' | 'unresolved' | null> {
  if (settings.allowPrivateNetwork === true) return null;
  const verdict = await checkHost(new URL(url).hostname, settings.resolve);
  return verdict === 'public' ? null : verdict;
}

/**
 * At registration a host in a private network is refused (422 on `url`). A name that does not resolve yet is
 * taken (the partner may be setting it up): every delivery checks again and fails while it does not resolve.
 */
export async function checkWebhookAddress(url: string, settings: WebhookSettings): Promise<void> {
  if ((await webhookAddressProblem(url, settings)) === 'private') throw new ValidationError({ url: ['partner.api.webhook.private'] });
}

/** https only; plain http to this machine when the setting allows it (tests). */
export function checkWebhookUrl(url: string, settings: WebhookSettings): void {
  const parsed = new URL(url);
  const local = parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost';
  const allowed = parsed.protocol === 'https:' || (settings.allowLocalHttp === true && parsed.protocol === 'http:' && local);
  if (!allowed || parsed.username || parsed.password) throw new ValidationError({ url: ['partner.api.webhook.https'] });
}

interface EndpointRow {
  id: number;
  url: string;
  events: string[];
  is_active: boolean;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const toEndpoint = (row: EndpointRow): TWebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events.filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event)),
  is_active: row.is_active,
  created_at: iso(row.created_at),
});

export async function listEndpoints(db: Db, entityId: number): Promise<TWebhookEndpoint[]> {
  const rows = await selectRows<EndpointRow>(
    db,
    sql`select id, url, events, is_active, created_at from partner_webhook_endpoints
        where legal_entity_id = ${entityId} and deleted_at is null order by id`,
  );
  return rows.map(toEndpoint);
}

/** A new endpoint and its signing secret, shown this once. */
export async function createEndpoint(
  db: Db,
  entityId: number,
  actor: SessionUser,
  input: z.output<typeof ZWebhookEndpointRequest>,
  settings: WebhookSettings,
): Promise<TWebhookEndpoint & { signing_secret: string }> {
  checkWebhookUrl(input.url, settings);
  await checkWebhookAddress(input.url, settings);
  const events = input.events ? [...new Set(input.events)] : [...WEBHOOK_EVENTS];
  const secret = newSigningSecret();
  return db.transaction(async (tx) => {
    // One entity's endpoints are counted under a lock on the entity, so parallel creates cannot pass the limit.
    await tx.execute(sql`select id from legal_entities where id = ${entityId} for update`);
    const [{ total }] = await selectRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from partner_webhook_endpoints where legal_entity_id = ${entityId} and deleted_at is null`,
    );
    if (total >= MAX_WEBHOOK_ENDPOINTS) throw new ConflictError('partner.api.webhook.too_many');
    const [row] = await selectRows<EndpointRow>(
      tx,
      sql`insert into partner_webhook_endpoints (legal_entity_id, url, signing_secret, events)
          values (${entityId}, ${input.url}, ${secret}, ${`{${events.join(',')}}`}::text[])
          returning id, url, events, is_active, created_at`,
    );
    await logStaffAction(tx, actor, { action: 'create', resource: WEBHOOK_RESOURCE, recordId: row.id, changes: { url: null, events: null } });
    return { ...toEndpoint(row), signing_secret: secret };
  });
}

export async function removeEndpoint(db: Db, entityId: number, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await selectRows<{ id: number }>(
      tx,
      sql`update partner_webhook_endpoints set deleted_at = now(), is_active = false, updated_at = now()
          where id = ${id} and legal_entity_id = ${entityId} and deleted_at is null returning id`,
    );
    if (!rows.length) throw new NotFoundError();
    await logStaffAction(tx, actor, { action: 'delete', resource: WEBHOOK_RESOURCE, recordId: id });
  });
}

interface DeliveryRow {
  id: number;
  endpoint_id: number;
  event: WebhookEvent;
  appointment_id: number | null;
  status: TWebhookDelivery['status'];
  attempts: number;
  response_code: number | null;
  next_attempt_at: Date | string | null;
  last_attempt_at: Date | string | null;
  delivered_at: Date | string | null;
  created_at: Date | string;
}

/** The entity's latest deliveries, newest first (one endpoint's when named). */
export async function listDeliveries(
  db: Db,
  entityId: number,
  { endpointId, limit = 50 }: { endpointId?: number; limit?: number } = {},
): Promise<TWebhookDelivery[]> {
  const rows = await selectRows<DeliveryRow>(
    db,
    sql`select d.id, d.endpoint_id, d.event, d.appointment_id, d.status, d.attempts, d.response_code, d.next_attempt_at,
          d.last_attempt_at, d.delivered_at, d.created_at
        from partner_webhook_deliveries d join partner_webhook_endpoints e on e.id = d.endpoint_id
        where e.legal_entity_id = ${entityId} ${endpointId ? sql`and d.endpoint_id = ${endpointId}` : sql``}
        order by d.id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    ...row,
    next_attempt_at: isoOrNull(row.next_attempt_at),
    last_attempt_at: isoOrNull(row.last_attempt_at),
    delivered_at: isoOrNull(row.delivered_at),
    created_at: iso(row.created_at),
  }));
}

/** What a delivery says of an appointment: ids, status and times; the partner reads the rest with its token. */
interface AppointmentFacts {
  id: number;
  legal_entity_id: number | null;
  status: string;
  payment_status: string | null;
  doctor_id: number;
  institution_id: number | null;
  service_id: number | null;
  format: string;
  cost: number;
  start_at: Date | string;
  end_at: Date | string;
}

/**
 * Queues one event of an appointment for every active endpoint of its clinic's legal entity that listens to
 * it, in the caller's transaction: a delivery exists exactly when the change does.
 */
export async function queueAppointmentEvent(tx: Db, appointmentId: number, event: WebhookEvent, now = new Date()): Promise<void> {
  const [facts] = await selectRows<AppointmentFacts>(
    tx,
    sql`select a.id, mi.legal_entity_id, a.status, a.payment_status, a.doctor_id, a.institution_id, a.service_id, a.format, a.cost, a.start_at, a.end_at
        from appointments a left join medical_institutions mi on mi.id = a.institution_id where a.id = ${appointmentId}`,
  );
  if (!facts?.legal_entity_id) return;
  const endpoints = await selectRows<{ id: number }>(
    tx,
    sql`select id from partner_webhook_endpoints
        where legal_entity_id = ${facts.legal_entity_id} and deleted_at is null and is_active and ${event} = any(events)`,
  );
  if (!endpoints.length) return;
  const { legal_entity_id: _entity, ...appointment } = facts;
  for (const endpoint of endpoints) {
    const [delivery] = await selectRows<{ id: number }>(
      tx,
      sql`insert into partner_webhook_deliveries (endpoint_id, event, appointment_id, body, next_attempt_at, created_at)
          values (${endpoint.id}, ${event}, ${appointmentId}, '', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz) returning id`,
    );
    const body = JSON.stringify({
      id: delivery.id,
      event,
      created_at: now.toISOString(),
      data: { appointment: { ...appointment, start_at: iso(appointment.start_at), end_at: iso(appointment.end_at) } },
    });
    await tx.execute(sql`update partner_webhook_deliveries set body = ${body} where id = ${delivery.id}`);
    await scheduleJobs(tx, [{ kind: WEBHOOK_JOB, runAt: now, dedupeKey: `webhook:${delivery.id}:1`, payload: { delivery_id: delivery.id } }]);
  }
}
