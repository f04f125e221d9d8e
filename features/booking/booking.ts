import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import {
  PATIENT_LIST_PAGE_SIZE,
  ZBookRequest,
  ZHoldRequest,
  ZPatientAppointmentsQuery,
  ZSlotsQuery,
  type TAppointment,
  type TAppointmentList,
  type THold,
} from '../../contracts/booking.ts';
import { listMeta } from '../../contracts/envelope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { selectRows as rows } from '../../db/sql.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { CLINIC_TIME_ZONE } from '../schedule/free-slots.ts';
import { zonedDate } from '../schedule/zoned-time.ts';
import { requestRefunds } from '../payments/refunds.ts';
import { applicationNumber, cancelReminders, notifyPatient, scheduleReminders, type NoticeKind } from './notices.ts';
import { freeSpans, loadBookingOptions, loadServiceTerms, loadSlotDays } from './slots.ts';
import { HOLD_EXPIRED, lockAppointment, ms, ownHold, recordEvent, slotConflict, SLOT_TAKEN, type LockedAppointment } from './appointment-rows.ts';
import { createPartnerReads } from './partner-reads.ts';
import { reschedule } from './reschedule.ts';
import { decide } from './decide.ts';
import { loadAppointments, loadEvents, patientMayChange } from './views.ts';
import { patientColumns, resolveBookingPatient } from './for-whom.ts';

export interface BookingSettings {
  /** How long a hold keeps its slot (`HOLD_MINUTES`, or `HOLD_SECONDS` for tests). */
  holdSeconds: number;
  /** The patient may cancel or reschedule until this long before the visit (`CANCEL_CUTOFF_HOURS`). */
  cancelCutoffMinutes: number;
  reminderOffsetsMinutes: readonly number[];
}

export interface BookingOptions {
  settings: BookingSettings;
  messenger: Messenger;
  siteOrigin: string;
  now?: () => Date;
  /** Called after a change that frees or takes a doctor's time (the catalogue forgets its cached next slots). */
  onSlotsChanged?: (doctorIds: number[]) => void;
}


/**
 * Holds, bookings and their changes (SPEC §4–5, ARCHITECTURE §5). The database's exclusion constraint is
 * the only judge of who gets a time: every write that takes time simply tries, and a violation becomes 409.
 */
export function createBookingService(database: Database, options: BookingOptions) {
  const { db } = database;
  const { settings } = options;
  const now = options.now ?? (() => new Date());
  const noticeOptions = { messenger: options.messenger, siteOrigin: options.siteOrigin };
  const rules = () => ({ now: now().getTime(), cancelCutoffMinutes: settings.cancelCutoffMinutes });
  const slotsChanged = (doctorId: number) => options.onSlotsChanged?.([doctorId]);
  // The job worker listens, so that a refund queued by a cancel is made now rather than at the next poll.
  const refundListeners = new Set<() => void>();
  const refundQueued = () => refundListeners.forEach((listener) => listener());

  /** Holds whose time ran out become `expired` (the slot engine ignores them already; this frees the constraint). */
  async function expireStale(tx: Db, where: SQL): Promise<number[]> {
    const expired = await rows<{ id: number; doctor_id: number }>(
      tx,
      sql`with gone as (
            update appointments set status = 'expired', updated_at = now()
            where status = 'hold' and hold_expires_at <= ${now().toISOString()}::timestamptz and ${where}
            returning id, doctor_id)
          , logged as (
            insert into appointment_events (appointment_id, action, from_status, to_status, actor_kind)
            select id, 'expired', 'hold', 'expired', 'system' from gone)
          select id, doctor_id from gone`,
    );
    return [...new Set(expired.map((row) => row.doctor_id))];
  }

  async function requirePatientAppointment(tx: Db, user: SessionUser, id: number): Promise<LockedAppointment> {
    const row = await lockAppointment(tx, id);
    if (!row || row.patient_id !== user.id) throw new NotFoundError();
    return row;
  }

  async function notify(tx: Db, appointmentId: number, kind: NoticeKind, extra?: Record<string, string>): Promise<void> {
    await notifyPatient(tx, noticeOptions, appointmentId, kind, extra);
  }

  async function view(id: number, locale: Locale, scope: SQL): Promise<TAppointment> {
    const [appointment] = await loadAppointments(db, locale, sql`a.id = ${id} and ${scope}`, rules());
    if (!appointment) throw new NotFoundError();
    return { ...appointment, events: await loadEvents(db, id) };
  }

  const partner = createPartnerReads(db, rules);
  const { partnerEntity, partnerScope } = partner;

  const service = {
    options: (doctorId: number, locale: Locale) =>
      loadBookingOptions(db, doctorId, locale, { now: now().getTime(), holdSeconds: settings.holdSeconds, cancelCutoffMinutes: settings.cancelCutoffMinutes }),

    async slots(doctorId: number, query: unknown) {
      const input = ZSlotsQuery.parse(query, { reportInput: true });
      return loadSlotDays(db, { doctorId, serviceId: input.service_id, institutionId: input.institution_id, from: input.from, days: input.days, now: now().getTime() });
    },

    /** Takes a slot for the signed-in patient for `holdSeconds`; a patient holds one slot at a time. */
    async hold(user: SessionUser, body: unknown): Promise<THold> {
      const input = ZHoldRequest.parse(body, { reportInput: true });
      const at = now();
      const terms = await loadServiceTerms(db, input.doctor_id, input.service_id, at.getTime());
      if (!terms) throw new ValidationError({ service_id: ['validation.invalid'] });
      if (input.format === 'online' && terms.format !== 'online') throw new ValidationError({ format: ['booking.format.unavailable'] });
      const start = Date.parse(input.start);
      const day = zonedDate(start, CLINIC_TIME_ZONE);
      // The patient's own live hold with this doctor is given up below, so its time counts as free.
      const [own] = await rows<{ id: number; start_ms: number; end_ms: number; expires_ms: number; same: boolean }>(
        db,
        sql`select id, (extract(epoch from start_at) * 1000)::float8 as start_ms, (extract(epoch from end_at) * 1000)::float8 as end_ms,
              (extract(epoch from hold_expires_at) * 1000)::float8 as expires_ms,
              institution_id = ${input.institution_id} and service_id = ${input.service_id} and format = ${input.format} as same
            from appointments where patient_id = ${user.id} and doctor_id = ${input.doctor_id} and status = 'hold'
              and hold_expires_at > ${at.toISOString()}::timestamptz
            limit 1`,
      );
      // The same patient asking again for the time she already holds (a second tab, a reload) gets that hold
      // back, countdown and all: answering "taken" would hide her own time from her (docs/decisions/182).
      if (own?.same && own.start_ms === start) return ownHold(own, at.getTime());
      const free = await freeSpans(db, {
        doctorId: input.doctor_id,
        institutionId: input.institution_id,
        durationMinutes: terms.duration,
        from: day,
        days: 1,
        now: at.getTime(),
        ignore: own ? { start: own.start_ms, end: own.end_ms } : undefined,
      });
      const slot = free.find((span) => span.start === start);
      if (!slot) throw new ConflictError(SLOT_TAKEN);
      const expiresAt = new Date(at.getTime() + settings.holdSeconds * 1000);
      const id = await db
        .transaction(async (tx) => {
          // Holds past their time are free: of this doctor (the slot) and of this patient (the one-hold index).
          await expireStale(tx, sql`(doctor_id = ${input.doctor_id} or patient_id = ${user.id})`);
          // The patient's previous live hold is let go: one slot at a time.
          const released = await rows<{ id: number }>(
            tx,
            sql`update appointments set status = 'cancelled', cancelled_at = ${at.toISOString()}::timestamptz, updated_at = now()
                where patient_id = ${user.id} and status = 'hold' returning id`,
          );
          for (const { id: releasedId } of released) {
            await recordEvent(tx, { appointmentId: releasedId, action: 'cancelled', from: 'hold', to: 'cancelled', actor: 'patient', userId: user.id, details: { reason: 'replaced' } });
          }
          const [created] = await rows<{ id: number }>(
            tx,
            sql`insert into appointments (status, start_at, end_at, hold_expires_at, doctor_id, institution_id, service_id, specialization_id, format, cost, patient_id)
                values ('hold', ${new Date(slot.start).toISOString()}::timestamptz, ${new Date(slot.end).toISOString()}::timestamptz,
                  ${expiresAt.toISOString()}::timestamptz, ${input.doctor_id}, ${input.institution_id}, ${terms.id}, ${terms.specialization_id},
                  ${input.format}, ${terms.cost}, ${user.id})
                returning id`,
          );
          await recordEvent(tx, { appointmentId: created.id, action: 'held', from: null, to: 'hold', actor: 'patient', userId: user.id });
          return created.id;
        })
        .catch(slotConflict);
      slotsChanged(input.doctor_id);
      return { id, start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString(), expires_at: expiresAt.toISOString(), seconds_left: settings.holdSeconds };
    },

    /** Lets a hold go before its time (the patient left the form). */
    async release(user: SessionUser, holdId: number): Promise<void> {
      const doctorId = await db.transaction(async (tx) => {
        const row = await requirePatientAppointment(tx, user, holdId);
        if (row.status !== 'hold') return null;
        await tx.execute(sql`update appointments set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = ${holdId}`);
        await recordEvent(tx, { appointmentId: holdId, action: 'cancelled', from: 'hold', to: 'cancelled', actor: 'patient', userId: user.id, details: { reason: 'released' } });
        return row.doctor_id;
      });
      if (doctorId !== null) slotsChanged(doctorId);
    },

    /** Turns the patient's live hold into a booking with the patient's data and consent. */
    async book(user: SessionUser, holdId: number, body: unknown, locale: Locale): Promise<TAppointment> {
      const input = ZBookRequest.parse(body, { reportInput: true });
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const row = await requirePatientAppointment(tx, user, holdId);
        if (row.status !== 'hold') {
          if (row.status === 'booked' || row.status === 'approved') throw new ConflictError('booking.already.booked');
          return { expired: true as const };
        }
        if (ms(row.hold_expires_at!) <= at.getTime()) {
          await tx.execute(sql`update appointments set status = 'expired', updated_at = now() where id = ${holdId}`);
          await recordEvent(tx, { appointmentId: holdId, action: 'expired', from: 'hold', to: 'expired', actor: 'system', userId: null });
          return { expired: true as const };
        }
        const [place] = await rows<{ city_id: number; representative_id: number | null; specialization_ok: boolean }>(
          tx,
          sql`select mi.city_id, mi.representative_id,
                exists (select 1 from doctor_specializations ds where ds.doctor_id = ${row.doctor_id} and ds.specialization_id = ${input.specialization_id})
                  or exists (select 1 from doctor_services s where s.id = ${row.service_id} and s.specialization_id = ${input.specialization_id}) as specialization_ok
              from medical_institutions mi where mi.id = ${row.institution_id}`,
        );
        const errors: Record<string, string[]> = {};
        if (!place || place.city_id !== input.city_id) errors.city_id = ['validation.invalid'];
        if (!place?.specialization_ok) errors.specialization_id = ['validation.invalid'];
        if (Object.keys(errors).length) throw new ValidationError(errors);
        const number = applicationNumber(holdId, row.start_at);
        const patient = await resolveBookingPatient(tx, user.id, input, { doctorId: row.doctor_id, day: zonedDate(ms(row.start_at), CLINIC_TIME_ZONE) });
        await tx.execute(sql`
          update appointments set status = 'booked', application_number = ${number}, booked_at = ${at.toISOString()}::timestamptz,
            consent_at = ${at.toISOString()}::timestamptz, city_id = ${input.city_id}, specialization_id = ${input.specialization_id},
            representative_id = ${place!.representative_id}, comment = ${input.comment || null}, locale = ${locale}, ${patientColumns(patient)}, updated_at = now()
          where id = ${holdId}`);
        await recordEvent(tx, { appointmentId: holdId, action: 'booked', from: 'hold', to: 'booked', actor: 'patient', userId: user.id });
        await scheduleReminders(tx, holdId, new Date(row.start_at), settings.reminderOffsetsMinutes, at);
        await notify(tx, holdId, 'booked');
        return { expired: false as const };
      });
      if (outcome.expired) throw new ConflictError(HOLD_EXPIRED);
      return view(holdId, locale, sql`a.patient_id = ${user.id}`);
    },

    async patientAppointments(user: SessionUser, query: unknown, locale: Locale): Promise<TAppointmentList> {
      const input = ZPatientAppointmentsQuery.parse(query, { reportInput: true });
      const at = now().toISOString();
      const scope =
        input.scope === 'upcoming'
          ? sql`a.patient_id = ${user.id} and a.status in ('booked', 'approved') and a.end_at > ${at}::timestamptz`
          : sql`a.patient_id = ${user.id} and a.booked_at is not null and (a.status not in ('booked', 'approved') or a.end_at <= ${at}::timestamptz)`;
      const order = input.scope === 'upcoming' ? sql`order by a.start_at, a.id` : sql`order by a.start_at desc, a.id desc`;
      const offset = (input.page - 1) * PATIENT_LIST_PAGE_SIZE;
      const [[{ total }], data] = await Promise.all([
        rows<{ total: number }>(db, sql`select count(*)::int as total from appointments a where ${scope}`),
        loadAppointments(db, locale, scope, rules(), sql`${order} limit ${PATIENT_LIST_PAGE_SIZE} offset ${offset}`),
      ]);
      return { data, meta: listMeta(total, input.page, PATIENT_LIST_PAGE_SIZE) };
    },

    patientAppointment: (user: SessionUser, id: number, locale: Locale) => view(id, locale, sql`a.patient_id = ${user.id} and a.booked_at is not null`),

    /** Cancels a booking up to the cut-off; the time is free at once. */
    async cancel(user: SessionUser, id: number, locale: Locale): Promise<TAppointment> {
      let refund = false;
      const doctorId = await db.transaction(async (tx) => {
        const row = await requirePatientAppointment(tx, user, id);
        if (!patientMayChange(row.status, row.start_at, rules())) throw new ConflictError('booking.change.too.late', { hours: settings.cancelCutoffMinutes / 60 });
        await tx.execute(sql`update appointments set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = ${id}`);
        await recordEvent(tx, { appointmentId: id, action: 'cancelled', from: row.status, to: 'cancelled', actor: 'patient', userId: user.id });
        // Money paid for it goes back: recorded with the cancel, sent by the worker (docs/decisions/181).
        refund = await requestRefunds(tx, id, now());
        await cancelReminders(tx, id);
        await notify(tx, id, 'cancelled');
        return row.doctor_id;
      });
      slotsChanged(doctorId);
      if (refund) refundQueued();
      return view(id, locale, sql`a.patient_id = ${user.id}`);
    },

    /** Moves a booking to another free time of the same doctor, institution and service (features/booking/reschedule.ts). */
    reschedule: (user: SessionUser, id: number, body: unknown, locale: Locale) =>
      reschedule({ db, now, rules, settings, requirePatientAppointment, expireStale, notify, slotsChanged, view }, user, id, body, locale),

    partnerAppointments: partner.appointments,
    partnerFilterOptions: partner.filterOptions,

    async partnerAppointment(user: SessionUser, id: number, locale: Locale): Promise<TAppointment> {
      return view(id, locale, partnerScope(await partnerEntity(user)));
    },

    /** The clinic's answer: approve or reject (features/booking/decide.ts). */
    decide: (user: SessionUser, id: number, decision: 'approved' | 'rejected', body: unknown, locale: Locale) =>
      decide({ db, now, partnerEntity, partnerScope, notify, slotsChanged, refundQueued, view }, user, id, decision, body, locale),

    /** The hold-expiry sweep (a job): every instance may run it, each hold is expired once. */
    async expireHolds(): Promise<number> {
      const doctors = await db.transaction((tx) => expireStale(tx, sql`true`));
      options.onSlotsChanged?.(doctors);
      return doctors.length;
    },

    /** Called after a cancel or a rejection queued a refund (the job worker's `kick`). */
    onRefundQueued(listener: () => void): void {
      refundListeners.add(listener);
    },

    /** Tells the patient about a payment change (the payments service calls this). */
    async paymentChanged(appointmentId: number, kind: 'paid' | 'payment_failed' | 'refunded'): Promise<void> {
      await db.transaction((tx) => notify(tx, appointmentId, kind));
    },
  };
  return service;
}

export type BookingService = ReturnType<typeof createBookingService>;
