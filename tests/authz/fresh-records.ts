import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type cities,
  type doctor_services,
  type doctors,
  family_members,
  type legal_entities,
  medical_documents,
  type medical_institutions,
  notifications,
  partner_webhook_endpoints,
  reviews,
  type specializations,
  timesheet_entries,
  type users,
  appointments,
  visit_move_items,
  visit_moves,
  waitlist_offers,
  waitlist_requests,
} from '../../db/schema/index.ts';
import { createAppointment, createDoctor, createService, createTimesheet } from '../support/factories.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

interface PartyA {
  doctorA: Row<typeof doctors>;
  clinicA: Row<typeof medical_institutions>;
  serviceA: Row<typeof doctor_services>;
  specialization: Row<typeof specializations>;
  city: Row<typeof cities>;
  patientA: Row<typeof users>;
  entityA: Row<typeof legal_entities>;
}

/** The bytes of a tiny PDF (what the card's sniffing takes for one), carrying `text`. */
export const pdfWith = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

const DAY = 86_400_000;

/** `days` from now at 08:00 UTC plus `slot` half hours. */
function slotAt(days: number, slot: number): Date {
  const day = new Date(Date.now() + days * DAY);
  day.setUTCHours(8, 30 * slot, 0, 0);
  return day;
}

export const entriesOf = (db: Db, timesheetId: number) =>
  db.select({ id: timesheet_entries.id }).from(timesheet_entries).where(eq(timesheet_entries.timesheet_id, timesheetId)).orderBy(timesheet_entries.id);

/**
 * Party A's records made anew for each request that changes what it touches (cancel, approve, delete, ...),
 * so every role meets the same starting state and an allowed request really succeeds.
 */
export function freshRecords(db: Db, { doctorA, clinicA, serviceA, specialization, city, patientA, entityA }: PartyA) {
  let slot = 0;
  let movedSlot = 0;
  let online: ReturnType<typeof createAppointment> | undefined;
  return {
    /** A booked appointment of patient A with doctor A at clinic A, far enough ahead to be cancelled. */
    appointment: () =>
      createAppointment(db, {
        doctor: doctorA,
        start_at: slotAt(10, slot++),
        institution_id: clinicA.id,
        service_id: serviceA.id,
        specialization_id: specialization.id,
        city_id: city.id,
        patient_id: patientA.id,
        status: 'booked',
        booked_at: new Date(),
        cost: 60_000,
      }),
    /** An online visit of patient A with doctor A whose video room is open now (starts in five minutes); one for the world. */
    onlineAppointment: () =>
      (online ??= createAppointment(db, {
        doctor: doctorA,
        start_at: new Date(Date.now() + 5 * 60_000),
        format: 'online',
        patient_id: patientA.id,
        status: 'booked',
        booked_at: new Date(),
      })),
    /** Patient A's live hold; the patient's earlier holds are let go first (one live hold per patient). */
    async hold() {
      await db.execute(sql`update appointments set status = 'cancelled', cancelled_at = now() where patient_id = ${patientA.id} and status = 'hold'`);
      return createAppointment(db, {
        doctor: doctorA,
        start_at: slotAt(11, slot++),
        institution_id: clinicA.id,
        service_id: serviceA.id,
        patient_id: patientA.id,
        status: 'hold',
      });
    },
    async notification() {
      const [row] = await db.insert(notifications).values({ user_id: patientA.id, type: 'promotion', title_ua: 'Fresh', title_ru: 'Fresh' }).returning();
      return row;
    },
    /** Patient A's waiting request for an earlier time of doctor A (docs/decisions/303). */
    async waitlistRequest() {
      const from = new Date(Date.now() + DAY).toISOString().slice(0, 10);
      const [row] = await db
        .insert(waitlist_requests)
        .values({
          patient_id: patientA.id,
          doctor_id: doctorA.id,
          specialization_id: specialization.id,
          service_id: serviceA.id,
          format: 'clinic',
          date_from: from,
          date_to: from,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          day_parts: ['morning'],
          patient: { first_name: 'Олена', last_name: 'Коваль', birthday: '1990-05-17', phone: '+380501234567', email: 'olena@example.com' },
          consent_at: new Date(),
        })
        .returning();
      return row;
    },
    /** An open offer of a time of doctor A to patient A's request, held for her. */
    async waitlistOffer() {
      const request = await this.waitlistRequest();
      const start = slotAt(12, slot++);
      const expires = new Date(Date.now() + 15 * 60_000);
      const [held] = await db
        .insert(appointments)
        .values({
          status: 'offered',
          doctor_id: doctorA.id,
          institution_id: clinicA.id,
          service_id: serviceA.id,
          specialization_id: specialization.id,
          city_id: city.id,
          patient_id: patientA.id,
          start_at: start,
          end_at: new Date(start.getTime() + 30 * 60_000),
          hold_expires_at: expires,
        })
        .returning();
      const [row] = await db
        .insert(waitlist_offers)
        .values({ request_id: request.id, appointment_id: held.id, doctor_id: doctorA.id, start_at: start, expires_at: expires })
        .returning();
      return row;
    },
    /** A booked visit of patient A with doctor A at clinic A, caught by clinic A's move (docs/decisions/309). */
    async movedVisit() {
      // Far from the other fixtures' times (their shared counter runs past a day's half hours).
      const start = slotAt(200, movedSlot++);
      const visit = await createAppointment(db, {
        doctor: doctorA,
        start_at: start,
        institution_id: clinicA.id,
        service_id: serviceA.id,
        specialization_id: specialization.id,
        patient_id: patientA.id,
        booked_at: new Date(),
      });
      const request = await this.waitlistRequest();
      await db
        .update(waitlist_requests)
        .set({ source: 'clinic_move', mode: 'move', appointment_id: visit.id, day_parts: ['morning', 'afternoon', 'evening'] })
        .where(eq(waitlist_requests.id, request.id));
      const day = start.toISOString().slice(0, 10);
      const [move] = await db
        .insert(visit_moves)
        .values({
          institution_id: clinicA.id,
          doctor_id: doctorA.id,
          day,
          start_time: '00:00',
          end_time: '23:30',
          start_at: new Date(`${day}T00:00:00Z`),
          end_at: new Date(`${day}T21:00:00Z`),
          actor: 'partner',
        })
        .returning();
      await db.insert(visit_move_items).values({ move_id: move.id, appointment_id: visit.id, request_id: request.id, start_at: start });
      return { moveId: move.id, appointmentId: visit.id };
    },
    /** A child in patient A's family (docs/decisions/183). */
    async familyMember() {
      const [row] = await db
        .insert(family_members)
        .values({ user_id: patientA.id, last_name: 'Fresh', first_name: 'Child', birthday: '2020-01-01', relation: 'son' })
        .returning();
      return row;
    },
    /** A document in patient A's medical card (docs/decisions/228). */
    async medicalDocument() {
      const data = pdfWith('fresh');
      const [row] = await db
        .insert(medical_documents)
        .values({ user_id: patientA.id, file_name: 'fresh.pdf', file_type: 'application/pdf', file_bytes: data.length, file_data: data })
        .returning();
      return row;
    },
    /** A new review by patient A of a doctor of her own, so that she may edit it (docs/decisions/266). */
    async review() {
      const doctor = await createDoctor(db, { institution: clinicA, specialization, status: 'active' });
      const [row] = await db
        .insert(reviews)
        .values({ status: 'new', doctor_id: doctor.id, patient_id: patientA.id, rating: 4, author_name: 'Fresh A.', text: 'A fresh review of patient A.' })
        .returning();
      return row;
    },
    /** A webhook endpoint of legal entity A (docs/decisions/242). */
    async webhookEndpoint() {
      const [row] = await db
        .insert(partner_webhook_endpoints)
        .values({ legal_entity_id: entityA.id, url: 'https://fresh.authz.test/hook', signing_secret: 'whsec_fresh', events: ['appointment.created'] })
        .returning();
      return row;
    },
    /** A service of doctor A besides the default one, so it may be removed. */
    doctorService: () =>
      createService(db, { doctor: doctorA, specialization_id: specialization.id, duration: 30, cost: 40_000, is_default: false, format: 'offline' }),
    /** A doctor working only at clinic A. */
    doctorAtClinicA: () => createDoctor(db, { institution: clinicA, specialization, status: 'active' }),
    /** A timesheet of a new doctor at clinic A, with one weekly entry. */
    async timesheetAtClinicA() {
      const doctor = await createDoctor(db, { institution: clinicA, specialization, status: 'active' });
      const timesheet = await createTimesheet(db, { doctor, institution: clinicA, weekly: [[1, '09:00', '13:00']] });
      const [entry] = await entriesOf(db, timesheet.id);
      return { doctor, timesheet, entry };
    },
  };
}
