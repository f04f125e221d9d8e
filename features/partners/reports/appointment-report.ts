import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_CSV_MAX_ROWS,
  REPORT_PAGE_SIZE,
  type TAppointmentReport,
  type TAppointmentReportDay,
  type TAppointmentReportFilters,
  type TAppointmentReportOptions,
  type TAppointmentReportQuery,
  type TAppointmentReportRow,
} from '../../../contracts/appointment-report.ts';
import { listMeta } from '../../../contracts/envelope.ts';
import type { Locale } from '../../../contracts/locale.ts';
import type { Db } from '../../../db/client.ts';
import {
  appointment_events,
  appointments as a,
  doctor_specializations,
  doctor_workplaces,
  doctors,
  medical_institutions as mi,
  specializations,
} from '../../../db/schema/index.ts';
import { epochMs, isoFromMs } from '../../../db/sql.ts';
import { addDays, CLINIC_TIME_ZONE, zonedInstant } from '../../../contracts/zoned-time.ts';
import { inLocale } from '../../../db/sql.ts';

/**
 * Approved and rejected appointments by period, clinic, doctor, specialization and format (docs/decisions/238).
 * `scope` limits it to one legal entity's clinics (a partner); without it, every clinic (the back office).
 * The caller decides the scope from the session, never from the request.
 */
export interface ReportScope {
  legalEntityId?: number;
}

const instant = (date: string) => new Date(zonedInstant(date, 0, CLINIC_TIME_ZONE));

function conditions(filters: TAppointmentReportFilters, scope: ReportScope): SQL {
  const parts: SQL[] = [
    isNotNull(a.booked_at),
    filters.status ? eq(a.status, filters.status) : inArray(a.status, ['approved', 'rejected']),
    gte(a.start_at, instant(filters.from)),
    lt(a.start_at, instant(addDays(filters.to, 1))),
  ];
  if (scope.legalEntityId !== undefined) parts.push(eq(mi.legal_entity_id, scope.legalEntityId));
  if (filters.institution_id) parts.push(eq(a.institution_id, filters.institution_id));
  if (filters.doctor_id) parts.push(eq(a.doctor_id, filters.doctor_id));
  if (filters.specialization_id) parts.push(eq(a.specialization_id, filters.specialization_id));
  if (filters.format) parts.push(eq(a.format, filters.format));
  return sql.join(parts, sql` and `);
}

/** The appointments are always joined with their clinic, so the scope applies. */
const ofClinic = eq(mi.id, a.institution_id);

/** What the patient was told when the visit was rejected: the last rejection's reason, if any. */
const rejectionReason = () => sql<string | null>`(select ${appointment_events.details}->>'reason' from ${appointment_events}
  where ${appointment_events.appointment_id} = ${a.id} and ${appointment_events.to_status} = 'rejected'
  order by ${appointment_events.created_at} desc, ${appointment_events.id} desc limit 1)`;

async function rowsOf(db: Db, where: SQL, locale: Locale, page: { limit: number; offset: number }): Promise<TAppointmentReportRow[]> {
  const records = await db
    .select({
      id: a.id,
      application_number: a.application_number,
      // Epoch milliseconds, so the text is the one JavaScript writes for the instant.
      start_ms: epochMs(sql`${a.start_at}`).mapWith(Number),
      decided_ms: sql<number | null>`${epochMs(sql`${a.decided_at}`)}`,
      status: a.status,
      format: a.format,
      institution_id: mi.id,
      institution_name: inLocale(locale, mi.name_ua, mi.name_ru),
      doctor_id: doctors.id,
      doctor_name: inLocale(locale, doctors.full_name_ua, doctors.full_name_ru),
      specialization_id: specializations.id,
      specialization_name: inLocale(locale, specializations.name_ua, specializations.name_ru),
      reason: sql<string | null>`case when ${a.status} = 'rejected' then ${rejectionReason()} end`,
    })
    .from(a)
    .innerJoin(mi, ofClinic)
    .innerJoin(doctors, eq(doctors.id, a.doctor_id))
    .leftJoin(specializations, eq(specializations.id, a.specialization_id))
    .where(where)
    .orderBy(desc(a.start_at), desc(a.id))
    .limit(page.limit)
    .offset(page.offset);
  return records.map((row) => ({
    id: row.id,
    application_number: row.application_number,
    start_at: isoFromMs(row.start_ms) ?? '',
    // The conditions keep approved and rejected appointments only.
    status: row.status as 'approved' | 'rejected',
    format: row.format,
    institution: { id: row.institution_id, name: row.institution_name },
    doctor: { id: row.doctor_id, name: row.doctor_name },
    specialization: row.specialization_id === null ? null : { id: row.specialization_id, name: row.specialization_name ?? '' },
    rejection_reason: row.reason,
    decided_at: isoFromMs(row.decided_ms),
  }));
}

/** Every day of the period, with zeros where nothing happened, so the chart reads as a calendar. */
function everyDay(filters: TAppointmentReportFilters, counted: Map<string, TAppointmentReportDay>): TAppointmentReportDay[] {
  const days: TAppointmentReportDay[] = [];
  for (let date = filters.from; date <= filters.to; date = addDays(date, 1)) days.push(counted.get(date) ?? { date, approved: 0, rejected: 0 });
  return days;
}

/** One page of the table, the totals, the days of the chart and the rejection reasons, all under the same filters. */
export async function appointmentReport(db: Db, query: TAppointmentReportQuery, scope: ReportScope, locale: Locale): Promise<TAppointmentReport> {
  const where = conditions(query, scope);
  const offset = (query.page - 1) * REPORT_PAGE_SIZE;
  const rejected = db
    .select({ reason: rejectionReason().as('reason') })
    .from(a)
    .innerJoin(mi, ofClinic)
    .where(and(where, eq(a.status, 'rejected')))
    .as('r');
  const [data, byDay, reasons] = await Promise.all([
    rowsOf(db, where, locale, { limit: REPORT_PAGE_SIZE, offset }),
    db
      .select({
        date: sql<string>`to_char(${a.start_at} at time zone ${CLINIC_TIME_ZONE}, 'YYYY-MM-DD')`,
        approved: sql`count(*) filter (where ${a.status} = 'approved')::int`.mapWith(Number),
        rejected: sql`count(*) filter (where ${a.status} = 'rejected')::int`.mapWith(Number),
      })
      .from(a)
      .innerJoin(mi, ofClinic)
      .where(where)
      // By position: the day's expression binds the time zone as a parameter, so a repeated one would not match.
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ reason: rejected.reason, count: sql`count(*)::int`.mapWith(Number) })
      .from(rejected)
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1 nulls last`)
      .limit(20),
  ]);
  const counted = new Map(byDay.map((day) => [day.date, day]));
  const totals = byDay.reduce((sum, day) => ({ approved: sum.approved + day.approved, rejected: sum.rejected + day.rejected }), { approved: 0, rejected: 0 });
  return {
    data,
    totals,
    days: everyDay(query, counted),
    reasons,
    meta: listMeta(totals.approved + totals.rejected, query.page, REPORT_PAGE_SIZE),
  };
}

/** Every row of the report under the filters (the CSV), up to its limit. */
export function appointmentReportRows(db: Db, filters: TAppointmentReportFilters, scope: ReportScope, locale: Locale): Promise<TAppointmentReportRow[]> {
  return rowsOf(db, conditions(filters, scope), locale, { limit: REPORT_CSV_MAX_ROWS, offset: 0 });
}

/** The clinics, doctors and specializations the filters offer, within the scope. */
export async function appointmentReportOptions(db: Db, scope: ReportScope, locale: Locale): Promise<TAppointmentReportOptions> {
  const entity = scope.legalEntityId === undefined ? undefined : eq(mi.legal_entity_id, scope.legalEntityId);
  const clinicName = inLocale(locale, mi.name_ua, mi.name_ru);
  const doctorName = inLocale(locale, doctors.full_name_ua, doctors.full_name_ru);
  const specializationName = inLocale(locale, specializations.name_ua, specializations.name_ru);
  const [institutions, doctorChoices, specializationChoices] = await Promise.all([
    db
      .select({ id: mi.id, name: clinicName })
      .from(mi)
      .where(and(entity, isNull(mi.deleted_at)))
      .orderBy(asc(clinicName), asc(mi.id))
      .limit(500),
    db
      .selectDistinct({ id: doctors.id, name: doctorName })
      .from(doctors)
      .innerJoin(doctor_workplaces, eq(doctor_workplaces.doctor_id, doctors.id))
      .innerJoin(mi, eq(mi.id, doctor_workplaces.institution_id))
      .where(and(entity, isNull(doctors.deleted_at)))
      .orderBy(asc(doctorName), asc(doctors.id))
      .limit(1000),
    db
      .selectDistinct({ id: specializations.id, name: specializationName })
      .from(specializations)
      .innerJoin(doctor_specializations, eq(doctor_specializations.specialization_id, specializations.id))
      .innerJoin(doctor_workplaces, eq(doctor_workplaces.doctor_id, doctor_specializations.doctor_id))
      .innerJoin(mi, eq(mi.id, doctor_workplaces.institution_id))
      .where(entity)
      .orderBy(asc(specializationName), asc(specializations.id))
      .limit(500),
  ]);
  return { institutions, doctors: doctorChoices, specializations: specializationChoices };
}
