import { openDatabase } from '../../db/client.ts';
import type { PrivatePostgres } from './private-postgres.ts';

/** A new, empty database `vizyt` on a private PostgreSQL: what the production-server tests serve from. */
export async function createServerDatabase(postgres: PrivatePostgres): Promise<void> {
  const admin = await openDatabase({ url: postgres.url(), poolSize: 1 });
  await admin.exec('create database vizyt');
  await admin.close();
}

/** The environment of a production server over `vizyt` on `port`, seeding nothing; two workers under a supervisor. */
export function serverEnv(postgres: PrivatePostgres, port: number, adminPassword: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: postgres.url('vizyt'),
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: '2',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: adminPassword,
    TEST_DATABASE_URL: '',
  };
}

/** {@link createServerDatabase}, then the {@link serverEnv} of a server over it: what the supervisor's tests start with. */
export async function supervisedServerEnv(postgres: PrivatePostgres, port: number, adminPassword: string): Promise<NodeJS.ProcessEnv> {
  await createServerDatabase(postgres);
  return serverEnv(postgres, port, adminPassword);
}
