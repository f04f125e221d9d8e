import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localized } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import { OWN_EMERGENCY_REQUESTS_LIMIT, type TOwnEmergencyRequest } from '../../contracts/own-emergency-requests.ts';

/**
 * The signed-in patient's own emergency requests (docs/decisions/267): only rows her session linked to her
 * account, not trashed, newest first.
 */
export async function listOwnEmergencyRequests(database: Database, userId: number, locale: Locale): Promise<TOwnEmergencyRequest[]> {
  return database.rows<TOwnEmergencyRequest>(sql`
    select e.id, e.status, e.patient_name, e.phone, ${localized('c', 'name', locale)} as city, e.comment, to_json(e.created_at) #>> '{}' as created_at
    from emergency_requests e left join cities c on c.id = e.city_id
    where e.user_id = ${userId} and e.deleted_at is null
    order by e.created_at desc, e.id desc
    limit ${OWN_EMERGENCY_REQUESTS_LIMIT}`);
}
