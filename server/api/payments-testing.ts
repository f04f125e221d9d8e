import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { TEST_SANDBOX_SECRET } from '../../tests/support/factories/payments.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { createApiTestContext } from './testing.ts';

export interface PaymentsApiContext {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every following request runs as this user (null: anonymous). */
  actAs(user: { id: number; user_type: SessionUser['user_type'] } | null): void;
  close(): Promise<void>;
}

/** The real server over a fresh database with the sandbox signing with a known secret (or LiqPay with `env`). */
export async function createPaymentsApiContext(env: Record<string, string> = {}): Promise<PaymentsApiContext> {
  const context = await createApiTestContext({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET, ...env });
  return {
    app: context.app,
    database: context.database,
    actAs: (next) => context.actAs(next && { ...next, is_administrator: false, permissions: [], roles: [] }),
    close: () => context.close(),
  };
}

/** A provider callback as LiqPay posts it: an HTML form body. */
export function formBody(fields: Record<string, string>) {
  return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}
