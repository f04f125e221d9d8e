import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../features/accounts/permissions.ts';
import { createServices, type Services } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';

const person = (id: number, user_type: SessionUser['user_type'], extra: Partial<SessionUser> = {}): SessionUser => ({
  id,
  user_type,
  is_administrator: false,
  permissions: [],
  roles: [],
  ...extra,
});

/** One session user per role of SPEC §6, for permission tests of the generic API. */
export const roles = {
  patient: person(9001, 'patient'),
  partner: person(9002, 'partner'),
  doctor: person(9003, 'doctor'),
  staffWithout: person(9004, 'user'),
  staffWith: (permissions: string[]) => person(9005, 'user', { roles: [{ name: 'editor', permissions: permissions.map((name) => ({ name })) }] }),
  administrator: person(9006, 'user', { is_administrator: true }),
};

export interface ApiTestContext {
  app: FastifyInstance;
  database: TestDatabase;
  services: Services;
  /** Every following request runs as this user (null: anonymous). */
  actAs(user: SessionUser | null): void;
  close(): Promise<void>;
}

/**
 * The real server over a fresh test database, API only, configured by `env` as by the environment. Requests carry the user given to `actAs`,
 * set by an onRequest hook after the session plugin's own, so tests need no sign-in round trips.
 */
export async function createApiTestContext(env: Record<string, string> = {}): Promise<ApiTestContext> {
  const database = await createTestDatabase();
  // Settings as the environment would give them (payment keys, sandbox secret, hold times).
  // The tests stand where a proxy on this machine would, naming the client in X-Forwarded-For (docs/decisions/171).
  const config = readConfig({ TRUST_PROXY: '127.0.0.1', ...env });
  const services = createServices(database, { payments: { settings: config } });
  const app = await buildServer({ config, services });
  let user: SessionUser | null = null;
  app.addHook('onRequest', async (request) => {
    if (user) request.sessionUser = user;
  });
  await app.ready();
  return {
    app,
    database,
    services,
    actAs(next) {
      user = next;
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * The suite's server: made before its tests, closed after them. Read `.context` inside tests and hooks
 * (it is there from the first `beforeAll` on).
 */
export function useApiTestContext(env: Record<string, string> = {}): { readonly context: ApiTestContext } {
  let context: ApiTestContext | undefined;
  beforeAll(async () => {
    context = await createApiTestContext(env);
  });
  afterAll(async () => context?.close());
  return {
    get context() {
      if (!context) throw new Error('the test server is made in beforeAll: read it inside a test or a hook');
      return context;
    },
  };
}
