import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import { seedDemoData } from '../index.ts';
import { DEMO_INVITED_DOCTOR_EMAIL } from './demo-partner-extras.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { seed: 7, scale: 0.02, today: new Date('2030-01-15T09:00:00Z') });
}, 180_000);
afterAll(async () => database?.dispose());

it('shows the demo partner an invited doctor to resend to, a rotated webhook secret and its writes in the action log', async () => {
  const [partner] = await database.rows<{ id: number; legal_entity_id: number }>(
    sql`select u.id, r.legal_entity_id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${DEMO_ACCOUNTS.partner.email}`,
  );
  const services = createServices(database);
  const user = { id: partner.id, user_type: 'partner' as const, is_administrator: false, permissions: [], roles: [] };
  const list = await services.partnerDoctors.list(user, 'ua');
  expect(list.length).toBeGreaterThan(1);
  expect(list.every((doctor) => doctor.name.length > 0)).toBe(true);
  const invited = list.filter((doctor) => doctor.cabinet === 'invited');
  expect(invited.length).toBeGreaterThan(0);
  const [doctor] = await database.rows<{ id: number }>(sql`select id from doctors where email = ${DEMO_INVITED_DOCTOR_EMAIL}`);
  expect(invited.map((row) => row.id)).toContain(doctor.id);
  await services.partnerDoctors.resendInvitation(user, doctor.id, 'ua');

  const [endpoint] = await database.rows<{ rotating: boolean }>(
    sql`select previous_signing_secret is not null and previous_secret_expires_at > '2030-01-15T09:00:00Z' as rotating from partner_webhook_endpoints where legal_entity_id = ${partner.legal_entity_id}`,
  );
  expect(endpoint.rotating).toBe(true);
  const lines = await database.rows<{ action: string; via: string }>(
    sql`select action, changes->>'via' as via from action_log where legal_entity_id = ${partner.legal_entity_id} order by created_at`,
  );
  expect(lines.map((line) => line.via)).toEqual(expect.arrayContaining(['cabinet', 'api']));
  expect(lines.map((line) => line.action)).toEqual(expect.arrayContaining(['approve', 'rotate-secret', 'cabinet.invitation']));
});
