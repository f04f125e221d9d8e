import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZAppointmentReportQuery } from '../../contracts/appointment-report.ts';
import { appointmentReport } from '../../features/partners/reports/appointment-report.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import { seedDemoData } from '../index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { seed: 7, scale: 0.02, today: new Date('2030-01-15T00:00:00Z') });
}, 180_000);
afterAll(async () => database?.dispose());

it('shows the demo partner approved and rejected visits of the last month in the report, with reasons', async () => {
  const [entity] = await database.rows<{ id: number }>(
    sql`select r.legal_entity_id as id from representatives r join users u on u.id = r.user_id where lower(u.email) = ${DEMO_ACCOUNTS.partner.email}`,
  );
  const query = ZAppointmentReportQuery.parse({ from: '2029-12-16', to: '2030-01-14' });
  const report = await appointmentReport(database.db, query, { legalEntityId: entity.id }, 'ua');
  expect(report.totals.approved).toBeGreaterThan(3);
  expect(report.totals.rejected).toBeGreaterThan(0);
  expect(report.reasons.some((reason) => reason.reason !== null)).toBe(true);
  expect(report.data.some((row) => row.format === 'online')).toBe(true);
  const everyone = await appointmentReport(database.db, query, {}, 'ua');
  expect(everyone.totals.approved + everyone.totals.rejected).toBeGreaterThanOrEqual(report.totals.approved + report.totals.rejected);
});
