/** The booking tests' world: a partner's clinic with a bookable doctor, patients, and a booking request. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { doctors } from '../../../db/schema/index.ts';
import { createCity, createDoctor, createInstitution, createPatient, createService, createSpecialization, createTimesheet } from '../factories.ts';
import { sessionUser } from './accounts.ts';
import { createLegalEntity, createRepresentative } from './partners.ts';

const EVERY_DAY: [number, string, string][] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, '08:00', '20:00']);

let counter = 0;

/**
 * A bookable doctor: an institution of a partner's legal entity, a doctor working there every day 08:00–20:00
 * (30-minute default service, a 60-minute one and an online one), two patients and the partner; plus a
 * second partner of another legal entity, who must see none of it.
 */
export async function createBookingWorld(db: Db) {
  counter += 1;
  const city = await createCity(db);
  const entity = await createLegalEntity(db, { public_name: `Clinic LLC ${counter}`, edrpou: `${10_000_000 + counter * 2}` });
  const otherEntity = await createLegalEntity(db, { public_name: `Other LLC ${counter}`, edrpou: `${10_000_001 + counter * 2}` });
  const { user: partnerUser, representative } = await createRepresentative(db, entity);
  const { user: otherPartnerUser } = await createRepresentative(db, otherEntity);
  const institution = await createInstitution(db, {
    city,
    legal_entity_id: entity.id,
    representative_id: representative.id,
    status: 'active',
    is_work_without_slots: false,
  });
  const specialization = await createSpecialization(db);
  const doctor = await createDoctor(db, { institution, specialization, status: 'active' });
  const service = await createService(db, { doctor, specialization_id: specialization.id, duration: 30, cost: 60_000, is_default: true, format: 'offline' });
  const longService = await createService(db, {
    doctor,
    specialization_id: specialization.id,
    duration: 60,
    cost: 90_000,
    is_default: false,
    format: 'offline',
  });
  const onlineService = await createService(db, {
    doctor,
    specialization_id: specialization.id,
    duration: 30,
    cost: 50_000,
    is_default: false,
    format: 'online',
  });
  await createTimesheet(db, { doctor, institution, weekly: EVERY_DAY, slot_duration: 30 });
  const patient = await createPatient(db);
  const otherPatient = await createPatient(db);
  return {
    city,
    institution,
    specialization,
    doctor,
    service,
    longService,
    onlineService,
    patient: sessionUser(patient.id, 'patient'),
    otherPatient: sessionUser(otherPatient.id, 'patient'),
    partner: sessionUser(partnerUser.id, 'partner'),
    otherPartner: sessionUser(otherPartnerUser.id, 'partner'),
  };
}

export type BookingWorld = Awaited<ReturnType<typeof createBookingWorld>>;

export const bookingPatient = {
  first_name: 'Олена',
  last_name: 'Коваль',
  birthday: '1990-05-17',
  phone: '+380501234567',
  email: 'olena@example.com',
};

export function bookRequest(world: BookingWorld) {
  return {
    city_id: world.city.id,
    specialization_id: world.specialization.id,
    patient: bookingPatient,
    accept_terms: true as const,
    accept_privacy: true as const,
  };
}

/** Gives the world's doctor a cabinet: a doctor account linked to the card; the signed-in doctor to act as. */
export async function giveDoctorCabinet(db: Db, world: BookingWorld) {
  const account = await createPatient(db, { user_type: 'doctor' });
  await db.update(doctors).set({ user_id: account.id, is_cabinet: true }).where(eq(doctors.id, world.doctor.id));
  return sessionUser(account.id, 'doctor');
}
