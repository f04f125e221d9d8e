import { and, asc, desc, eq, isNull, min, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  doctor_services,
  doctor_specializations,
  doctor_workplaces,
  doctors,
  medical_institutions,
  promotion_participants,
  promotions,
  specializations,
  timesheets,
} from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { BOOKING_HORIZON_DAYS, type TBookingOptions, type TSlotDay, type TSlotsQuery } from '../../contracts/booking.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { computeFreeSlots, type Span } from '../schedule/free-slots.ts';
import { clinicToday, loadDoctorSchedules } from '../schedule/slot-loader.ts';
import { addDays, CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';
import type { BookingContext } from './context.ts';
import { seesChildren } from './for-whom.ts';
import { runningAt } from '../promotions/running.ts';
import { clinicStatusJson } from '../clinic-status/read.ts';

/** A bookable service of a doctor with the price that applies now (a running promotion's, when lower). */
export interface ServiceTerms {
  id: number;
  doctor_id: number;
  specialization_id: number;
  duration: number;
  format: 'offline' | 'online';
  /** Kopecks, promotion included; 0 for a service free under the state programme. */
  cost: number;
  /** Free with an electronic referral (docs/decisions/307). */
  is_nszu_free: boolean;
}

/** The running promotion price of a service, if any (the same rule as the doctor profile shows). */
const promotionCost = (db: Db, at: Date) =>
  sql<number | null>`${db
    .select({ cost: min(promotion_participants.cost_with_discount) })
    .from(promotion_participants)
    .innerJoin(promotions, eq(promotions.id, promotion_participants.promotion_id))
    .where(and(eq(promotion_participants.service_id, doctor_services.id), runningAt(at)))}`;

const liveService = and(isNull(doctor_services.deleted_at), eq(doctor_services.status, 'active'));

export async function loadServiceTerms(db: Db, doctorId: number, serviceId: number, now: number): Promise<ServiceTerms | undefined> {
  const [row] = await db
    .select({
      id: doctor_services.id,
      doctor_id: doctor_services.doctor_id,
      specialization_id: doctor_services.specialization_id,
      duration: doctor_services.duration,
      format: doctor_services.format,
      cost: doctor_services.cost,
      is_nszu_free: doctor_services.is_nszu_free,
      promotion_cost: promotionCost(db, new Date(now)),
    })
    .from(doctor_services)
    .where(and(eq(doctor_services.id, serviceId), eq(doctor_services.doctor_id, doctorId), liveService));
  if (!row) return undefined;
  const { promotion_cost, ...terms } = row;
  if (terms.is_nszu_free) return { ...terms, cost: 0 };
  return { ...terms, cost: promotion_cost !== null && promotion_cost < terms.cost ? promotion_cost : terms.cost };
}

/** A bookable doctor (live and active), or 404. */
async function requireDoctor(db: Db, doctorId: number, locale: Locale) {
  const [doctor] = await db
    .select({
      id: doctors.id,
      slug: doctors.slug,
      name: doctors[`full_name_${locale}` as const],
      photo: doctors.photo,
      sees_children: seesChildren(db),
      is_waitlist: doctors.is_waitlist,
    })
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), isNull(doctors.deleted_at), eq(doctors.status, 'active')));
  if (!doctor) throw new NotFoundError();
  return doctor;
}

/** What the booking form offers for one doctor. */
export async function loadBookingOptions(
  db: Db,
  doctorId: number,
  locale: Locale,
  { now, holdSeconds, cancelCutoffMinutes }: { now: number; holdSeconds: number; cancelCutoffMinutes: number },
): Promise<TBookingOptions> {
  const { is_waitlist: waitlist, ...doctor } = await requireDoctor(db, doctorId, locale);
  const at = new Date(now);
  const [specializationOptions, services, workplaces] = await Promise.all([
    db
      .select({ id: specializations.id, name: specializations[`name_${locale}` as const] })
      .from(doctor_specializations)
      .innerJoin(specializations, and(eq(specializations.id, doctor_specializations.specialization_id), isNull(specializations.deleted_at)))
      .where(eq(doctor_specializations.doctor_id, doctorId))
      .orderBy(desc(doctor_specializations.is_main), asc(specializations.id)),
    db
      .select({
        id: doctor_services.id,
        name: doctor_services[`name_${locale}` as const],
        specialization_id: doctor_services.specialization_id,
        specialization: specializations[`name_${locale}` as const],
        cost: doctor_services.cost,
        promotion_cost: promotionCost(db, at),
        duration: doctor_services.duration,
        format: doctor_services.format,
        is_default: doctor_services.is_default,
        is_nszu_free: doctor_services.is_nszu_free,
      })
      .from(doctor_services)
      .innerJoin(specializations, eq(specializations.id, doctor_services.specialization_id))
      .where(and(eq(doctor_services.doctor_id, doctorId), liveService))
      .orderBy(desc(doctor_services.is_default), asc(doctor_services.cost), asc(doctor_services.id)),
    db
      .selectDistinctOn([medical_institutions.id], {
        institution_id: medical_institutions.id,
        name: medical_institutions[`name_${locale}` as const],
        address: medical_institutions[`address_${locale}` as const],
        city_id: cities.id,
        city: cities[`name_${locale}` as const],
        live_status: clinicStatusJson(sql`${medical_institutions.id}`),
      })
      .from(doctor_workplaces)
      .innerJoin(
        medical_institutions,
        and(
          eq(medical_institutions.id, doctor_workplaces.institution_id),
          isNull(medical_institutions.deleted_at),
          eq(medical_institutions.status, 'active'),
          not(medical_institutions.is_work_without_slots),
        ),
      )
      .innerJoin(cities, eq(cities.id, medical_institutions.city_id))
      .innerJoin(
        timesheets,
        and(
          eq(timesheets.doctor_id, doctor_workplaces.doctor_id),
          eq(timesheets.institution_id, medical_institutions.id),
          timesheets.is_active,
          isNull(timesheets.deleted_at),
        ),
      )
      .where(eq(doctor_workplaces.doctor_id, doctorId))
      .orderBy(asc(medical_institutions.id)),
  ]);
  return {
    doctor: { ...doctor, specializations: specializationOptions },
    services: services.map((s) => ({
      id: s.id,
      name: s.name,
      specialization_id: s.specialization_id,
      specialization: s.specialization,
      cost: s.is_nszu_free ? 0 : s.cost,
      promotion_cost: !s.is_nszu_free && s.promotion_cost !== null && s.promotion_cost < s.cost ? s.promotion_cost : null,
      duration: s.duration,
      is_online: s.format === 'online',
      is_default: s.is_default,
      is_nszu_free: s.is_nszu_free,
    })),
    workplaces,
    online: services.some((s) => s.format === 'online'),
    hold_minutes: Math.max(1, Math.round(holdSeconds / 60)),
    cancel_cutoff_hours: Math.round((cancelCutoffMinutes / 60) * 10) / 10,
    waitlist,
  };
}

export interface SlotRequest {
  doctorId: number;
  institutionId: number;
  durationMinutes: number;
  from: string;
  days: number;
  now: number;
  /** Time of this appointment counts as free (rescheduling it). */
  ignore?: Span;
}

/** Free starts of one doctor at one institution for a service of the given length. */
export async function freeSpans(db: Db, request: SlotRequest): Promise<Span[]> {
  const window = { from: request.from, days: request.days };
  const schedules = await loadDoctorSchedules(db, { doctorIds: [request.doctorId], institutionId: request.institutionId, window, now: request.now });
  const schedule = schedules.get(request.doctorId);
  if (!schedule) return [];
  let busy = schedule.busy;
  if (request.ignore) {
    const index = busy.findIndex((span) => span.start === request.ignore!.start && span.end === request.ignore!.end);
    if (index >= 0) busy = busy.filter((_, i) => i !== index);
  }
  const seen = new Set<number>();
  const spans: Span[] = [];
  for (const workplace of schedule.workplaces) {
    for (const span of computeFreeSlots({
      rules: workplace.rules,
      busy,
      from: window.from,
      days: window.days,
      durationMinutes: request.durationMinutes,
      now: request.now,
    })) {
      if (seen.has(span.start)) continue;
      seen.add(span.start);
      spans.push(span);
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** The booking calendar: every day of the window, with its free times (empty days included). */
export async function loadSlotDays(
  db: Db,
  {
    doctorId,
    serviceId,
    institutionId,
    from,
    days,
    now,
  }: { doctorId: number; serviceId: number; institutionId: number; from?: string; days?: number; now: number },
): Promise<{ days: TSlotDay[]; duration: number; time_zone: string }> {
  const service = await loadServiceTerms(db, doctorId, serviceId, now);
  if (!service) throw new ValidationError({ service_id: ['validation.invalid'] });
  const today = clinicToday(now);
  const first = from && from > today ? from : today;
  const last = addDays(today, BOOKING_HORIZON_DAYS - 1);
  const count = Math.max(0, Math.min(days ?? BOOKING_HORIZON_DAYS, daysBetween(first, last) + 1));
  const spans = count > 0 ? await freeSpans(db, { doctorId, institutionId, durationMinutes: service.duration, from: first, days: count, now }) : [];
  const byDay = new Map<string, TSlotDay>();
  for (let i = 0; i < count; i += 1) {
    const date = addDays(first, i);
    byDay.set(date, { date, slots: [] });
  }
  for (const span of spans) {
    const date = zonedDate(span.start, CLINIC_TIME_ZONE);
    byDay
      .get(date)
      ?.slots.push({ start: new Date(span.start).toISOString(), end: new Date(span.end).toISOString(), time: zonedClock(span.start, CLINIC_TIME_ZONE) });
  }
  return { days: [...byDay.values()], duration: service.duration, time_zone: CLINIC_TIME_ZONE };
}

/** The booking form's choices for one doctor, at the context's clock and settings. */
export function bookingOptions(context: BookingContext, doctorId: number, locale: Locale): Promise<TBookingOptions> {
  const { holdSeconds, cancelCutoffMinutes } = context.settings;
  return loadBookingOptions(context.db, doctorId, locale, { now: context.now().getTime(), holdSeconds, cancelCutoffMinutes });
}

/** The booking calendar asked for by a query (`service_id`, `institution_id`, `from`, `days`). */
export async function slotDays(context: BookingContext, doctorId: number, input: TSlotsQuery): ReturnType<typeof loadSlotDays> {
  return loadSlotDays(context.db, {
    doctorId,
    serviceId: input.service_id,
    institutionId: input.institution_id,
    from: input.from,
    days: input.days,
    now: context.now().getTime(),
  });
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
