import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../data/demo-accounts.ts';
import { rows, type SeedContext } from './context.ts';

/** Where the demo's webhook points: the reserved `.example` name never resolves, so nothing leaves the machine. */
export const DEMO_WEBHOOK_URL = 'https://clinic.example/hooks/vizyt';

/**
 * The demo partner's integration (docs/decisions/240-244): one webhook endpoint, with two recent deliveries of
 * its clinics' appointments (one taken, one refused and given up), so the cabinet's integration page shows
 * what a connected clinic sees. Its API credentials are made at start, when the secret can be shown once.
 */
export async function seedDemoPartnerApi(context: SeedContext): Promise<void> {
  const [partner] = await rows<{ legal_entity_id: number }>(
    context,
    sql`select r.legal_entity_id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${DEMO_ACCOUNTS.partner.email} limit 1`,
  );
  if (!partner) return;
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const [endpoint] = await rows<{ id: number }>(
    context,
    sql`insert into partner_webhook_endpoints (legal_entity_id, url, signing_secret, events)
        values (${partner.legal_entity_id}, ${DEMO_WEBHOOK_URL}, ${secret}, '{appointment.created,appointment.changed,appointment.cancelled,appointment.paid}'::text[])
        returning id`,
  );
  const visits = await rows<{ id: number; status: string; start_at: string; booked_at: string }>(
    context,
    sql`select a.id, a.status, a.start_at::text, a.booked_at::text from appointments a join medical_institutions mi on mi.id = a.institution_id
        where mi.legal_entity_id = ${partner.legal_entity_id} and a.booked_at is not null order by a.booked_at desc, a.id desc limit 2`,
  );
  const day = 24 * 3600_000;
  for (const [index, visit] of visits.entries()) {
    const taken = index === 0;
    const at = new Date(context.today.getTime() - (index + 1) * day);
    const body = JSON.stringify({ event: 'appointment.created', created_at: at.toISOString(), data: { appointment: { id: visit.id, status: visit.status } } });
    await context.db.execute(sql`
      insert into partner_webhook_deliveries (endpoint_id, event, appointment_id, body, status, attempts, response_code, last_error, last_attempt_at, delivered_at, created_at)
      values (${endpoint.id}, 'appointment.created', ${visit.id}, ${body}, ${taken ? 'delivered' : 'failed'}, ${taken ? 1 : 12}, ${taken ? 200 : 503},
        ${taken ? null : 'status 503'}, ${new Date(at.getTime() + (taken ? 1000 : day - 60_000)).toISOString()}::timestamptz,
        ${taken ? new Date(at.getTime() + 1000).toISOString() : null}::timestamptz, ${at.toISOString()}::timestamptz)`);
  }
}
