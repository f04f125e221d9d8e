import type { FastifyInstance } from 'fastify';
import { createAccountsService } from '../../features/accounts/accounts.ts';
import { createSelfService } from '../../features/accounts/self-service.ts';
import { createMessenger } from '../../features/messaging/messenger.ts';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';

export interface ClockedAccountsApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Moves the clock of accounts, messages and self-service forward. */
  advance(seconds: number): void;
  close(): Promise<void>;
}

/** The API over a fresh database whose accounts, messenger and self-service run on a test clock (limits, codes). */
export async function createClockedAccountsApp(start = new Date('2026-03-01T10:00:00Z')): Promise<ClockedAccountsApp> {
  let clock = start;
  const now = () => clock;
  const database = await createTestDatabase();
  const accounts = createAccountsService(database, { now });
  const messenger = createMessenger(database, { now });
  const services = { ...createServices(database), accounts, messenger, selfService: createSelfService(database, accounts, messenger, { now }) };
  const app = await buildServer({ config: readConfig({}), services });
  return {
    app,
    database,
    advance(seconds) {
      clock = new Date(clock.getTime() + seconds * 1000);
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
