import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, emergency_requests } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { OWN_EMERGENCY_REQUESTS_LIMIT, type TOwnEmergencyRequest } from '../../contracts/own-emergency-requests.ts';

/**
 * The signed-in patient's own emergency requests (docs/decisions/267): only rows her session linked to her
 * account, not trashed, newest first.
 */
export async function listOwnEmergencyRequests(database: Database, userId: number, locale: Locale): Promise<TOwnEmergencyRequest[]> {
  return database.db
    .select({
      id: emergency_requests.id,
      status: emergency_requests.status,
      patient_name: emergency_requests.patient_name,
      phone: emergency_requests.phone,
      city: cities[`name_${locale}` as const],
      comment: emergency_requests.comment,
      // The database's own text of the instant (microseconds kept), as the page has always shown it.
      created_at: sql<string>`to_json(${emergency_requests.created_at}) #>> '{}'`,
    })
    .from(emergency_requests)
    .leftJoin(cities, eq(cities.id, emergency_requests.city_id))
    .where(and(eq(emergency_requests.user_id, userId), isNull(emergency_requests.deleted_at)))
    .orderBy(desc(emergency_requests.created_at), desc(emergency_requests.id))
    .limit(OWN_EMERGENCY_REQUESTS_LIMIT);
}
