import { openDatabase } from '../../db/client.ts';
import type { PrivatePostgres } from './private-postgres.ts';

/**
 * A new database `vizyt` on a private PostgreSQL and the environment of a production server over it on `port`
 * with two workers, seeding nothing: what the supervisor's tests start their servers with.
 */
export async function supervisedServerEnv(postgres: PrivatePostgres, port: number, adminPassword: string): Promise<NodeJS.ProcessEnv> {
  const admin = await openDatabase({ url: postgres.url(), poolSize: 1 });
  await admin.exec('create database vizyt');
  await admin.close();
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
