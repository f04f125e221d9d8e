import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { appointments } from '../../db/schema/index.ts';
import { createAppointment, createDoctor, createPatient } from '../../tests/support/factories.ts';
import { createSandboxProvider } from './providers.ts';

/** The sandbox secret tests configure, so they can sign callbacks the way the provider would. */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret';
const testSandbox = createSandboxProvider(TEST_SANDBOX_SECRET);

let slot = 0;

/** A booked appointment of a new patient with a new doctor, 650 UAH, not paid, 12 May 2031 at 10:00 in Kyiv. */
export async function createPayableAppointment(database: Database, overrides: Partial<typeof appointments.$inferInsert> = {}) {
  const patient = await createPatient(database.db);
  const doctor = await createDoctor(database.db);
  slot += 1;
  const start_at = new Date(Date.UTC(2031, 4, 12, 7, 0));
  const appointment = await createAppointment(database.db, { doctor, start_at, patient_id: patient.id, cost: 65_000, application_number: `VZ-T-${slot}-${patient.id}`, ...overrides });
  return { patient, doctor, appointment };
}

/** The callback LiqPay would send for an order, signed with the test sandbox secret. */
export function signedCallback(fields: Record<string, unknown>) {
  return testSandbox.signCallback({ version: 3, public_key: 'sandbox', action: 'pay', payment_id: 123456, currency: 'UAH', ...fields });
}

export async function appointmentPayment(database: Database, appointmentId: number) {
  const [row] = await database.rows<{ payment_status: string }>(sql`select payment_status from appointments where id = ${appointmentId}`);
  const events = await database.rows<{ action: string; actor_kind: string }>(
    sql`select action, actor_kind from appointment_events where appointment_id = ${appointmentId} order by id`,
  );
  const attempts = await database.rows<{ status: string; order_id: string }>(sql`select status, order_id from payments where appointment_id = ${appointmentId} order by id`);
  return { payment_status: row.payment_status, events, attempts };
}
