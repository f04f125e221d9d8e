import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctor_services, doctor_workplaces, doctors, medical_institutions } from '../../db/schema/index.ts';
import { idArray } from '../../db/sql.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { doctorInScope, timesheetScope } from '../timesheets/access.ts';

/**
 * Which doctors and clinics are a partner's (docs/decisions/234): the clinics of its legal entity, and the
 * doctors who work at one of them, the same rule as the partner's timesheets (docs/decisions/130). Anything
 * else is not there for the partner: 404 for a doctor or a service, 403 for a clinic named in a body.
 */
export interface PartnerScope {
  legalEntityId: number;
}

/** The partner's legal entity; 403 for anyone else or a representative without a live entity. */
export async function partnerScope(db: Db, user: SessionUser): Promise<PartnerScope> {
  if (user.user_type !== 'partner') throw new ForbiddenError();
  const scope = await timesheetScope(db, user, 'update');
  if (scope.kind !== 'partner') throw new ForbiddenError();
  return { legalEntityId: scope.legalEntityId };
}

/** The live clinics of the partner's legal entity. */
export async function ownClinicIds(db: Db, scope: PartnerScope): Promise<Set<number>> {
  const rows = await db
    .select({ id: medical_institutions.id })
    .from(medical_institutions)
    .where(and(eq(medical_institutions.legal_entity_id, scope.legalEntityId), isNull(medical_institutions.deleted_at)));
  return new Set(rows.map((row) => row.id));
}

/** 404 unless the live doctor works at one of the partner's clinics. */
export async function assertOwnDoctor(db: Db, scope: PartnerScope, doctorId: number): Promise<void> {
  const rows = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(
      and(eq(doctors.id, doctorId), isNull(doctors.deleted_at), doctorInScope({ kind: 'partner', legalEntityId: scope.legalEntityId }, getTableName(doctors))),
    );
  if (!rows.length) throw new NotFoundError();
}

/** 404 unless the live service belongs to the doctor (whose scope the caller checked). */
export async function assertDoctorService(db: Db, doctorId: number, serviceId: number): Promise<void> {
  const rows = await db
    .select({ id: doctor_services.id })
    .from(doctor_services)
    .where(and(eq(doctor_services.id, serviceId), eq(doctor_services.doctor_id, doctorId), isNull(doctor_services.deleted_at)));
  if (!rows.length) throw new NotFoundError();
}

/** 403 when one of the workplaces sent is not a clinic of the partner (another partner's, or none at all). */
export function assertOwnClinics(clinics: Set<number>, workplaces: readonly number[]): void {
  if (workplaces.some((id) => !clinics.has(id))) throw new ForbiddenError();
}

/**
 * The workplaces to store: the partner's choice among its clinics, plus where the doctor also works for other
 * legal entities, which the partner neither sees nor can take away.
 */
export async function workplacesToStore(db: Db, clinics: Set<number>, doctorId: number, chosen: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ institution_id: doctor_workplaces.institution_id })
    .from(doctor_workplaces)
    .where(and(eq(doctor_workplaces.doctor_id, doctorId), sql`not (${doctor_workplaces.institution_id} = any(${idArray(clinics)}))`));
  return [...new Set([...chosen, ...rows.map((row) => row.institution_id)])];
}
