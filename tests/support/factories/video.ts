/** Video consultations' test worlds: the demo doctor and the demo patient as the demo seed names them. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { app_meta, doctors } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_SEED_META_KEY } from '../../../db/demo-data/demo-accounts.ts';
import { createDoctor, createDoctorFeature, createInstitution, createPatient, createService, createSpecialization, createTimesheet } from '../factories.ts';

const EVERY_DAY: [number, string, string][] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, '08:00', '20:00']);

/**
 * A database as the demo seed leaves it, in small: the demo doctor's card with a cabinet account
 * (`doctor@vizyt.local`) at a clinic, the demo patient (`patient@vizyt.local`), the catalogue's
 * `online_consultation` feature, and the seed's mark in `app_meta` (unless `seeded: false`). With
 * `online: false` the doctor offers no online service and works at a clinic without a timetable, as the demo
 * doctor of the full demo did before docs/decisions/221.
 */
export async function createDemoParties(db: Db, { seeded = true, online = true }: { seeded?: boolean; online?: boolean } = {}) {
  const specialization = await createSpecialization(db);
  const institution = await createInstitution(db, { status: 'active', is_work_without_slots: !online });
  const account = await createPatient(db, { user_type: 'doctor', email: DEMO_ACCOUNTS.doctor.email, phone: DEMO_ACCOUNTS.doctor.phone });
  const doctor = await createDoctor(db, {
    institution,
    specialization,
    status: 'active',
    mode: online ? 'clinic_and_online' : 'clinic',
    is_cabinet: true,
    user_id: account.id,
  });
  const patient = await createPatient(db, { email: DEMO_ACCOUNTS.patient.email, phone: DEMO_ACCOUNTS.patient.phone });
  const service = await createService(db, { doctor, specialization_id: specialization.id, duration: 30, cost: 60_000, is_default: true, format: 'offline' });
  const onlineService = online
    ? await createService(db, { doctor, specialization_id: specialization.id, duration: 30, cost: 50_000, is_default: false, format: 'online' })
    : undefined;
  await createTimesheet(db, { doctor, institution, specialization_id: specialization.id, weekly: EVERY_DAY });
  const onlineFeature = await createDoctorFeature(db, { code: 'online_consultation' });
  if (seeded) await db.insert(app_meta).values({ key: DEMO_SEED_META_KEY, value: { seed: 1, scale: 0 } });
  const [card] = await db.select().from(doctors).where(eq(doctors.id, doctor.id));
  return { specialization, institution, doctor: card, doctorAccount: account, patient, service, onlineService, onlineFeature };
}

export type DemoParties = Awaited<ReturnType<typeof createDemoParties>>;
