import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClinicTimesheets, InstitutionOption } from '../../contracts/routes/timesheet-answers.ts';
import type { TimesheetEntry, ZCalendarQuery } from '../../contracts/timesheets.ts';
import { NotFoundError } from '../errors.ts';
import type { CallContext } from '../records/types.ts';
import { inLocale } from '../../db/sql.ts';
import { institutionInScope, timesheetScope } from './access.ts';
import { timesheetCalendar } from './calendar.ts';
import { loadTimesheets } from './reads.ts';
import type { TimesheetsContext } from './timesheets-context.ts';
import { cities, doctor_specializations, doctor_workplaces, doctors, medical_institutions, specializations, timesheets } from '../../db/schema/index.ts';

/** At most this many clinics in the picker's answer; the search narrows it. */
const INSTITUTION_PICK_LIMIT = 50;

const likePattern = (search: string | undefined) => (search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null);

/** The clinics whose doctors the caller may schedule (a partner: their legal entity's), by name, for a picker. */
export async function listSchedulableInstitutions({ db }: TimesheetsContext, search: string | undefined, context: CallContext): Promise<InstitutionOption[]> {
  const scope = await timesheetScope(db, context.user, 'read');
  const name = inLocale(context.locale, medical_institutions.name_ua, medical_institutions.name_ru);
  const pattern = likePattern(search);
  return db
    .select({ id: medical_institutions.id, name, city: inLocale(context.locale, cities.name_ua, cities.name_ru) })
    .from(medical_institutions)
    .leftJoin(cities, eq(cities.id, medical_institutions.city_id))
    .where(
      and(
        isNull(medical_institutions.deleted_at),
        institutionInScope(scope, medical_institutions),
        pattern === null ? undefined : or(ilike(medical_institutions.name_ua, pattern), ilike(medical_institutions.name_ru, pattern)),
      ),
    )
    .orderBy(asc(name), asc(medical_institutions.id))
    .limit(INSTITUTION_PICK_LIMIT);
}

/** The rules that can shape a day of `from`..`to`: every weekly one and the dated ones touching the period. */
const touches = (entry: TimesheetEntry, from: string, to: string) => entry.weekday !== null || (entry.date_from! <= to && from <= entry.date_to!);

const collator = (locale: CallContext['locale']) => new Intl.Collator(locale === 'ru' ? 'ru' : 'uk');

/**
 * Every doctor of a clinic — those working there and those who left but still have a timesheet there — with
 * each day of `from`..`to` of each of their timesheets at the clinic. One read of the timesheets and their
 * entries; the days come from the per-timesheet calendar (features/timesheets/calendar.ts), that is from the
 * slot engine's own day rules on clinic dates and wall-clock times, so a DST change moves nothing.
 */
export async function clinicTimesheets(
  { db }: TimesheetsContext,
  institutionId: number,
  { from, to }: z.output<typeof ZCalendarQuery>,
  context: CallContext,
): Promise<ClinicTimesheets> {
  const scope = await timesheetScope(db, context.user, 'read');
  const [institution] = await db
    .select({
      id: medical_institutions.id,
      name: inLocale(context.locale, medical_institutions.name_ua, medical_institutions.name_ru),
      city: inLocale(context.locale, cities.name_ua, cities.name_ru),
    })
    .from(medical_institutions)
    .leftJoin(cities, eq(cities.id, medical_institutions.city_id))
    .where(and(eq(medical_institutions.id, institutionId), isNull(medical_institutions.deleted_at), institutionInScope(scope, medical_institutions)));
  if (!institution) throw new NotFoundError();
  const worksHere = sql`exists (select 1 from ${doctor_workplaces}
    where ${doctor_workplaces.doctor_id} = ${doctors.id} and ${doctor_workplaces.institution_id} = ${institutionId})`;
  const mainSpecialization = sql`(select ${inLocale(context.locale, specializations.name_ua, specializations.name_ru)}
    from ${doctor_specializations} join ${specializations} on ${specializations.id} = ${doctor_specializations.specialization_id}
    where ${doctor_specializations.doctor_id} = ${doctors.id} and ${specializations.deleted_at} is null
    order by ${doctor_specializations.is_main} desc, ${specializations.id} limit 1)`;
  const [found, timesheetsHere] = await Promise.all([
    db
      // Each subquery is one nested fragment: a select from one table names its own top-level columns without
      // their table, and inside a subquery `id` would then be the subquery's.
      .select({
        id: doctors.id,
        name: inLocale(context.locale, doctors.full_name_ua, doctors.full_name_ru),
        specialization: sql<string | null>`${mainSpecialization}`,
        attached: sql<boolean>`${worksHere}`,
      })
      .from(doctors)
      .where(
        and(
          isNull(doctors.deleted_at),
          or(
            worksHere,
            sql`exists (select 1 from ${timesheets}
              where ${timesheets.doctor_id} = ${doctors.id} and ${timesheets.institution_id} = ${institutionId} and ${timesheets.deleted_at} is null)`,
          ),
        ),
      ),
    loadTimesheets(db, scope, context, { institutionId }),
  ]);
  const order = collator(context.locale);
  return {
    institution,
    from,
    to,
    doctors: found
      .sort((a, b) => order.compare(a.name, b.name) || a.id - b.id)
      .map((doctor) => ({
        ...doctor,
        timesheets: timesheetsHere
          .filter((timesheet) => timesheet.doctor_id === doctor.id)
          .map((timesheet) => ({
            id: timesheet.id,
            specialization_id: timesheet.specialization_id,
            specialization_name: timesheet.specialization_name,
            is_active: timesheet.is_active,
            entries: timesheet.entries.filter((entry) => touches(entry, from, to)),
            days: timesheetCalendar(timesheet.entries, from, to),
          })),
      })),
  };
}
