import { emergency_requests, support_requests } from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import type { SeedContext } from './context.ts';
import { demoPatient } from './visits.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo patient's own support requests (docs/decisions/232): one answered and completed, one still being
 * worked on, so her cabinet's support page shows both states and an answer at once. No random draws.
 */
export async function seedDemoSupportRequests(context: SeedContext): Promise<void> {
  const patient = await demoPatient(context);
  if (!patient) return;
  const now = context.today.getTime();
  const name = [patient.first_name, patient.last_name].filter(Boolean).join(' ') || 'Пацієнтка';
  const asked = new Date(now - 6 * DAY + 10 * HOUR);
  const answered = new Date(asked.getTime() + 3 * HOUR);
  const recent = new Date(now - DAY + 15 * HOUR);
  await insertRows(context.db, support_requests, [
    {
      user_id: patient.id,
      topic: 'payment_question',
      status: 'completed',
      name,
      email: patient.email,
      phone: patient.phone,
      message: 'Оплатила консультацію карткою, але в кабінеті довго показувався статус «очікує оплати». Чи дійшли кошти?',
      answer: 'Добрий день! Оплата надійшла, запис підтверджено. Статус оновлюється протягом кількох хвилин після відповіді банку.',
      answered_at: answered,
      created_at: asked,
      updated_at: answered,
    },
    {
      user_id: patient.id,
      topic: 'technical_issue',
      status: 'in_process',
      name,
      email: patient.email,
      phone: patient.phone,
      message: 'Не приходять SMS-нагадування про прийом, хоча телефон у профілі вказаний.',
      created_at: recent,
      updated_at: new Date(recent.getTime() + HOUR),
    },
  ]);
  // An ambulance request the operator handled two weeks ago (docs/decisions/267): her cabinet lists it.
  const called = new Date(now - 14 * DAY + 21 * HOUR);
  await insertRows(context.db, emergency_requests, [
    {
      user_id: patient.id,
      status: 'completed',
      phone: patient.phone ?? '380000000000',
      patient_name: name,
      comment: 'Висока температура в дитини, не збивається жарознижувальним.',
      created_at: called,
      updated_at: new Date(called.getTime() + HOUR),
    },
  ]);
}
