import { resolve } from 'node:path';
import type { Database } from '../../../db/client.ts';
import { TEST_DATABASE_URL } from '../../support/test-db.ts';
import { startServer, type RunningServer } from '../../../server/start-up.ts';
import { e2eConfig, loadProductionBuild, type E2EServer } from './server.ts';
import { e2eLogger } from './server-log.ts';

/** One more app process's worth of server, beside the run's own. */
export interface AppInstance {
  url: string;
  running: RunningServer;
  /** True when it has a connection pool of its own (PostgreSQL); false when it shares the run's PGlite. */
  ownPool: boolean;
  close(): Promise<void>;
}

/**
 * Another instance of the app on the run server's database, as a second process behind a load balancer
 * would be (ARCHITECTURE §6): the production build on its own free port, the same administrator and demo
 * password, no seeding (the data is there), and `env` on top (`TURN_URLS`, `TURN_SECRET`, `TURN_RELAY_ONLY`
 * of a video test). On PostgreSQL (`TEST_DATABASE_URL`) it gets a connection pool of its own, so LISTEN /
 * NOTIFY and row locks work between the two exactly as between two machines; on PGlite, which lives in one
 * process, it shares the run's database object. Several may be started; each is closed on its own, and its
 * pool with the run's database.
 */
export async function startAppInstance(server: E2EServer, { env = {} }: { env?: NodeJS.ProcessEnv } = {}): Promise<AppInstance> {
  const build = await loadProductionBuild();
  const ownPool = Boolean(TEST_DATABASE_URL);
  const database: Database = ownPool ? await server.database.openInstance() : server.database;
  const running = await startServer({
    config: e2eConfig({ administrator: server.administrator, demo: server.demo, seed: false, env }),
    database,
    ownsDatabase: false,
    getBuild: async () => build,
    clientDir: resolve('build/client'),
    logger: e2eLogger(),
    say: () => undefined,
  });
  return { url: running.url, running, ownPool, close: () => running.close() };
}
