import { sql } from 'drizzle-orm';
import {
  DEMO_CHILD_DOCUMENT_LINES,
  DEMO_CHILD_DOCUMENT_NAME,
  DEMO_CHILD_MEDICAL_CARD,
  DEMO_DOCUMENT_NAME,
  DEMO_MEDICAL_CARD,
  demoPdf,
} from '../data/medical-card.ts';
import { rows, type SeedContext } from './context.ts';
import { demoPatient } from './visits.ts';

const YEAR_MS = 365.25 * 86_400_000;

/** The in-clinic visit's conclusion, beside the video visit's (docs/decisions/221). */
const CLINIC_CONCLUSION = {
  conclusion: 'Профілактичний огляд. Скарг немає. Артеріальний тиск 118/76, пульс 72. Стан задовільний.',
  recommendations: 'Щорічний профілактичний огляд.\nЗагальний аналіз крові раз на рік.',
};

/**
 * docs/decisions/226: the demo patient's card filled in — blood type, allergies, a medication, vaccinations,
 * one PDF — and a conclusion on her latest past in-clinic visit for herself, so the card shows both kinds of
 * visit. Runs after the visits are seeded; draws no random numbers, so the rest of the demo is unchanged.
 */
export async function seedDemoMedicalCard(context: SeedContext): Promise<void> {
  const patient = await demoPatient(context);
  if (!patient) return;
  const card = DEMO_MEDICAL_CARD;
  const day = (yearsAgo: number) => new Date(context.today.getTime() - yearsAgo * YEAR_MS).toISOString().slice(0, 10);
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  await context.db.execute(sql`
    insert into medical_cards (user_id, blood_type, allergies, chronic_conditions, medications, vaccinations)
    values (${patient.id}, ${card.blood_type}, ${json(card.allergies)}, ${json(card.chronic_conditions)}, ${json(card.medications)},
      ${json(card.vaccinations.map((shot) => ({ name: shot.name, date: day(shot.yearsAgo) })))})
    on conflict (user_id) do nothing`);
  const pdf = demoPdf();
  await context.db.execute(sql`
    insert into medical_documents (user_id, file_name, file_type, file_bytes, file_data, uploaded_at)
    values (${patient.id}, ${DEMO_DOCUMENT_NAME}, 'application/pdf', ${pdf.length}, ${pdf}, ${new Date(context.today.getTime() - 5 * 86_400_000).toISOString()}::timestamptz)`);

  const [visit] = await rows<{ id: number; doctor_id: number; end_at: string }>(
    context,
    sql`select a.id, a.doctor_id, a.end_at::text as end_at from appointments a
      where a.patient_id = ${patient.id} and a.format = 'clinic' and a.status = 'approved' and a.family_member_id is null
        and coalesce(a.patient_relation, 'self') = 'self' and a.end_at < ${context.today.toISOString()}::timestamptz
        and not exists (select 1 from visit_conclusions vc where vc.appointment_id = a.id)
      order by a.start_at desc limit 1`,
  );
  if (visit) {
    await context.db.execute(sql`
      insert into visit_conclusions (appointment_id, doctor_id, conclusion, recommendations, written_at, updated_at)
      values (${visit.id}, ${visit.doctor_id}, ${CLINIC_CONCLUSION.conclusion}, ${CLINIC_CONCLUSION.recommendations}, ${visit.end_at}::timestamptz, ${visit.end_at}::timestamptz)`);
  }
  const child = await seedDemoChildCard(context, patient.id, day);
  context.log(`demo medical card: filled, 1 document${visit ? ', 1 in-clinic conclusion' : ''}${child ? "; the son's card filled, 1 document" : ''}`);
}

/**
 * docs/decisions/276: the demo patient's son (docs/decisions/183) has a card of his own, filled in with one
 * document, which the demo doctor reads from the son's coming visit.
 */
async function seedDemoChildCard(context: SeedContext, patientId: number, day: (yearsAgo: number) => string): Promise<boolean> {
  const [son] = await rows<{ id: number }>(context, sql`select id from family_members where user_id = ${patientId} and relation = 'son' order by id limit 1`);
  if (!son) return false;
  const card = DEMO_CHILD_MEDICAL_CARD;
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  await context.db.execute(sql`
    insert into family_medical_cards (family_member_id, blood_type, allergies, chronic_conditions, medications, vaccinations)
    values (${son.id}, ${card.blood_type}, ${json(card.allergies)}, ${json(card.chronic_conditions)}, ${json(card.medications)},
      ${json(card.vaccinations.map((shot) => ({ name: shot.name, date: day(shot.yearsAgo) })))})
    on conflict (family_member_id) do nothing`);
  const pdf = demoPdf(DEMO_CHILD_DOCUMENT_LINES);
  await context.db.execute(sql`
    insert into medical_documents (user_id, family_member_id, file_name, file_type, file_bytes, file_data, uploaded_at)
    values (${patientId}, ${son.id}, ${DEMO_CHILD_DOCUMENT_NAME}, 'application/pdf', ${pdf.length}, ${pdf}, ${new Date(context.today.getTime() - 20 * 86_400_000).toISOString()}::timestamptz)`);
  return true;
}
