import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TVisitConclusionEntry } from '../../contracts/medical-card.ts';
import { appointments, doctors, specializations, visit_conclusions } from '../../db/schema/index.ts';
import type { CardHolder } from './health.ts';

/**
 * Visits an account holder booked for herself (docs/decisions/227): not for a family member or someone else,
 * whose conclusions are about another person. Visits booked before "for whom" existed were all for herself.
 */
export const FOR_HERSELF: SQL = sql`${appointments.family_member_id} is null and coalesce(${appointments.patient_relation}, 'self') = 'self'`;

/** Visits booked for one family member (docs/decisions/276); "someone else" has no card. */
export const forMember = (memberId: number) => eq(appointments.family_member_id, memberId);

/** The doctors' conclusions of the past visits of the card's person, in the clinic and online, latest visit first. */
export async function listConclusions(db: Db, holder: CardHolder, locale: Locale): Promise<TVisitConclusionEntry[]> {
  const found = await db
    .select({
      appointment_id: appointments.id,
      format: appointments.format,
      visit_at: appointments.start_at,
      doctor: locale === 'ru' ? doctors.full_name_ru : doctors.full_name_ua,
      specialization: locale === 'ru' ? specializations.name_ru : specializations.name_ua,
      conclusion: visit_conclusions.conclusion,
      recommendations: visit_conclusions.recommendations,
      written_at: visit_conclusions.written_at,
    })
    .from(visit_conclusions)
    .innerJoin(appointments, eq(appointments.id, visit_conclusions.appointment_id))
    .innerJoin(doctors, eq(doctors.id, visit_conclusions.doctor_id))
    .leftJoin(specializations, eq(specializations.id, appointments.specialization_id))
    .where(and(eq(appointments.patient_id, holder.userId), holder.memberId === null ? FOR_HERSELF : forMember(holder.memberId)))
    .orderBy(desc(appointments.start_at), desc(appointments.id));
  return found.map((row) => ({ ...row, visit_at: row.visit_at.toISOString(), written_at: row.written_at.toISOString() }));
}
