import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import {
  PATIENT_LIST_PAGE_SIZE,
  type TAppointment,
  type TAppointmentList,
  type TPartnerAppointmentsQuery,
  type TPartnerFilterOptions,
} from '../../contracts/booking.ts';
import { listMeta } from '../../contracts/envelope.ts';
import { ForbiddenError } from '../errors.ts';
import { localized, selectRows as rows } from '../../db/sql.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { addDays, CLINIC_TIME_ZONE, zonedInstant } from '../../contracts/zoned-time.ts';
import { loadAppointments } from './views.ts';
import { viewAppointment, viewRules, type BookingContext } from './context.ts';

/** What a partner reads of the appointments at its legal entity's clinics (the list, its filters, one of them). */

/** The partner's legal entity, or 403 for a representative without one. */
export async function partnerEntity(context: BookingContext, user: SessionUser): Promise<number> {
  const [row] = await rows<{ legal_entity_id: number }>(
    context.db,
    sql`select legal_entity_id from representatives where user_id = ${user.id} and deleted_at is null`,
  );
  if (!row) throw new ForbiddenError();
  return row.legal_entity_id;
}

/** The clinic's appointments: only what the patient booked; a hold (live, let go or run out) never was one. */
export function partnerScope(entityId: number): SQL {
  return sql`a.institution_id in (select id from medical_institutions where legal_entity_id = ${entityId}) and a.booked_at is not null`;
}

export async function partnerAppointments(
  context: BookingContext,
  user: SessionUser,
  input: TPartnerAppointmentsQuery,
  locale: Locale,
): Promise<TAppointmentList> {
  const filters: SQL[] = [partnerScope(await partnerEntity(context, user))];
  if (input.status) filters.push(sql`a.status = ${input.status}`);
  if (input.from) filters.push(sql`a.start_at >= ${new Date(zonedInstant(input.from, 0, CLINIC_TIME_ZONE)).toISOString()}::timestamptz`);
  if (input.to) filters.push(sql`a.start_at < ${new Date(zonedInstant(addDays(input.to, 1), 0, CLINIC_TIME_ZONE)).toISOString()}::timestamptz`);
  if (input.doctor_id) filters.push(sql`a.doctor_id = ${input.doctor_id}`);
  if (input.institution_id) filters.push(sql`a.institution_id = ${input.institution_id}`);
  const where = sql.join(filters, sql` and `);
  const offset = (input.page - 1) * PATIENT_LIST_PAGE_SIZE;
  const [[{ total }], data] = await Promise.all([
    rows<{ total: number }>(context.db, sql`select count(*)::int as total from appointments a where ${where}`),
    loadAppointments(context.db, locale, where, viewRules(context), sql`order by a.start_at desc, a.id desc limit ${PATIENT_LIST_PAGE_SIZE} offset ${offset}`),
  ]);
  return { data, meta: listMeta(total, input.page, PATIENT_LIST_PAGE_SIZE) };
}

/** The doctors and institutions of the partner's legal entity, for the list's filters. */
export async function partnerFilterOptions(context: BookingContext, user: SessionUser, locale: Locale): Promise<TPartnerFilterOptions> {
  const entityId = await partnerEntity(context, user);
  const [institutions, doctors] = await Promise.all([
    rows<{ id: number; name: string }>(
      context.db,
      sql`select mi.id, ${localized('mi', 'name', locale)} as name from medical_institutions mi
          where mi.legal_entity_id = ${entityId} and mi.deleted_at is null order by 2, 1`,
    ),
    rows<{ id: number; name: string }>(
      context.db,
      sql`select distinct d.id, ${localized('d', 'full_name', locale)} as name from doctors d
          join doctor_workplaces w on w.doctor_id = d.id
          join medical_institutions mi on mi.id = w.institution_id and mi.legal_entity_id = ${entityId}
          where d.deleted_at is null order by 2, 1`,
    ),
  ]);
  return { doctors, institutions };
}

/** One appointment at the partner's clinics. */
export async function partnerAppointment(context: BookingContext, user: SessionUser, id: number, locale: Locale): Promise<TAppointment> {
  return viewAppointment(context, id, locale, partnerScope(await partnerEntity(context, user)));
}
