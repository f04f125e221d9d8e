import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/sql.ts';
import type { SeedContext } from './context.ts';

/**
 * Free visits by electronic referral in the demo (docs/decisions/307): doctors who work with НСЗУ and see patients
 * in a clinic get a consultation free under the state programme, and say whether they take new declarations (every
 * other one does). Added after the rest, so the seeded catalogue's random choices stay as they were.
 */
export async function seedDemoNszu(context: SeedContext): Promise<void> {
  const added = await selectRows<{ id: number }>(
    context.db,
    sql`
    with nszu as (
      select d.id as doctor_id, s.specialization_id, row_number() over (order by d.id) as n
      from doctors d
      join doctor_feature_links l on l.doctor_id = d.id join doctor_features f on f.id = l.feature_id and f.code = 'nszu'
      join doctor_services s on s.doctor_id = d.id and s.is_default and s.deleted_at is null
      where d.deleted_at is null and d.status = 'active'
    ), declarations as (
      update doctors d set accepts_declarations = (nszu.n % 2 = 1) from nszu where d.id = nszu.doctor_id returning d.id
    )
    insert into doctor_services (doctor_id, specialization_id, name_ua, name_ru, cost, duration, format, is_default, is_nszu_free)
    select doctor_id, specialization_id, 'Прийом за електронним направленням', 'Приём по электронному направлению', 0, 20, 'offline', false, true
    from nszu
    returning id`,
  );
  context.log(`free referral services: ${added.length}`);
}
