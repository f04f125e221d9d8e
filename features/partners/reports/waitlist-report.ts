import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REPORT_CSV_MAX_ROWS, REPORT_PAGE_SIZE } from '../../../contracts/appointment-report.ts';
import { listMeta } from '../../../contracts/envelope.ts';
import type { Locale } from '../../../contracts/locale.ts';
import {
  WAITLIST_REPORT_DAYS,
  type TDoctorWaitlist,
  type TWaitlistReport,
  type TWaitlistReportDay,
  type TWaitlistReportFilters,
  type TWaitlistReportQuery,
  type TWaitlistReportRow,
  type TWaitlistReportTotals,
} from '../../../contracts/waitlist-report.ts';
import { addDays, CLINIC_TIME_ZONE, zonedInstant } from '../../../contracts/zoned-time.ts';
import type { Db } from '../../../db/client.ts';
import { appointments, doctor_workplaces, doctors, medical_institutions, waitlist_offers, waitlist_requests } from '../../../db/schema/index.ts';
import { inLocale, selectRows } from '../../../db/sql.ts';
import type { ReportScope } from './appointment-report.ts';

/**
 * The waitlist report (docs/decisions/305): per doctor, the requests waiting now that reach into the period (counted
 * on the days she can come: her range and weekdays), and the offers of the doctor's freed times by the offered
 * time's day, by what became of them. A request counts for the doctor she asked from, at the clinic she chose or,
 * with none, at any of the doctor's; `scope` and the clinic filter keep the clinics of one legal entity or one clinic.
 */

const r = alias(waitlist_requests, 'r');
const o = alias(waitlist_offers, 'o');
const visit = alias(appointments, 'v');
const w = alias(doctor_workplaces, 'w');
const c = alias(medical_institutions, 'c');
const d = alias(doctors, 'd');

const instant = (date: string) => new Date(zonedInstant(date, 0, CLINIC_TIME_ZONE)).toISOString();
const and = (parts: (SQL | undefined)[]) =>
  sql.join(
    parts.filter((part): part is SQL => part !== undefined),
    sql` and `,
  );

/** A clinic (`c`) the report looks at: live, of the scope's legal entity, the chosen one. */
function clinicInScope(filters: TWaitlistReportFilters, scope: ReportScope): SQL {
  return and([
    sql`${c.deleted_at} is null`,
    scope.legalEntityId === undefined ? undefined : sql`${c.legal_entity_id} = ${scope.legalEntityId}`,
    filters.institution_id ? sql`${c.id} = ${filters.institution_id}` : undefined,
  ]);
}

/**
 * `wanted`: one row per waiting request and day of the period she can come; `offered`: the offers of the period
 * with their day; `per_doctor`: both counted by doctor.
 */
function demand(filters: TWaitlistReportFilters, scope: ReportScope): SQL {
  const inScope = clinicInScope(filters, scope);
  return sql`with wanted as (
      select ${r.id} as request_id, ${r.doctor_id} as doctor_id, g::date as day
      from ${waitlist_requests} ${r} cross join lateral generate_series(greatest(${r.date_from}, ${filters.from}::date), least(${r.date_to}, ${filters.to}::date), interval '1 day') g
      where ${and([
        sql`${r.status} = 'waiting'`,
        sql`${r.date_from} <= ${filters.to}::date and ${r.date_to} >= ${filters.from}::date`,
        sql`extract(isodow from g)::int = any(${r.weekdays})`,
        filters.doctor_id ? sql`${r.doctor_id} = ${filters.doctor_id}` : undefined,
        filters.specialization_id ? sql`${r.specialization_id} = ${filters.specialization_id}` : undefined,
        sql`exists (select 1 from ${doctor_workplaces} ${w} join ${medical_institutions} ${c} on ${c.id} = ${w.institution_id} where ${w.doctor_id} = ${r.doctor_id}
          and (${r.institution_id} is null or ${r.institution_id} = ${w.institution_id}) and ${inScope})`,
      ])}
    ), offered as (
      select ${o.doctor_id} as doctor_id, ${o.status} as status, (${o.start_at} at time zone ${CLINIC_TIME_ZONE})::date as day
      from ${waitlist_offers} ${o} join ${appointments} ${visit} on ${visit.id} = ${o.appointment_id}
        join ${medical_institutions} ${c} on ${c.id} = ${visit.institution_id}
      where ${and([
        sql`${o.start_at} >= ${instant(filters.from)}::timestamptz and ${o.start_at} < ${instant(addDays(filters.to, 1))}::timestamptz`,
        inScope,
        filters.doctor_id ? sql`${o.doctor_id} = ${filters.doctor_id}` : undefined,
        filters.specialization_id ? sql`${visit.specialization_id} = ${filters.specialization_id}` : undefined,
      ])}
    ), per_doctor as (
      select doctor_id, sum(waiting)::int as waiting, min(first_day) as first_day, max(last_day) as last_day, sum(offered)::int as offered,
        sum(accepted)::int as accepted, sum(declined)::int as declined, sum(expired)::int as expired
      from (
        select doctor_id, count(distinct request_id) as waiting, min(day) as first_day, max(day) as last_day,
          0 as offered, 0 as accepted, 0 as declined, 0 as expired
        from wanted group by doctor_id
        union all
        select doctor_id, 0, null, null, count(*), count(*) filter (where status = 'accepted'), count(*) filter (where status = 'declined'),
          count(*) filter (where status in ('expired', 'withdrawn'))
        from offered group by doctor_id
      ) counted
      group by doctor_id
    )`;
}

type RowRecord = Omit<TWaitlistReportRow, 'doctor'> & { doctor_id: number; doctor_name: string };

async function rowsOf(db: Db, filters: TWaitlistReportFilters, scope: ReportScope, locale: Locale, page: { limit: number; offset: number }) {
  const doctorName = inLocale(locale, d.full_name_ua, d.full_name_ru);
  const clinicName = inLocale(locale, c.name_ua, c.name_ru);
  const records = await selectRows<RowRecord>(
    db,
    sql`${demand(filters, scope)}
      select p.doctor_id, ${doctorName} as doctor_name, p.waiting, to_char(p.first_day, 'YYYY-MM-DD') as first_day,
        to_char(p.last_day, 'YYYY-MM-DD') as last_day, p.offered, p.accepted, p.declined, p.expired,
        (select coalesce(json_agg(json_build_object('id', ${c.id}, 'name', ${clinicName}) order by ${clinicName}, ${c.id}), '[]'::json)
          from ${doctor_workplaces} ${w} join ${medical_institutions} ${c} on ${c.id} = ${w.institution_id} where ${w.doctor_id} = p.doctor_id and ${clinicInScope(filters, scope)}) as institutions
      from per_doctor p join ${doctors} ${d} on ${d.id} = p.doctor_id
      order by p.waiting desc, p.offered desc, ${doctorName}, p.doctor_id
      limit ${page.limit} offset ${page.offset}`,
  );
  return records.map(({ doctor_id, doctor_name, ...row }): TWaitlistReportRow => ({ doctor: { id: doctor_id, name: doctor_name }, ...row }));
}

async function totalsOf(db: Db, filters: TWaitlistReportFilters, scope: ReportScope): Promise<TWaitlistReportTotals & { doctors: number }> {
  const [totals] = await selectRows<TWaitlistReportTotals & { doctors: number }>(
    db,
    sql`${demand(filters, scope)}
      select count(*)::int as doctors, coalesce(sum(waiting), 0)::int as waiting, coalesce(sum(offered), 0)::int as offered,
        coalesce(sum(accepted), 0)::int as accepted, coalesce(sum(declined), 0)::int as declined, coalesce(sum(expired), 0)::int as expired
      from per_doctor`,
  );
  return totals;
}

/** Every day of the period, with zeros where nothing is, so the chart reads as a calendar. */
function daysOf(db: Db, filters: TWaitlistReportFilters, scope: ReportScope): Promise<TWaitlistReportDay[]> {
  return selectRows<TWaitlistReportDay>(
    db,
    sql`${demand(filters, scope)}
      select to_char(g, 'YYYY-MM-DD') as date, (select count(*) from wanted where day = g::date)::int as waiting,
        (select count(*) from offered where day = g::date and status = 'accepted')::int as filled
      from generate_series(${filters.from}::date, ${filters.to}::date, interval '1 day') g
      order by g`,
  );
}

/** One page of doctors, the totals and the days of the chart, all under the same filters. */
export async function waitlistReport(db: Db, query: TWaitlistReportQuery, scope: ReportScope, locale: Locale): Promise<TWaitlistReport> {
  const [data, { doctors: total, ...totals }, days] = await Promise.all([
    rowsOf(db, query, scope, locale, { limit: REPORT_PAGE_SIZE, offset: (query.page - 1) * REPORT_PAGE_SIZE }),
    totalsOf(db, query, scope),
    daysOf(db, query, scope),
  ]);
  return { data, totals, days, meta: listMeta(total, query.page, REPORT_PAGE_SIZE) };
}

/** Every doctor of the report under the filters (the CSV), up to its limit. */
export function waitlistReportRows(db: Db, filters: TWaitlistReportFilters, scope: ReportScope, locale: Locale): Promise<TWaitlistReportRow[]> {
  return rowsOf(db, filters, scope, locale, { limit: REPORT_CSV_MAX_ROWS, offset: 0 });
}

/** The partner API's demand of one doctor: waiting now for a day of the next weeks from `today`, and per day. */
export async function doctorWaitlist(db: Db, doctorId: number, scope: ReportScope, today: string): Promise<TDoctorWaitlist> {
  const filters = { from: today, to: addDays(today, WAITLIST_REPORT_DAYS - 1), doctor_id: doctorId };
  const [totals, days] = await Promise.all([totalsOf(db, filters, scope), daysOf(db, filters, scope)]);
  return { doctor_id: doctorId, waiting: totals.waiting, days: days.map(({ date, waiting }) => ({ date, waiting })) };
}
