import { eq, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import type { TAppointment, TRescheduleRequest } from '../../contracts/booking.ts';
import type { Locale } from '../../contracts/locale.ts';
import { ConflictError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { CLINIC_TIME_ZONE, zonedDate } from '../../contracts/zoned-time.ts';
import { notifyPatient, scheduleReminders } from './notices.ts';
import { freeSpans } from './slots.ts';
import { ms, recordEvent, slotConflict, SLOT_TAKEN } from './appointment-rows.ts';
import { a, patientMayChange } from './views.ts';
import { requirePatientAppointment, slotsChanged, viewAppointment, viewRules, type BookingContext } from './context.ts';
import { expireStale } from './hold.ts';
import { queueWaitlistMatch } from './freed-time.ts';

/** Moves a booking to another free time of the same doctor, institution and service; the clinic confirms it again. */
export async function reschedule(context: BookingContext, user: SessionUser, id: number, input: TRescheduleRequest, locale: Locale): Promise<TAppointment> {
  const { db, settings } = context;
  const at = context.now();
  let waitlist = 0;
  const doctorId = await db
    .transaction(async (tx) => {
      const row = await requirePatientAppointment(tx, user, id);
      if (!patientMayChange(row.status, row.start_at, viewRules(context)))
        throw new ConflictError('booking.change.too.late', { hours: settings.cancelCutoffMinutes / 60 });
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
      await expireStale(context, tx, eq(appointments.doctor_id, row.doctor_id));
      await tx
        .update(appointments)
        .set({ start_at: new Date(slot.start), end_at: new Date(slot.end), status: 'booked', decided_at: null, updated_at: sql`now()` })
        .where(eq(appointments.id, id));
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
      await notifyPatient(tx, context, id, 'rescheduled');
      // Her old time is free now.
      waitlist = await queueWaitlistMatch(tx, [row.doctor_id]);
      return row.doctor_id;
    })
    .catch(slotConflict);
  slotsChanged(context, doctorId);
  if (waitlist) context.jobsQueued?.();
  return viewAppointment(context, id, locale, eq(a.patient_id, user.id));
}
