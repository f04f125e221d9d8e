import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../data/demo-accounts.ts';
import type { SeedContext } from './context.ts';

/**
 * Gives the first seeded patient, partner representative and doctor with a cabinet the well-known demo
 * e-mails and phones, so a tester can sign in to each area (passwords are set at start, never seeded).
 */
export async function designateDemoAccounts(context: SeedContext): Promise<void> {
  const first = {
    patient: sql`select min(id) from users where user_type = 'patient'`,
    partner: sql`select min(r.user_id) from representatives r`,
    doctor: sql`select min(d.user_id) from doctors d where d.is_cabinet and d.user_id is not null`,
  };
  for (const [type, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]][]) {
    await context.db.execute(sql`update users set email = ${account.email}, phone = ${account.phone} where id = (${first[type]})`);
  }
}
