import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClinicTimesheets, InstitutionOption } from '../../contracts/routes/timesheet-answers.ts';
import type { TimesheetEntry, ZCalendarQuery } from '../../contracts/timesheets.ts';
import { NotFoundError } from '../errors.ts';
import type { CallContext } from '../records/types.ts';
import { institutionInScope, timesheetScope } from './access.ts';
import { timesheetCalendar } from './calendar.ts';
import { loadTimesheets } from './reads.ts';
import type { TimesheetsContext } from './timesheets-context.ts';
import { localized, selectRows } from '../../db/sql.ts';

/** At most this many clinics in the picker's answer; the search narrows it. */
const INSTITUTION_PICK_LIMIT = 50;

const likePattern = (search: string | undefined) => (search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null);

/** The clinics whose doctors the caller may schedule (a partner: their legal entity's), by name, for a picker. */
export async function listSchedulableInstitutions({ db }: TimesheetsContext, search: string | undefined, context: CallContext): Promise<InstitutionOption[]> {
  const scope = await timesheetScope(db, context.user, 'read');
  const name = localized('mi', 'name', context.locale);
  const pattern = likePattern(search);
  return selectRows<InstitutionOption>(
    db,
    sql`select mi.id, ${name} as name, ${localized('c', 'name', context.locale)} as city
        from medical_institutions mi left join cities c on c.id = mi.city_id
        where mi.deleted_at is null and ${institutionInScope(scope, 'mi')}
          ${pattern === null ? sql`` : sql`and (mi.name_ua ilike ${pattern} or mi.name_ru ilike ${pattern})`}
        order by ${name}, mi.id limit ${INSTITUTION_PICK_LIMIT}`,
  );
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
  const [institution] = await selectRows<InstitutionOption>(
    db,
    sql`select mi.id, ${localized('mi', 'name', context.locale)} as name, ${localized('c', 'name', context.locale)} as city
        from medical_institutions mi left join cities c on c.id = mi.city_id
        where mi.id = ${institutionId} and mi.deleted_at is null and ${institutionInScope(scope, 'mi')}`,
  );
  if (!institution) throw new NotFoundError();
  const [doctors, timesheets] = await Promise.all([
    selectRows<{ id: number; name: string; specialization: string | null; attached: boolean }>(
      db,
      sql`select d.id, ${localized('d', 'full_name', context.locale)} as name,
            (select ${localized('s', 'name', context.locale)} from doctor_specializations ds join specializations s on s.id = ds.specialization_id
              where ds.doctor_id = d.id and s.deleted_at is null order by ds.is_main desc, s.id limit 1) as specialization,
            exists (select 1 from doctor_workplaces w where w.doctor_id = d.id and w.institution_id = ${institutionId}) as attached
          from doctors d
          where d.deleted_at is null and (
            exists (select 1 from doctor_workplaces w where w.doctor_id = d.id and w.institution_id = ${institutionId})
            or exists (select 1 from timesheets t where t.doctor_id = d.id and t.institution_id = ${institutionId} and t.deleted_at is null))`,
    ),
    loadTimesheets(db, scope, context, { institutionId }),
  ]);
  const order = collator(context.locale);
  return {
    institution,
    from,
    to,
    doctors: doctors
      .sort((a, b) => order.compare(a.name, b.name) || a.id - b.id)
      .map((doctor) => ({
        ...doctor,
        timesheets: timesheets
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
