import { and, desc, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import { appointments, family_medical_cards, family_members, medical_cards, medical_documents, visit_conclusions } from '../../db/schema/index.ts';
import {
  DEMO_CHILD_DOCUMENT_LINES,
  DEMO_CHILD_DOCUMENT_NAME,
  DEMO_CHILD_MEDICAL_CARD,
  DEMO_DOCUMENT_NAME,
  DEMO_MEDICAL_CARD,
  demoPdf,
} from '../../db/demo-data/medical-card.ts';
import type { SeedContext } from './context.ts';
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
  await context.db
    .insert(medical_cards)
    .values({
      user_id: patient.id,
      blood_type: card.blood_type,
      allergies: [...card.allergies],
      chronic_conditions: [...card.chronic_conditions],
      medications: [...card.medications],
      vaccinations: card.vaccinations.map((shot) => ({ name: shot.name, date: day(shot.yearsAgo) })),
    })
    .onConflictDoNothing({ target: medical_cards.user_id });
  const pdf = demoPdf();
  await context.db.insert(medical_documents).values({
    user_id: patient.id,
    file_name: DEMO_DOCUMENT_NAME,
    file_type: 'application/pdf',
    file_bytes: pdf.length,
    file_data: pdf,
    uploaded_at: new Date(context.today.getTime() - 5 * 86_400_000),
  });

  const concluded = context.db
    .select({ one: sql`1` })
    .from(visit_conclusions)
    .where(eq(visit_conclusions.appointment_id, appointments.id));
  const [visit] = await context.db
    .select({ id: appointments.id, doctor_id: appointments.doctor_id, end_at: appointments.end_at })
    .from(appointments)
    .where(
      and(
        eq(appointments.patient_id, patient.id),
        eq(appointments.format, 'clinic'),
        eq(appointments.status, 'approved'),
        isNull(appointments.family_member_id),
        sql`coalesce(${appointments.patient_relation}, 'self') = 'self'`,
        lt(appointments.end_at, context.today),
        notExists(concluded),
      ),
    )
    .orderBy(desc(appointments.start_at))
    .limit(1);
  if (visit) {
    await context.db.insert(visit_conclusions).values({
      appointment_id: visit.id,
      doctor_id: visit.doctor_id,
      conclusion: CLINIC_CONCLUSION.conclusion,
      recommendations: CLINIC_CONCLUSION.recommendations,
      written_at: visit.end_at,
      updated_at: visit.end_at,
    });
  }
  const child = await seedDemoChildCard(context, patient.id, day);
  context.log(`demo medical card: filled, 1 document${visit ? ', 1 in-clinic conclusion' : ''}${child ? "; the son's card filled, 1 document" : ''}`);
}

/**
 * docs/decisions/276: the demo patient's son (docs/decisions/183) has a card of his own, filled in with one
 * document, which the demo doctor reads from the son's coming visit.
 */
async function seedDemoChildCard(context: SeedContext, patientId: number, day: (yearsAgo: number) => string): Promise<boolean> {
  const [son] = await context.db
    .select({ id: family_members.id })
    .from(family_members)
    .where(and(eq(family_members.user_id, patientId), eq(family_members.relation, 'son')))
    .orderBy(family_members.id)
    .limit(1);
  if (!son) return false;
  const card = DEMO_CHILD_MEDICAL_CARD;
  await context.db
    .insert(family_medical_cards)
    .values({
      family_member_id: son.id,
      blood_type: card.blood_type,
      allergies: [...card.allergies],
      chronic_conditions: [...card.chronic_conditions],
      medications: [...card.medications],
      vaccinations: card.vaccinations.map((shot) => ({ name: shot.name, date: day(shot.yearsAgo) })),
    })
    .onConflictDoNothing({ target: family_medical_cards.family_member_id });
  const pdf = demoPdf(DEMO_CHILD_DOCUMENT_LINES);
  await context.db.insert(medical_documents).values({
    user_id: patientId,
    family_member_id: son.id,
    file_name: DEMO_CHILD_DOCUMENT_NAME,
    file_type: 'application/pdf',
    file_bytes: pdf.length,
    file_data: pdf,
    uploaded_at: new Date(context.today.getTime() - 20 * 86_400_000),
  });
  return true;
}
