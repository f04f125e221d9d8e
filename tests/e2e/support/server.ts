import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { readConfig } from '../../../server/config.ts';
import { startServer, type RunningServer } from '../../../server/start-up.ts';
import prepareTemplate from '../../support/global-setup.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-db.ts';
import { e2eLogger } from './server-log.ts';

export interface E2EServer {
  url: string;
  administrator: { email: string; password: string };
  /** The demo patient, partner and cabinet doctor (docs/decisions/037) share this password in the run. */
  demo: { password: string; patient: string; partner: string; doctor: string };
  running: RunningServer;
  database: TestDatabase;
  /**
   * Serves `next` as if it had been deployed under the running pages (`undefined`: the real build again).
   * Every page of the run sees it: only for a test that runs alone.
   */
  deploy(next?: ServerBuild): void;
  close(): Promise<void>;
}

/** A transparent 1×1 PNG: every map tile of the run. */
const BLANK_TILE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The demo data set at this fraction of its size: enough for every screen, seeded in seconds. */
export const E2E_SEED_SCALE = 0.05;

/** Every booking hold of the run lasts this long (docs/decisions/145: the countdown test waits for it). */
export const E2E_HOLD_SECONDS = 40;

/** The run's alert feed secret: the local sender signs the alerts the alert test sends (docs/alerts-feed.md). */
export const E2E_ALERT_FEED_SECRET = 'e2e-alert-feed-secret-of-this-run-0123456789';

/**
 * The real production server in this process, on a free port, over a fresh database (a PGlite clone,
 * or a new database on TEST_DATABASE_URL), with the production build. Needs `npm run build` first
 * (the runner makes sure of it).
 */
export async function startE2EServer({ seed = true }: { seed?: boolean } = {}): Promise<E2EServer> {
  const build = await loadProductionBuild();
  let deployed = build;
  const administrator = { email: 'admin@vizyt.test', password: `e2e-${randomBytes(6).toString('hex')}-7` };
  const demo = {
    password: `demo-${randomBytes(6).toString('hex')}-7`,
    patient: 'patient@vizyt.local',
    partner: 'partner@vizyt.local',
    doctor: 'doctor@vizyt.local',
  };
  const config = e2eConfig({ administrator, demo, seed });
  await prepareTemplate();
  const database = await createTestDatabase();
  const running = await startServer({
    config,
    database,
    getBuild: async () => deployed,
    clientDir: resolve('build/client'),
    seedScale: E2E_SEED_SCALE,
    logger: e2eLogger(),
    say: () => undefined,
  });
  return {
    url: running.url,
    administrator,
    demo,
    running,
    database,
    deploy(next) {
      deployed = next ?? build;
    },
    async close() {
      await running.close();
      await database.dispose().catch(() => undefined);
    },
  };
}

/** The production build of the app (`npm run build`; the runner makes sure of it). */
export async function loadProductionBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(resolve('build/server/index.js')).href)) as ServerBuild;
}

/**
 * The settings of an app instance of the run: production mode, loopback, a free port, the run's administrator
 * and demo password; `env` adds or overrides variables (the TURN servers of a video test).
 */
export function e2eConfig({
  administrator,
  demo,
  seed = true,
  env = {},
}: {
  administrator: E2EServer['administrator'];
  demo: Pick<E2EServer['demo'], 'password'>;
  seed?: boolean;
  env?: NodeJS.ProcessEnv;
}) {
  return readConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: String(seed),
    ADMIN_EMAIL: administrator.email,
    ADMIN_PASSWORD: administrator.password,
    DEMO_PASSWORD: demo.password,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // The tests stand in for a proxy on loopback: shortcuts that play many different visitors say where
    // each comes from (`visitorAddress`), so per-address limits (docs/decisions/173) see different people.
    TRUST_PROXY: 'loopback',
    // Short enough for the booking countdown test to watch a hold run out, long enough to fill the form.
    HOLD_SECONDS: String(E2E_HOLD_SECONDS),
    // Map tiles come from another server, out of this machine's reach: every map draws a blank tile instead,
    // with no request (intercepting requests to answer them costs every page, docs/decisions/283).
    MAP_TILE_URL: BLANK_TILE,
    ALERT_FEED_SECRET: E2E_ALERT_FEED_SECRET,
    ...env,
  });
}
