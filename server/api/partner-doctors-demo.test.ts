import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { WAITLIST_REPORT_DAYS } from '../../contracts/waitlist-report.ts';
import { addDays } from '../../contracts/zoned-time.ts';
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import { clinicToday } from '../../features/schedule/slot-loader.ts';
import { seedDemoData } from '../../seed/index.ts';
import { sessionUser } from '../../tests/support/factories/accounts.ts';
import { useApiTestContext } from './testing.ts';

/**
 * The demo partner's doctors in its cabinet (docs/decisions/234): every one opens and saves unchanged, so a
 * tester signed in as the demo partner can edit any of them end to end.
 */
const api = useApiTestContext();

async function send(method: 'GET' | 'PUT', url: string, payload?: unknown) {
  const response = await api.context.app.inject({ method, url: `/api/v1/${url}`, payload: payload as never });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

describe("the demo partner's doctors", () => {
  beforeAll(async () => {
    await seedDemoData(api.context.database, { scale: 0.02 });
    const [partner] = await api.context.database.rows<{ id: number }>(
      sql`select id from users where lower(email) = ${DEMO_ACCOUNTS.partner.email} and user_type = 'partner'`,
    );
    api.context.actAs(sessionUser(partner.id, 'partner'));
  }, 120_000);

  test('are listed, and each opens and saves unchanged', async () => {
    const { doctors } = (await send('GET', 'partners/appointments/filters')).body.data as { doctors: { id: number }[] };
    expect(doctors.length).toBeGreaterThan(0);
    for (const { id } of doctors) {
      const read = await send('GET', `partners/doctors/${id}`);
      expect(read.status).toBe(200);
      const { id: _id, cabinet: _cabinet, ...values } = read.body.data;
      const saved = await send('PUT', `partners/doctors/${id}`, values);
      expect(saved.status, `doctor ${id}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body.data.version).toBeGreaterThan(values.version);
    }
    const services = await send('GET', `partners/doctors/${doctors[0].id}/services`);
    expect(services.status).toBe(200);
  }, 60_000);

  test('the waitlist tab of its report shows the demo patient waiting for one of its doctors (docs/decisions/305)', async () => {
    const today = clinicToday(Date.now());
    const report = await send('GET', `partners/reports/waitlist?from=${today}&to=${addDays(today, WAITLIST_REPORT_DAYS - 1)}`);
    expect(report.status).toBe(200);
    expect(report.body.totals.waiting).toBeGreaterThan(0);
    expect(report.body.days.some((day: { waiting: number }) => day.waiting > 0)).toBe(true);
  });
});
