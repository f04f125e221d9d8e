import { sql, type SQL } from 'drizzle-orm';
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
import { epochMs, isoFromMs, localized, selectRows } from '../../../db/sql.ts';
import { addDays, CLINIC_TIME_ZONE, zonedInstant } from '../../../contracts/zoned-time.ts';

/**
 * Approved and rejected appointments by period, clinic, doctor, specialization and format (docs/decisions/238).
 * `scope` limits it to one legal entity's clinics (a partner); without it, every clinic (the back office).
 * The caller decides the scope from the session, never from the request.
 */
export interface ReportScope {
  legalEntityId?: number;
}

const instant = (date: string) => new Date(zonedInstant(date, 0, CLINIC_TIME_ZONE)).toISOString();

function conditions(filters: TAppointmentReportFilters, scope: ReportScope): SQL {
  const parts: SQL[] = [
    sql`a.booked_at is not null`,
    filters.status ? sql`a.status = ${filters.status}` : sql`a.status in ('approved', 'rejected')`,
    sql`a.start_at >= ${instant(filters.from)}::timestamptz`,
    sql`a.start_at < ${instant(addDays(filters.to, 1))}::timestamptz`,
  ];
  if (scope.legalEntityId !== undefined) parts.push(sql`mi.legal_entity_id = ${scope.legalEntityId}`);
  if (filters.institution_id) parts.push(sql`a.institution_id = ${filters.institution_id}`);
  if (filters.doctor_id) parts.push(sql`a.doctor_id = ${filters.doctor_id}`);
  if (filters.specialization_id) parts.push(sql`a.specialization_id = ${filters.specialization_id}`);
  if (filters.format) parts.push(sql`a.format = ${filters.format}`);
  return sql.join(parts, sql` and `);
}

/** The appointments joined with what the report names; `mi` is always joined, so the scope applies. */
const FROM = sql`from appointments a join medical_institutions mi on mi.id = a.institution_id`;

/** What the patient was told when the visit was rejected: the last rejection's reason, if any. */
const REASON = sql`(select e.details->>'reason' from appointment_events e
  where e.appointment_id = a.id and e.to_status = 'rejected' order by e.created_at desc, e.id desc limit 1)`;

interface RowRecord {
  id: number;
  application_number: string | null;
  start_ms: number;
  decided_ms: number | null;
  status: 'approved' | 'rejected';
  format: 'clinic' | 'online';
  institution_id: number;
  institution_name: string;
  doctor_id: number;
  doctor_name: string;
  specialization_id: number | null;
  specialization_name: string | null;
  reason: string | null;
}

async function rowsOf(db: Db, where: SQL, locale: Locale, page: SQL): Promise<TAppointmentReportRow[]> {
  const records = await selectRows<RowRecord>(
    db,
    sql`select a.id, a.application_number, ${epochMs(sql`a.start_at`)} as start_ms, ${epochMs(sql`a.decided_at`)} as decided_ms, a.status, a.format,
          mi.id as institution_id, ${localized('mi', 'name', locale)} as institution_name,
          d.id as doctor_id, ${localized('d', 'full_name', locale)} as doctor_name,
          s.id as specialization_id, ${localized('s', 'name', locale)} as specialization_name,
          case when a.status = 'rejected' then ${REASON} end as reason
        ${FROM}
        join doctors d on d.id = a.doctor_id
        left join specializations s on s.id = a.specialization_id
        where ${where}
        order by a.start_at desc, a.id desc ${page}`,
  );
  return records.map((row) => ({
    id: row.id,
    application_number: row.application_number,
    start_at: isoFromMs(row.start_ms) ?? '',
    status: row.status,
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
  const [data, byDay, reasons] = await Promise.all([
    rowsOf(db, where, locale, sql`limit ${REPORT_PAGE_SIZE} offset ${offset}`),
    selectRows<{ date: string; approved: number; rejected: number }>(
      db,
      sql`select to_char(a.start_at at time zone ${CLINIC_TIME_ZONE}, 'YYYY-MM-DD') as date,
            count(*) filter (where a.status = 'approved')::int as approved, count(*) filter (where a.status = 'rejected')::int as rejected
          ${FROM} where ${where} group by 1 order by 1`,
    ),
    selectRows<{ reason: string | null; count: number }>(
      db,
      sql`select r.reason, count(*)::int as count from (select ${REASON} as reason ${FROM} where ${where} and a.status = 'rejected') r
          group by 1 order by 2 desc, 1 nulls last limit 20`,
    ),
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
  return rowsOf(db, conditions(filters, scope), locale, sql`limit ${REPORT_CSV_MAX_ROWS}`);
}

/** The clinics, doctors and specializations the filters offer, within the scope. */
export async function appointmentReportOptions(db: Db, scope: ReportScope, locale: Locale): Promise<TAppointmentReportOptions> {
  const entity = scope.legalEntityId === undefined ? sql`true` : sql`mi.legal_entity_id = ${scope.legalEntityId}`;
  const [institutions, doctors, specializations] = await Promise.all([
    selectRows<{ id: number; name: string }>(
      db,
      sql`select mi.id, ${localized('mi', 'name', locale)} as name from medical_institutions mi where ${entity} and mi.deleted_at is null order by 2, 1 limit 500`,
    ),
    selectRows<{ id: number; name: string }>(
      db,
      sql`select distinct d.id, ${localized('d', 'full_name', locale)} as name from doctors d
          join doctor_workplaces w on w.doctor_id = d.id join medical_institutions mi on mi.id = w.institution_id
          where ${entity} and d.deleted_at is null order by 2, 1 limit 1000`,
    ),
    selectRows<{ id: number; name: string }>(
      db,
      sql`select distinct s.id, ${localized('s', 'name', locale)} as name from specializations s
          join doctor_specializations ds on ds.specialization_id = s.id
          join doctor_workplaces w on w.doctor_id = ds.doctor_id join medical_institutions mi on mi.id = w.institution_id
          where ${entity} order by 2, 1 limit 500`,
    ),
  ]);
  return { institutions, doctors, specializations };
}
