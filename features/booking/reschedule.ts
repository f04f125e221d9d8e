import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ZRescheduleRequest, type TAppointment } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ConflictError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { CLINIC_TIME_ZONE } from '../schedule/free-slots.ts';
import { zonedDate } from '../schedule/zoned-time.ts';
import { scheduleReminders, type NoticeKind } from './notices.ts';
import { freeSpans } from './slots.ts';
import { ms, recordEvent, slotConflict, SLOT_TAKEN, type LockedAppointment } from './appointment-rows.ts';
import { patientMayChange } from './views.ts';
import type { BookingSettings } from './booking.ts';

/** What a reschedule borrows from the booking service it runs in. */
export interface RescheduleContext {
  db: Db;
  now: () => Date;
  rules: () => { now: number; cancelCutoffMinutes: number };
  settings: BookingSettings;
  requirePatientAppointment: (tx: Db, user: SessionUser, id: number) => Promise<LockedAppointment>;
  expireStale: (tx: Db, where: SQL) => Promise<number[]>;
  notify: (tx: Db, appointmentId: number, kind: NoticeKind) => Promise<void>;
  slotsChanged: (doctorId: number) => void;
  view: (id: number, locale: Locale, scope: SQL) => Promise<TAppointment>;
}

/** Moves a booking to another free time of the same doctor, institution and service; the clinic confirms it again. */
export async function reschedule(
  { db, now, rules, settings, requirePatientAppointment, expireStale, notify, slotsChanged, view }: RescheduleContext,
  user: SessionUser,
  id: number,
  body: unknown,
  locale: Locale,
): Promise<TAppointment> {
  const input = ZRescheduleRequest.parse(body, { reportInput: true });
  const at = now();
  const doctorId = await db
    .transaction(async (tx) => {
      const row = await requirePatientAppointment(tx, user, id);
      if (!patientMayChange(row.status, row.start_at, rules())) throw new ConflictError('booking.change.too.late', { hours: settings.cancelCutoffMinutes / 60 });
      const start = Date.parse(input.start);
      const duration = ms(row.end_at) - ms(row.start_at);
      const free = await freeSpans(tx, {
        doctorId: row.doctor_id,
        institutionId: row.institution_id!,
        durationMinutes: Math.round(duration / 60_000),
        from: zonedDate(start, CLINIC_TIME_ZONE),
        days: 1,
        now: at.getTime(),
        ignore: { start: ms(row.start_at), end: ms(row.end_at) },
      });
      const slot = free.find((span) => span.start === start);
      if (!slot || start - at.getTime() < settings.cancelCutoffMinutes * 60_000) throw new ConflictError(SLOT_TAKEN);
      await expireStale(tx, sql`doctor_id = ${row.doctor_id}`);
      await tx.execute(sql`
        update appointments set start_at = ${new Date(slot.start).toISOString()}::timestamptz, end_at = ${new Date(slot.end).toISOString()}::timestamptz,
          status = 'booked', decided_at = null, updated_at = now()
        where id = ${id}`);
      await recordEvent(tx, {
        appointmentId: id,
        action: 'rescheduled',
        from: row.status,
        to: 'booked',
        actor: 'patient',
        userId: user.id,
        details: { from: new Date(row.start_at).toISOString(), to: new Date(slot.start).toISOString() },
      });
      await scheduleReminders(tx, id, new Date(slot.start), settings.reminderOffsetsMinutes, at);
      await notify(tx, id, 'rescheduled');
      return row.doctor_id;
    })
    .catch(slotConflict);
  slotsChanged(doctorId);
  return view(id, locale, sql`a.patient_id = ${user.id}`);
}
