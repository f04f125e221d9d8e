import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { TEST_SANDBOX_SECRET } from '../../features/payments/testing.ts';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';

export interface PaymentsApiContext {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every following request runs as this user (null: anonymous). */
  actAs(user: { id: number; user_type: SessionUser['user_type'] } | null): void;
  close(): Promise<void>;
}

/** The real server over a fresh database with the sandbox signing with a known secret (or LiqPay with `env`). */
export async function createPaymentsApiContext(env: Record<string, string> = {}): Promise<PaymentsApiContext> {
  const database = await createTestDatabase();
  const config = readConfig({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET, ...env });
  const app = await buildServer({ config, services: createServices(database, { payments: { settings: config } }) });
  let user: SessionUser | null = null;
  app.addHook('onRequest', async (request) => {
    if (user) request.sessionUser = user;
  });
  await app.ready();
  return {
    app,
    database,
    actAs(next) {
      user = next && { ...next, is_administrator: false, permissions: [], roles: [] };
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** A provider callback as LiqPay posts it: an HTML form body. */
export function formBody(fields: Record<string, string>) {
  return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}
