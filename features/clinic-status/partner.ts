import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clinic_live_status, medical_institutions } from '../../db/schema/index.ts';
import { ZClinicStatusUpdate, type TClinicStatus, type TClinicStatusUpdate } from '../../contracts/clinic-status.ts';
import { NotFoundError } from '../errors.ts';
import { partnerEntity } from '../booking/partner-reads.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logPartnerAction } from '../audit/partner-actions.ts';
import { clinicStatuses } from './read.ts';

/** A clinic's status right now (docs/decisions/306), set by its partner in the cabinet or through the API. */

/** A clinic of the partner's own legal entity, or 404 (another's is not confirmed to exist). */
async function ownClinic(db: Db, user: SessionUser, institutionId: number): Promise<void> {
  const entityId = await partnerEntity({ db }, user);
  const [clinic] = await db
    .select({ id: medical_institutions.id })
    .from(medical_institutions)
    .where(and(eq(medical_institutions.id, institutionId), eq(medical_institutions.legal_entity_id, entityId), isNull(medical_institutions.deleted_at)));
  if (!clinic) throw new NotFoundError();
}

export async function readClinicStatus(db: Db, user: SessionUser, institutionId: number): Promise<TClinicStatus | null> {
  await ownClinic(db, user, institutionId);
  return (await clinicStatuses(db, [institutionId])).get(institutionId) ?? null;
}

/** The partner says how the clinic works now; the previous status is replaced. Logged as the partner's action. */
export async function setClinicStatus(db: Db, user: SessionUser, institutionId: number, body: TClinicStatusUpdate | unknown): Promise<TClinicStatus> {
  await ownClinic(db, user, institutionId);
  // Read only once the clinic is the caller's: another partner hears 404 whatever it sent (the partner API's body is unchecked).
  const input = ZClinicStatusUpdate.parse(body, { reportInput: true });
  const values = { status: input.status, note: input.note || null, until: input.until ? new Date(input.until) : null, set_at: new Date(), set_by: user.id };
  await db.transaction(async (tx) => {
    await tx
      .insert(clinic_live_status)
      .values({ institution_id: institutionId, ...values })
      .onConflictDoUpdate({ target: clinic_live_status.institution_id, set: values });
    await logPartnerAction(tx, user, { action: 'update', resource: 'clinic-status', recordId: institutionId, changes: { status: { after: input.status } } });
  });
  return (await clinicStatuses(db, [institutionId])).get(institutionId)!;
}

/** Back to no status. */
export async function clearClinicStatus(db: Db, user: SessionUser, institutionId: number): Promise<void> {
  await ownClinic(db, user, institutionId);
  await db.transaction(async (tx) => {
    await tx.delete(clinic_live_status).where(eq(clinic_live_status.institution_id, institutionId));
    await logPartnerAction(tx, user, { action: 'delete', resource: 'clinic-status', recordId: institutionId });
  });
}
