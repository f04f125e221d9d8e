import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type cities, type doctor_services, type doctors, family_members, type medical_institutions, notifications, type specializations, timesheet_entries, type users } from '../../db/schema/index.ts';
import { createAppointment, createDoctor, createTimesheet } from '../support/factories.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

interface PartyA {
  doctorA: Row<typeof doctors>;
  clinicA: Row<typeof medical_institutions>;
  serviceA: Row<typeof doctor_services>;
  specialization: Row<typeof specializations>;
  city: Row<typeof cities>;
  patientA: Row<typeof users>;
}

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
export function freshRecords(db: Db, { doctorA, clinicA, serviceA, specialization, city, patientA }: PartyA) {
  let slot = 0;
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
      return createAppointment(db, { doctor: doctorA, start_at: slotAt(11, slot++), institution_id: clinicA.id, service_id: serviceA.id, patient_id: patientA.id, status: 'hold' });
    },
    async notification() {
      const [row] = await db.insert(notifications).values({ user_id: patientA.id, type: 'promotion', title_ua: 'Fresh', title_ru: 'Fresh' }).returning();
      return row;
    },
    /** A child in patient A's family (docs/decisions/183). */
    async familyMember() {
      const [row] = await db.insert(family_members).values({ user_id: patientA.id, last_name: 'Fresh', first_name: 'Child', birthday: '2020-01-01', relation: 'son' }).returning();
      return row;
    },
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
