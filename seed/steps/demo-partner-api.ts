import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { appointments, medical_institutions, partner_webhook_deliveries, partner_webhook_endpoints } from '../../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { demoPartner } from './visits.ts';

/** Where the demo's webhook points: the reserved `.example` name never resolves, so nothing leaves the machine. */
export const DEMO_WEBHOOK_URL = 'https://clinic.example/hooks/vizyt';

/**
 * The demo partner's integration (docs/decisions/240-244): one webhook endpoint, with two recent deliveries of
 * its clinics' appointments (one taken, one refused and given up), so the cabinet's integration page shows
 * what a connected clinic sees. Its API credentials are made at start, when the secret can be shown once.
 */
export async function seedDemoPartnerApi(context: SeedContext): Promise<void> {
  const partner = await demoPartner(context);
  if (!partner) return;
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const [endpoint] = await context.db
    .insert(partner_webhook_endpoints)
    .values({
      legal_entity_id: partner.legal_entity_id,
      url: DEMO_WEBHOOK_URL,
      signing_secret: secret,
      events: ['appointment.created', 'appointment.changed', 'appointment.cancelled', 'appointment.paid'],
    })
    .returning({ id: partner_webhook_endpoints.id });
  const visits = await context.db
    .select({ id: appointments.id, status: appointments.status })
    .from(appointments)
    .innerJoin(medical_institutions, eq(medical_institutions.id, appointments.institution_id))
    .where(and(eq(medical_institutions.legal_entity_id, partner.legal_entity_id), isNotNull(appointments.booked_at)))
    .orderBy(desc(appointments.booked_at), desc(appointments.id))
    .limit(2);
  const day = 24 * 3600_000;
  for (const [index, visit] of visits.entries()) {
    const taken = index === 0;
    const at = new Date(context.today.getTime() - (index + 1) * day);
    const body = JSON.stringify({ event: 'appointment.created', created_at: at.toISOString(), data: { appointment: { id: visit.id, status: visit.status } } });
    await context.db.insert(partner_webhook_deliveries).values({
      endpoint_id: endpoint.id,
      event: 'appointment.created',
      appointment_id: visit.id,
      body,
      status: taken ? 'delivered' : 'failed',
      attempts: taken ? 1 : 12,
      response_code: taken ? 200 : 503,
      last_error: taken ? null : 'status 503',
      last_attempt_at: new Date(at.getTime() + (taken ? 1000 : day - 60_000)),
      delivered_at: taken ? new Date(at.getTime() + 1000) : null,
      created_at: at,
    });
  }
}
