import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitlist_requests } from '../../db/schema/index.ts';
import { selectRows } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import { MAX_WAITING_REQUESTS, WAITLIST_HORIZON_DAYS, type TWaitlistCreate, type TWaitlistRequest, type TWaitlistUpdate } from '../../contracts/waitlist.ts';
import { isChildOn } from '../../contracts/family.ts';
import { addDays, CLINIC_TIME_ZONE, zonedDate } from '../../contracts/zoned-time.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { findFamilyMember } from '../accounts/family.ts';
import { clinicToday } from '../schedule/slot-loader.ts';
import { loadServiceTerms } from '../booking/slots.ts';
import { CHILD_NOT_ACCEPTED, doctorSeesChildren } from '../booking/for-whom.ts';
import { queueWaitlistMatch } from '../booking/freed-time.ts';
import { ms } from '../booking/appointment-rows.ts';
import type { WaitlistContext } from './context.ts';
import { closeOffer } from './offers.ts';
import { loadRequests } from './views.ts';

/** The patient's requests for an earlier time: ask, read, change, leave (docs/decisions/303). */

export const WAITLIST_OFF = 'waitlist.off';
export const ALREADY_WAITING = 'waitlist.already.waiting';
export const TOO_MANY = 'waitlist.too.many';
export const NOT_WAITING = 'waitlist.not.waiting';

const mine = (user: SessionUser) => sql`r.patient_id = ${user.id}`;

export function listRequests(context: WaitlistContext, user: SessionUser, locale: Locale): Promise<TWaitlistRequest[]> {
  return loadRequests(context.db, locale, mine(user), context.now().getTime());
}

export async function getRequest(context: WaitlistContext, user: SessionUser, id: number, locale: Locale): Promise<TWaitlistRequest> {
  const [request] = await loadRequests(context.db, locale, sql`${mine(user)} and r.id = ${id}`, context.now().getTime());
  if (!request) throw new NotFoundError();
  return request;
}

/** The range must start today or later and end within the horizon. */
function checkRange(range: { date_from: string; date_to: string }, today: string): void {
  if (range.date_from < today) throw new ValidationError({ date_from: ['waitlist.range.past'] });
  if (range.date_to > addDays(today, WAITLIST_HORIZON_DAYS - 1)) throw new ValidationError({ date_to: ['waitlist.range.horizon'] }, 'waitlist.range.horizon');
}

/** The doctors a request reaches: the doctor, or every doctor of the specialization in the clinic or its city. */
async function reachedDoctors(
  tx: Db,
  request: { scope: string; doctor_id: number; specialization_id: number; institution_id: number | null; city_id: number | null },
) {
  if (request.scope === 'doctor') return [request.doctor_id];
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`select distinct ds.doctor_id as id from doctor_specializations ds
        join doctor_workplaces w on w.doctor_id = ds.doctor_id
        join medical_institutions mi on mi.id = w.institution_id
        where ds.specialization_id = ${request.specialization_id}
          and ${request.scope === 'city' ? sql`mi.city_id = ${request.city_id}` : sql`mi.id = ${request.institution_id}`}`,
  );
  return rows.map((row) => row.id);
}

export async function createRequest(context: WaitlistContext, user: SessionUser, input: TWaitlistCreate, locale: Locale): Promise<TWaitlistRequest> {
  const now = context.now().getTime();
  const today = clinicToday(now);
  checkRange(input, today);
  const { db } = context;
  const id = await db.transaction(async (tx) => {
    // One request of hers at a time is written: the count and duplicate checks below stay true until commit.
    await tx.execute(sql`select pg_advisory_xact_lock(30304, ${user.id})`);
    const [doctor] = await selectRows<{ is_waitlist: boolean }>(
      tx,
      sql`select is_waitlist from doctors where id = ${input.doctor_id} and status = 'active' and deleted_at is null`,
    );
    if (!doctor) throw new NotFoundError();
    if (!doctor.is_waitlist) throw new ConflictError(WAITLIST_OFF);
    const terms = await loadServiceTerms(tx, input.doctor_id, input.service_id, now);
    if (!terms) throw new ValidationError({ service_id: ['validation.invalid'] });
    if (input.format === 'online' && terms.format !== 'online') throw new ValidationError({ format: ['booking.format.unavailable'] });
    let cityId: number | null = null;
    if (input.institution_id !== undefined) {
      const [place] = await selectRows<{ city_id: number }>(
        tx,
        sql`select mi.city_id from doctor_workplaces w join medical_institutions mi on mi.id = w.institution_id
            where w.doctor_id = ${input.doctor_id} and mi.id = ${input.institution_id} and mi.deleted_at is null and mi.status = 'active'`,
      );
      if (!place) throw new ValidationError({ institution_id: ['validation.invalid'] });
      cityId = place.city_id;
    }
    const [counts] = await selectRows<{ waiting: number; same: number }>(
      tx,
      sql`select count(*)::int as waiting,
                 count(*) filter (where doctor_id = ${input.doctor_id} and mode = ${input.mode}
                   and appointment_id is not distinct from ${input.mode === 'move' ? (input.appointment_id ?? null) : null}
                   and family_member_id is not distinct from ${input.mode === 'extra' ? (input.family_member_id ?? null) : null})::int as same
          from waitlist_requests where patient_id = ${user.id} and status = 'waiting'`,
    );
    if (counts.same > 0) throw new ConflictError(ALREADY_WAITING);
    if (counts.waiting >= MAX_WAITING_REQUESTS) throw new ConflictError(TOO_MANY, { max: MAX_WAITING_REQUESTS });

    let patient = input.patient;
    let familyMemberId: number | null = null;
    let birthday: string | null = null;
    // A free visit under the state programme is booked with its electronic referral (docs/decisions/307, 311): a move
    // keeps its visit's, an extra visit brings its own.
    let referral = input.referral_number ?? null;
    if (input.mode === 'move') {
      const [visit] = await selectRows<{
        referral_number: string | null;
        doctor_id: number;
        status: string;
        start_at: string;
        first_name: string;
        last_name: string;
        middle_name: string | null;
        birthday: string | null;
        phone: string;
        email: string;
      }>(
        tx,
        sql`select referral_number, doctor_id, status, start_at::text, patient_first_name as first_name, patient_last_name as last_name, patient_middle_name as middle_name,
                   patient_birthday::text as birthday, coalesce(patient_phone, '') as phone, coalesce(patient_email, '') as email
            from appointments where id = ${input.appointment_id!} and patient_id = ${user.id} and booked_at is not null`,
      );
      if (!visit) throw new ValidationError({ appointment_id: ['validation.invalid'] });
      if ((visit.status !== 'booked' && visit.status !== 'approved') || ms(visit.start_at) <= now) throw new ConflictError('waitlist.visit.gone');
      if (visit.doctor_id !== input.doctor_id) throw new ValidationError({ appointment_id: ['validation.invalid'] });
      if (input.date_from > zonedDate(ms(visit.start_at), CLINIC_TIME_ZONE)) throw new ValidationError({ date_from: ['waitlist.range.after.visit'] });
      referral = visit.referral_number ?? referral;
      patient = {
        first_name: visit.first_name,
        last_name: visit.last_name,
        middle_name: visit.middle_name ?? undefined,
        birthday: visit.birthday ?? undefined,
        phone: visit.phone,
        email: visit.email,
      };
    } else if (input.family_member_id !== undefined) {
      const member = await findFamilyMember(tx, user.id, input.family_member_id);
      if (!member) throw new ValidationError({ family_member_id: ['validation.invalid'] });
      familyMemberId = member.id;
      birthday = member.birthday;
    } else {
      birthday = input.patient?.birthday ?? null;
    }
    if (terms.is_nszu_free && !referral) throw new ValidationError({ referral_number: ['booking.referral.required'] });
    // A child is refused a doctor who sees no children, as on the booking form (the other scopes skip such doctors).
    if (input.scope === 'doctor' && birthday && isChildOn(birthday, input.date_to) && !(await doctorSeesChildren(tx, input.doctor_id))) {
      throw new ValidationError({ [familyMemberId ? 'family_member_id' : 'patient.birthday']: [CHILD_NOT_ACCEPTED] }, CHILD_NOT_ACCEPTED);
    }
    const [created] = await tx
      .insert(waitlist_requests)
      .values({
        patient_id: user.id,
        scope: input.scope,
        doctor_id: input.doctor_id,
        specialization_id: terms.specialization_id,
        service_id: terms.id,
        format: input.format,
        institution_id: input.institution_id ?? null,
        city_id: input.scope === 'city' ? cityId : null,
        date_from: input.date_from,
        date_to: input.date_to,
        weekdays: input.weekdays,
        day_parts: input.day_parts,
        mode: input.mode,
        appointment_id: input.mode === 'move' ? input.appointment_id! : null,
        family_member_id: familyMemberId,
        patient: { ...patient!, middle_name: patient!.middle_name ?? null, birthday: patient!.birthday ?? null },
        referral_number: referral,
        locale,
        consent_at: new Date(now),
      })
      .returning();
    return { id: created.id, queued: await queueWaitlistMatch(tx, await reachedDoctors(tx, created)) };
  });
  // A free time in her range already is offered at once.
  if (id.queued) context.jobsQueued?.();
  return getRequest(context, user, id.id, locale);
}

/** Her days, hours and reach change; her place in line stays. */
export async function updateRequest(
  context: WaitlistContext,
  user: SessionUser,
  id: number,
  input: TWaitlistUpdate,
  locale: Locale,
): Promise<TWaitlistRequest> {
  const queued = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(waitlist_requests)
      .where(and(eq(waitlist_requests.id, id), eq(waitlist_requests.patient_id, user.id)))
      .for('update');
    // Hers or not first: anyone else's request is not found, whatever the body says.
    if (!row) throw new NotFoundError();
    if (row.status !== 'waiting') throw new ConflictError(NOT_WAITING);
    checkRange(input, clinicToday(context.now().getTime()));
    if (input.scope !== 'doctor' && row.institution_id === null) throw new ValidationError({ scope: ['waitlist.scope.needs.clinic'] });
    let cityId = row.city_id;
    if (input.scope === 'city' && cityId === null) {
      const [place] = await selectRows<{ city_id: number }>(tx, sql`select city_id from medical_institutions where id = ${row.institution_id}`);
      cityId = place?.city_id ?? null;
    }
    const [updated] = await tx
      .update(waitlist_requests)
      .set({ ...input, city_id: input.scope === 'city' ? cityId : null, updated_at: sql`now()` })
      .where(eq(waitlist_requests.id, id))
      .returning();
    return queueWaitlistMatch(tx, await reachedDoctors(tx, updated));
  });
  if (queued) context.jobsQueued?.();
  return getRequest(context, user, id, locale);
}

/** She leaves the list: the request ends, and a time held for it goes to the next patient. */
export async function leaveRequest(context: WaitlistContext, user: SessionUser, id: number, locale: Locale): Promise<TWaitlistRequest> {
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(waitlist_requests)
      .set({ status: 'left', ended_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(waitlist_requests.id, id), eq(waitlist_requests.patient_id, user.id), eq(waitlist_requests.status, 'waiting')))
      .returning({ id: waitlist_requests.id });
    if (!row) {
      const [exists] = await tx
        .select({ id: waitlist_requests.id })
        .from(waitlist_requests)
        .where(and(eq(waitlist_requests.id, id), eq(waitlist_requests.patient_id, user.id)));
      if (!exists) throw new NotFoundError();
      return;
    }
    await withdrawOpenOffers(context, tx, sql`o.request_id = ${id}`);
  });
  return getRequest(context, user, id, locale);
}

/** Open offers matching `where` (over `o`) are withdrawn: their times go to the next in line. */
export function withdrawOpenOffers(context: WaitlistContext, tx: Db, where: ReturnType<typeof sql>): Promise<number> {
  return closeOpenOffers(context, tx, where, 'withdrawn');
}

/** Open offers matching `where` (over `o`, at most 100), locked, are let go as `status`, each time offered on. */
export async function closeOpenOffers(context: WaitlistContext, tx: Db, where: ReturnType<typeof sql>, status: 'withdrawn' | 'expired'): Promise<number> {
  const open = await selectRows<{ id: number; appointment_id: number; doctor_id: number; patient_id: number }>(
    tx,
    sql`select o.id, o.appointment_id, o.doctor_id, r.patient_id from waitlist_offers o join waitlist_requests r on r.id = o.request_id
        where o.status = 'open' and ${where} order by o.id limit 100 for update of o`,
  );
  for (const offer of open) await closeOffer(context, tx, offer, status);
  return open.length;
}
