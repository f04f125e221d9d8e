import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import { BOOKING_HORIZON_DAYS, type TBookingOptions, type TSlotDay, type TSlotsQuery } from '../../contracts/booking.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { localized, selectRows as rows } from '../../db/sql.ts';
import { computeFreeSlots, type Span } from '../schedule/free-slots.ts';
import { clinicToday, loadDoctorSchedules } from '../schedule/slot-loader.ts';
import { addDays, CLINIC_TIME_ZONE, zonedClock, zonedDate } from '../../contracts/zoned-time.ts';
import type { BookingContext } from './context.ts';

/** A bookable service of a doctor with the price that applies now (a running promotion's, when lower). */
export interface ServiceTerms {
  id: number;
  doctor_id: number;
  specialization_id: number;
  duration: number;
  format: 'offline' | 'online';
  /** Kopecks, promotion included. */
  cost: number;
}

/** The running promotion price of a service, if any (the same rule as the doctor profile shows). */
const promotionCost = (at: string) => sql`(select min(pp.cost_with_discount) from promotion_participants pp join promotions p on p.id = pp.promotion_id
  where pp.service_id = s.id and p.status = 'started' and p.deleted_at is null
    and (p.start_at is null or p.start_at <= ${at}::timestamptz) and (p.end_at is null or p.end_at > ${at}::timestamptz))`;

export async function loadServiceTerms(db: Db, doctorId: number, serviceId: number, now: number): Promise<ServiceTerms | undefined> {
  const [row] = await rows<ServiceTerms & { promotion_cost: number | null }>(
    db,
    sql`select s.id, s.doctor_id, s.specialization_id, s.duration::int as duration, s.format, s.cost, ${promotionCost(new Date(now).toISOString())} as promotion_cost
        from doctor_services s
        where s.id = ${serviceId} and s.doctor_id = ${doctorId} and s.deleted_at is null and s.status = 'active'`,
  );
  if (!row) return undefined;
  const { promotion_cost, ...terms } = row;
  return { ...terms, cost: promotion_cost !== null && promotion_cost < terms.cost ? promotion_cost : terms.cost };
}

/** A bookable doctor (live and active), or 404. */
async function requireDoctor(db: Db, doctorId: number, locale: Locale) {
  const [doctor] = await rows<{ id: number; slug: string; name: string; photo: string | null; sees_children: boolean }>(
    db,
    sql`select d.id, d.slug, ${localized('d', 'full_name', locale)} as name, d.photo,
          exists (select 1 from doctor_feature_links fl join doctor_features f on f.id = fl.feature_id
            where fl.doctor_id = d.id and f.code = 'child_consultation' and f.deleted_at is null) as sees_children
        from doctors d where d.id = ${doctorId} and d.deleted_at is null and d.status = 'active'`,
  );
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
  const doctor = await requireDoctor(db, doctorId, locale);
  const at = new Date(now).toISOString();
  const [specializations, services, workplaces] = await Promise.all([
    rows<{ id: number; name: string }>(
      db,
      sql`select sp.id, ${localized('sp', 'name', locale)} as name from doctor_specializations ds
          join specializations sp on sp.id = ds.specialization_id and sp.deleted_at is null
          where ds.doctor_id = ${doctorId} order by ds.is_main desc, sp.id`,
    ),
    rows<{
      id: number;
      name: string;
      specialization_id: number;
      specialization: string;
      cost: number;
      promotion_cost: number | null;
      duration: number;
      format: string;
      is_default: boolean;
    }>(
      db,
      sql`select s.id, ${localized('s', 'name', locale)} as name, s.specialization_id, ${localized('sp', 'name', locale)} as specialization,
            s.cost, ${promotionCost(at)} as promotion_cost, s.duration::int as duration, s.format, s.is_default
          from doctor_services s join specializations sp on sp.id = s.specialization_id
          where s.doctor_id = ${doctorId} and s.deleted_at is null and s.status = 'active'
          order by s.is_default desc, s.cost, s.id`,
    ),
    rows<{ institution_id: number; name: string; address: string | null; city_id: number; city: string }>(
      db,
      sql`select distinct on (mi.id) mi.id as institution_id, ${localized('mi', 'name', locale)} as name, ${localized('mi', 'address', locale)} as address,
            c.id as city_id, ${localized('c', 'name', locale)} as city, w.position
          from doctor_workplaces w
          join medical_institutions mi on mi.id = w.institution_id and mi.deleted_at is null and mi.status = 'active' and not mi.is_work_without_slots
          join cities c on c.id = mi.city_id
          join timesheets t on t.doctor_id = w.doctor_id and t.institution_id = mi.id and t.is_active and t.deleted_at is null
          where w.doctor_id = ${doctorId}
          order by mi.id`,
    ),
  ]);
  return {
    doctor: { ...doctor, specializations },
    services: services.map((s) => ({
      id: s.id,
      name: s.name,
      specialization_id: s.specialization_id,
      specialization: s.specialization,
      cost: s.cost,
      promotion_cost: s.promotion_cost !== null && s.promotion_cost < s.cost ? s.promotion_cost : null,
      duration: s.duration,
      is_online: s.format === 'online',
      is_default: s.is_default,
    })),
    workplaces: workplaces.map(({ institution_id, name, address, city_id, city }) => ({ institution_id, name, address, city_id, city })),
    online: services.some((s) => s.format === 'online'),
    hold_minutes: Math.max(1, Math.round(holdSeconds / 60)),
    cancel_cutoff_hours: Math.round((cancelCutoffMinutes / 60) * 10) / 10,
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
