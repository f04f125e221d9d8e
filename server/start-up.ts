import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { openDatabase, type Database } from '../db/client.ts';
import { databaseOptions } from '../db/location.ts';
import { migrate } from '../db/migrate.ts';
import { startPgliteVacuum } from '../db/pglite-vacuum.ts';
import { createDeliveryWorker } from '../features/messaging/delivery.ts';
import { createBookingBackground } from '../features/booking/background.ts';
import { articlePublishingJobs } from '../features/content/article-publishing.ts';
import { startAccountsHousekeeping } from '../features/accounts/housekeeping.ts';
import { startDemoRoomKeeper } from '../features/video/demo-room.ts';
import { REMINDER_OFFSETS_MINUTES } from '../contracts/booking.ts';
import { createTransports } from '../features/messaging/transports/index.ts';
import { createServices, type Services } from '../features/services.ts';
import { buildServer, type ServerOptions } from './app.ts';
import type { Config } from './config.ts';
import { prepareData, type AdministratorSignIn } from './prepare-data.ts';
import { serveClientBuild } from './static-assets.ts';

export interface StartOptions {
  config: Config;
  /** The React Router server build: the imported production build, or Vite's fresh one in development. */
  getBuild?: () => Promise<ServerBuild>;
  /** The client build folder to serve (`build/client`); development serves assets through Vite instead. */
  clientDir?: string;
  /** An already opened database (tests); otherwise opened from `config`. */
  database?: Database;
  /** Close the database with the server: true when the server opened it. */
  ownsDatabase?: boolean;
  /** Size of the demo data set (1 = the full demo; browser tests use a small one). */
  seedScale?: number;
  logger?: ServerOptions['logger'];
  /** Runs before the server listens: development mounts Vite, tests add probes. */
  configure?: (app: FastifyInstance) => Promise<void> | void;
  /** Where the human-readable start-up lines go. */
  say?: (line: string) => void;
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  services: Services;
  /** `http://localhost:3000`, or the address it actually bound when `config.port` is 0. */
  url: string;
  administrator: AdministratorSignIn;
  migrationsApplied: string[];
  /** Stops accepting, finishes requests in flight, then closes the database (when it owns it). */
  close(): Promise<void>;
}

/** Everything `npm start` does after the build: database, migrations, demo data, administrator, HTTP. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const say = options.say ?? ((line: string) => console.log(line));
  // Until the server's logger exists, a lost connection is reported on stderr; then through the logger.
  let reportLostConnection = (error: Error) => console.error(`Database connection lost (${(error as { code?: string }).code ?? error.name})`);
  const database = options.database ?? (await openDatabase({ ...databaseOptions(config), onConnectionError: (error) => reportLostConnection(error) }));
  const ownsDatabase = options.ownsDatabase ?? !options.database;
  try {
    const migrationsApplied = await migrate(database);
    if (migrationsApplied.length) say(`Migrations applied: ${migrationsApplied.join(', ')}`);
    const administrator = await prepareData(database, config, { scale: options.seedScale, say });

    const transports = createTransports(config);
    const siteOrigin = config.publicOrigin ?? `http://localhost:${config.port}`;
    const services = createServices(database, {
      payments: { settings: config },
      booking: {
        settings: { holdSeconds: config.holdSeconds, cancelCutoffMinutes: config.cancelCutoffMinutes, reminderOffsetsMinutes: REMINDER_OFFSETS_MINUTES },
        siteOrigin,
        waitlistOfferSeconds: config.waitlistOfferSeconds,
      },
      referralRewards: config.referralRewards,
      partnerApi: { allowPrivateNetwork: config.webhooksAllowPrivateNetwork },
    });
    const app = await buildServer({ config, services, getBuild: options.getBuild, logger: options.logger });
    reportLostConnection = (error) => app.log.warn({ code: (error as { code?: string }).code, type: error.name }, 'database connection lost');
    // Pages, files and messages take their links from the request (docs/decisions/304); work no request caused has none.
    if (config.production && !config.publicOrigin)
      app.log.warn(`PUBLIC_ORIGIN is not set: links in messages follow the request that caused them, else lead to ${siteOrigin}`);
    if (options.clientDir) await serveClientBuild(app, options.clientDir);
    await options.configure?.(app);
    await app.listen({ port: config.port, host: config.host });
    const delivery = createDeliveryWorker(database, transports, { log: app.log });
    services.messenger.onQueued(delivery.kick);
    delivery.start();
    const background = createBookingBackground(database, services.booking, {
      messenger: services.messenger,
      siteOrigin,
      log: app.log,
      jobs: { ...services.payments.jobs, ...services.partnerApi.jobs, ...articlePublishingJobs(), ...services.waitlist.jobs },
      sweeps: [() => services.referrals.settle(), () => services.waitlist.sweep()],
    });
    background.start();
    services.booking.onJobsQueued(background.worker.kick);
    const housekeeping = startAccountsHousekeeping(services.accounts, {
      onError: (error) => app.log.warn({ type: error instanceof Error ? error.name : 'error' }, 'accounts housekeeping failed'),
    });
    // PGlite has no autovacuum: lists' counts would read whole tables (docs/decisions/213).
    const vacuum = startPgliteVacuum(database, {
      onError: (error) => app.log.warn({ type: error instanceof Error ? error.name : 'error' }, 'pglite vacuum failed'),
    });
    // The demo's always-open video room (docs/decisions/222); it does nothing on a database of real data.
    const demoRoom = config.seedDemo
      ? startDemoRoomKeeper(database, { onError: (error) => app.log.warn({ type: error instanceof Error ? error.name : 'error' }, 'demo room failed') })
      : undefined;
    await demoRoom?.settled();

    let closing: Promise<void> | undefined;
    return {
      app,
      database,
      services,
      url: publicUrl(app, config),
      administrator,
      migrationsApplied,
      close() {
        closing ??= (async () => {
          await app.close();
          // After the last request, so a message queued by it is still attempted; before the database closes.
          await background.stop();
          await housekeeping.stop();
          await vacuum.stop();
          await demoRoom?.stop();
          // Sign-in codes still being queued go out before the delivery worker stops.
          await services.accounts.settled();
          await delivery.stop();
          if (ownsDatabase) await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }
}

function publicUrl(app: FastifyInstance, config: Config): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return `http://localhost:${port}`;
}
