import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { seedDemoData } from '../seed/index.ts';
import { users } from '../db/schema/index.ts';
import { ensureAdministrator, resetAdministratorPassword } from '../features/accounts/bootstrap.ts';
import { ensureDemoPasswords, type DemoAccountsSignIn } from '../features/accounts/demo-accounts.ts';
import { verifyPassword } from '../features/accounts/passwords.ts';
import { ensureDemoApiCredentials, type DemoApiCredentials } from '../features/partner-api/demo.ts';
import type { Config } from './config.ts';

export interface AdministratorSignIn {
  email: string;
  /** True when this start created the administrator. */
  created: boolean;
  /** The password this start generated; shown once and never stored in clear. */
  generatedPassword?: string;
  /** True when the password is the one from ADMIN_PASSWORD. */
  passwordFromEnvironment: boolean;
  /** True when this start replaced a different password with ADMIN_PASSWORD. */
  passwordReset: boolean;
  /** The demo patient, partner and doctor, when the demo data is there. */
  demo: DemoAccountsSignIn;
  /** The demo partner's API credentials (docs/decisions/240), when the demo data is there. */
  demoApi?: DemoApiCredentials | null;
}

/**
 * Demo data on the first start (unless SEED_DEMO=false) and the built-in administrator. When
 * ADMIN_PASSWORD is set and differs from the administrator's password, it replaces it (and ends the
 * administrator's sessions): that is how a lost password is reset (docs/decisions/004).
 */
export async function prepareData(
  database: Database,
  config: Config,
  { scale, say }: { scale?: number; say: (line: string) => void },
): Promise<AdministratorSignIn> {
  if (config.seedDemo) {
    await seedDemoData(database, { scale, log: say });
  }
  const result = await ensureAdministrator(database, { email: config.adminEmail, password: config.adminPassword });
  const passwordReset = !result.created && config.adminPassword !== undefined && (await resetIfDifferent(database, config.adminPassword));
  const demo = await ensureDemoPasswords(database, config.demoPassword);
  const demoApi = demo.accounts.length ? await ensureDemoApiCredentials(database) : null;
  return {
    demo,
    demoApi,
    email: result.email,
    created: result.created,
    generatedPassword: result.password,
    passwordFromEnvironment: config.adminPassword !== undefined,
    passwordReset,
  };
}

/** Sets ADMIN_PASSWORD when the stored one differs; an unchanged password keeps sessions signed in. */
async function resetIfDifferent(database: Database, password: string): Promise<boolean> {
  const [admin] = await database.db.select({ password_hash: users.password_hash }).from(users).where(eq(users.is_administrator, true)).limit(1);
  if (!admin || (await verifyPassword(admin.password_hash, password))) return false;
  await resetAdministratorPassword(database, password);
  return true;
}
