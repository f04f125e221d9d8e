import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, doctor_services, doctor_workplaces, doctors, medical_institutions, timesheets } from '../../db/schema/index.ts';
import type { PartnerApiUser } from '../audit/partner-actions.ts';
import { NotFoundError } from '../errors.ts';

/**
 * What of the catalogue a partner reaches through the API (docs/decisions/241): its legal entity's clinics,
 * the doctors working at them, those doctors' services and the timesheets at those clinics. Each is a
 * condition on the resource's table (by its name, as the resource service selects it), so lists and reads
 * of other legal entities' records find nothing: 404, never 403, so ids of others tell nothing.
 */

export type PartnerRecordKind = 'clinics' | 'doctors' | 'services' | 'timesheets' | 'appointments';

const mi = medical_institutions;
const entityClinics = (entityId: number) => sql`select ${mi.id} from ${mi} where ${mi.legal_entity_id} = ${entityId} and ${mi.deleted_at} is null`;
const entityDoctors = (entityId: number) =>
  sql`select ${doctor_workplaces.doctor_id} from ${doctor_workplaces} where ${doctor_workplaces.institution_id} in (${entityClinics(entityId)})`;

const PARTNER_TABLES = { clinics: mi, doctors, services: doctor_services, timesheets, appointments };

export function partnerRows(kind: PartnerRecordKind, entityId: number): { table: string; where: SQL } {
  const where =
    kind === 'clinics'
      ? sql`${mi.legal_entity_id} = ${entityId}`
      : kind === 'doctors'
        ? sql`${doctors.id} in (${entityDoctors(entityId)})`
        : kind === 'services'
          ? sql`${doctor_services.doctor_id} in (${entityDoctors(entityId)})`
          : kind === 'timesheets'
            ? sql`${timesheets.institution_id} in (${entityClinics(entityId)})`
            : // The clinic's appointments are what patients booked: a hold never was one (as the cabinet's list).
              sql`${appointments.institution_id} in (select ${mi.id} from ${mi} where ${mi.legal_entity_id} = ${entityId}) and ${appointments.booked_at} is not null`;
  return { table: getTableName(PARTNER_TABLES[kind]), where };
}

/** 404 unless the record of this kind is the partner's. */
export async function requireOwn(db: Db, kind: PartnerRecordKind, id: number, entityId: number): Promise<void> {
  const table = PARTNER_TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), partnerRows(kind, entityId).where));
  if (!row) throw new NotFoundError();
}

/** The representative's account as the services know a signed-in partner: no permissions, scoped by its user id, marked as an API call for the action log. */
export function partnerSessionUser(userId: number): PartnerApiUser {
  return { id: userId, user_type: 'partner', is_administrator: false, permissions: [], roles: [], via: 'partner-api' };
}
