import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TVisitConclusionEntry } from '../../contracts/medical-card.ts';
import type { CardHolder } from './health.ts';
import { epochMs, isoFromMs, localized, selectRows as rows } from '../../db/sql.ts';

/**
 * Visits an account holder booked for herself (docs/decisions/227): not for a family member or someone else,
 * whose conclusions are about another person. Visits booked before "for whom" existed were all for herself.
 */
export const FOR_HERSELF = sql`a.family_member_id is null and coalesce(a.patient_relation, 'self') = 'self'`;

interface ConclusionRow {
  appointment_id: number;
  format: 'clinic' | 'online';
  visit_ms: number;
  doctor: string;
  specialization: string | null;
  conclusion: string;
  recommendations: string;
  written_ms: number;
}

/** Visits booked for one family member (docs/decisions/276); "someone else" has no card. */
export const forMember = (memberId: number) => sql`a.family_member_id = ${memberId}`;

/** The doctors' conclusions of the past visits of the card's person, in the clinic and online, latest visit first. */
export async function listConclusions(db: Db, holder: CardHolder, locale: Locale): Promise<TVisitConclusionEntry[]> {
  const found = await rows<ConclusionRow>(
    db,
    sql`select a.id as appointment_id, a.format, ${epochMs(sql`a.start_at`)} as visit_ms, ${localized('d', 'full_name', locale)} as doctor,
        ${localized('sp', 'name', locale)} as specialization, vc.conclusion, vc.recommendations, ${epochMs(sql`vc.written_at`)} as written_ms
      from visit_conclusions vc
      join appointments a on a.id = vc.appointment_id
      join doctors d on d.id = vc.doctor_id
      left join specializations sp on sp.id = a.specialization_id
      where a.patient_id = ${holder.userId} and ${holder.memberId === null ? FOR_HERSELF : forMember(holder.memberId)}
      order by a.start_at desc, a.id desc`,
  );
  return found.map((row) => ({
    appointment_id: row.appointment_id,
    format: row.format,
    visit_at: isoFromMs(row.visit_ms)!,
    doctor: row.doctor,
    specialization: row.specialization,
    conclusion: row.conclusion,
    recommendations: row.recommendations,
    written_at: isoFromMs(row.written_ms)!,
  }));
}
