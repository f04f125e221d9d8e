import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import type { SeedContext } from './context.ts';

/**
 * Gives the first seeded patient, a partner representative (the busiest) and the first doctor with a cabinet (one who sees children first) the well-known demo
 * e-mails and phones, so a tester can sign in to each area (passwords are set at start, never seeded).
 */
export async function designateDemoAccounts(context: SeedContext): Promise<void> {
  const first = {
    patient: sql`select min(id) from users where user_type = 'patient'`,
    // The representative whose clinics have the most doctors taking bookings, so the demo partner has a
    // schedule to show and appointments to answer.
    partner: sql`select coalesce((
        select r.user_id from representatives r
        join medical_institutions mi on mi.legal_entity_id = r.legal_entity_id and mi.status = 'active' and not mi.is_work_without_slots
        join timesheets t on t.institution_id = mi.id and t.is_active
        group by r.user_id order by count(distinct t.doctor_id) desc, r.user_id limit 1),
      (select min(r.user_id) from representatives r))`,
    // A doctor who sees children first, so the demo patient's son can be his patient and he reads the son's
    // card (docs/decisions/276); else the first doctor with a cabinet, as before.
    doctor: sql`select d.user_id from doctors d where d.is_cabinet and d.user_id is not null
      order by exists (select 1 from doctor_feature_links fl join doctor_features f on f.id = fl.feature_id
                       where fl.doctor_id = d.id and f.code = 'child_consultation' and f.deleted_at is null) desc, d.user_id limit 1`,
  };
  for (const [type, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]][]) {
    await context.db.execute(sql`update users set email = ${account.email}, phone = ${account.phone} where id = (${first[type]})`);
  }
}
