import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { appointments, legal_entities, medical_institutions, partner_webhook_deliveries, partner_webhook_endpoints } from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
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

const endpointColumns = {
  id: partner_webhook_endpoints.id,
  url: partner_webhook_endpoints.url,
  events: partner_webhook_endpoints.events,
  is_active: partner_webhook_endpoints.is_active,
  created_at: partner_webhook_endpoints.created_at,
};

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value === null ? null : iso(value));
const toEndpoint = (row: RowOf<typeof endpointColumns>): TWebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events.filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event)),
  is_active: row.is_active,
  created_at: iso(row.created_at),
});

export async function listEndpoints(db: Db, entityId: number): Promise<TWebhookEndpoint[]> {
  const rows = await db
    .select(endpointColumns)
    .from(partner_webhook_endpoints)
    .where(and(eq(partner_webhook_endpoints.legal_entity_id, entityId), isNull(partner_webhook_endpoints.deleted_at)))
    .orderBy(partner_webhook_endpoints.id);
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
    await tx.select({ id: legal_entities.id }).from(legal_entities).where(eq(legal_entities.id, entityId)).for('update');
    const [{ total }] = await tx
      .select({ total: count() })
      .from(partner_webhook_endpoints)
      .where(and(eq(partner_webhook_endpoints.legal_entity_id, entityId), isNull(partner_webhook_endpoints.deleted_at)));
    if (total >= MAX_WEBHOOK_ENDPOINTS) throw new ConflictError('partner.api.webhook.too_many');
    const [row] = await tx
      .insert(partner_webhook_endpoints)
      .values({ legal_entity_id: entityId, url: input.url, signing_secret: secret, events })
      .returning(endpointColumns);
    await logStaffAction(tx, actor, { action: 'create', resource: WEBHOOK_RESOURCE, recordId: row.id, changes: { url: null, events: null } });
    return { ...toEndpoint(row), signing_secret: secret };
  });
}

export async function removeEndpoint(db: Db, entityId: number, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(partner_webhook_endpoints)
      .set({ deleted_at: sql`now()`, is_active: false, updated_at: sql`now()` })
      .where(and(eq(partner_webhook_endpoints.id, id), eq(partner_webhook_endpoints.legal_entity_id, entityId), isNull(partner_webhook_endpoints.deleted_at)))
      .returning({ id: partner_webhook_endpoints.id });
    if (!rows.length) throw new NotFoundError();
    await logStaffAction(tx, actor, { action: 'delete', resource: WEBHOOK_RESOURCE, recordId: id });
  });
}

/** The entity's latest deliveries, newest first (one endpoint's when named). */
export async function listDeliveries(
  db: Db,
  entityId: number,
  { endpointId, limit = 50 }: { endpointId?: number; limit?: number } = {},
): Promise<TWebhookDelivery[]> {
  const d = partner_webhook_deliveries;
  const rows = await db
    .select({
      id: d.id,
      endpoint_id: d.endpoint_id,
      event: d.event,
      appointment_id: d.appointment_id,
      status: d.status,
      attempts: d.attempts,
      response_code: d.response_code,
      next_attempt_at: d.next_attempt_at,
      last_attempt_at: d.last_attempt_at,
      delivered_at: d.delivered_at,
      created_at: d.created_at,
    })
    .from(d)
    .innerJoin(partner_webhook_endpoints, eq(partner_webhook_endpoints.id, d.endpoint_id))
    .where(and(eq(partner_webhook_endpoints.legal_entity_id, entityId), endpointId ? eq(d.endpoint_id, endpointId) : undefined))
    .orderBy(desc(d.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    // Queued only from WEBHOOK_EVENTS (queueAppointmentEvent).
    event: row.event as WebhookEvent,
    next_attempt_at: isoOrNull(row.next_attempt_at),
    last_attempt_at: isoOrNull(row.last_attempt_at),
    delivered_at: isoOrNull(row.delivered_at),
    created_at: iso(row.created_at),
  }));
}

/**
 * Queues one event of an appointment for every active endpoint of its clinic's legal entity that listens to
 * it, in the caller's transaction: a delivery exists exactly when the change does.
 */
export async function queueAppointmentEvent(tx: Db, appointmentId: number, event: WebhookEvent, now = new Date()): Promise<void> {
  // What a delivery says of an appointment: ids, status and times; the partner reads the rest with its token.
  const [facts] = await tx
    .select({
      id: appointments.id,
      legal_entity_id: medical_institutions.legal_entity_id,
      status: appointments.status,
      payment_status: appointments.payment_status,
      doctor_id: appointments.doctor_id,
      institution_id: appointments.institution_id,
      service_id: appointments.service_id,
      format: appointments.format,
      cost: appointments.cost,
      start_at: appointments.start_at,
      end_at: appointments.end_at,
    })
    .from(appointments)
    .leftJoin(medical_institutions, eq(medical_institutions.id, appointments.institution_id))
    .where(eq(appointments.id, appointmentId));
  if (!facts?.legal_entity_id) return;
  const endpoints = await tx
    .select({ id: partner_webhook_endpoints.id })
    .from(partner_webhook_endpoints)
    .where(
      and(
        eq(partner_webhook_endpoints.legal_entity_id, facts.legal_entity_id),
        isNull(partner_webhook_endpoints.deleted_at),
        eq(partner_webhook_endpoints.is_active, true),
        sql`${event} = any(${partner_webhook_endpoints.events})`,
      ),
    );
  if (!endpoints.length) return;
  const { legal_entity_id: _entity, ...appointment } = facts;
  for (const endpoint of endpoints) {
    const [delivery] = await tx
      .insert(partner_webhook_deliveries)
      .values({ endpoint_id: endpoint.id, event, appointment_id: appointmentId, body: '', next_attempt_at: now, created_at: now })
      .returning({ id: partner_webhook_deliveries.id });
    const body = JSON.stringify({
      id: delivery.id,
      event,
      created_at: now.toISOString(),
      data: { appointment: { ...appointment, start_at: iso(appointment.start_at), end_at: iso(appointment.end_at) } },
    });
    await tx.update(partner_webhook_deliveries).set({ body }).where(eq(partner_webhook_deliveries.id, delivery.id));
    await scheduleJobs(tx, [{ kind: WEBHOOK_JOB, runAt: now, dedupeKey: `webhook:${delivery.id}:1`, payload: { delivery_id: delivery.id } }]);
  }
}
