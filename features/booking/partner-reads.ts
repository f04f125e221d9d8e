import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
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
import { doctor_workplaces, doctors, medical_institutions, representatives } from '../../db/schema/index.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { addDays, CLINIC_TIME_ZONE, zonedInstant } from '../../contracts/zoned-time.ts';
import { a, countAppointments, loadAppointments } from './views.ts';
import { viewAppointment, viewRules, type BookingContext } from './context.ts';

/** What a partner reads of the appointments at its legal entity's clinics (the list, its filters, one of them). */

/** The partner's legal entity, or 403 for a representative without one. */
export async function partnerEntity(context: Pick<BookingContext, 'db'>, user: SessionUser): Promise<number> {
  const [row] = await context.db
    .select({ legal_entity_id: representatives.legal_entity_id })
    .from(representatives)
    .where(and(eq(representatives.user_id, user.id), isNull(representatives.deleted_at)));
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
  const where = and(
    partnerScope(await partnerEntity(context, user)),
    input.status ? eq(a.status, input.status) : undefined,
    input.from ? gte(a.start_at, new Date(zonedInstant(input.from, 0, CLINIC_TIME_ZONE))) : undefined,
    input.to ? lt(a.start_at, new Date(zonedInstant(addDays(input.to, 1), 0, CLINIC_TIME_ZONE))) : undefined,
    input.doctor_id ? eq(a.doctor_id, input.doctor_id) : undefined,
    input.institution_id ? eq(a.institution_id, input.institution_id) : undefined,
  );
  const offset = (input.page - 1) * PATIENT_LIST_PAGE_SIZE;
  const [total, data] = await Promise.all([
    countAppointments(context.db, where),
    loadAppointments(context.db, locale, where, viewRules(context), { orderBy: [desc(a.start_at), desc(a.id)], limit: PATIENT_LIST_PAGE_SIZE, offset }),
  ]);
  return { data, meta: listMeta(total, input.page, PATIENT_LIST_PAGE_SIZE) };
}

/** The doctors and institutions of the partner's legal entity, for the list's filters. */
export async function partnerFilterOptions(context: BookingContext, user: SessionUser, locale: Locale): Promise<TPartnerFilterOptions> {
  const entityId = await partnerEntity(context, user);
  const institutionName = medical_institutions[`name_${locale}` as const];
  const doctorName = doctors[`full_name_${locale}` as const];
  const [institutionOptions, doctorOptions] = await Promise.all([
    context.db
      .select({ id: medical_institutions.id, name: institutionName })
      .from(medical_institutions)
      .where(and(eq(medical_institutions.legal_entity_id, entityId), isNull(medical_institutions.deleted_at)))
      .orderBy(asc(institutionName), asc(medical_institutions.id)),
    context.db
      .selectDistinct({ id: doctors.id, name: doctorName })
      .from(doctors)
      .innerJoin(doctor_workplaces, eq(doctor_workplaces.doctor_id, doctors.id))
      .innerJoin(medical_institutions, and(eq(medical_institutions.id, doctor_workplaces.institution_id), eq(medical_institutions.legal_entity_id, entityId)))
      .where(isNull(doctors.deleted_at))
      .orderBy(asc(doctorName), asc(doctors.id)),
  ]);
  return { doctors: doctorOptions, institutions: institutionOptions };
}

/** One appointment at the partner's clinics. */
export async function partnerAppointment(context: BookingContext, user: SessionUser, id: number, locale: Locale): Promise<TAppointment> {
  return viewAppointment(context, id, locale, partnerScope(await partnerEntity(context, user)));
}
