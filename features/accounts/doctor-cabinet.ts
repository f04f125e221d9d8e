import { and, eq, isNull, min, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '../../contracts/locale.ts';
import { doctor_specializations, doctors, sessions, sms_codes, users } from '../../db/schema/index.ts';
import { type RowOf } from '../../db/sql.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { PendingWrite, RecordChange, ResourceHooks } from '../records/hooks.ts';
import type { CallContext, ResourceRecord } from '../records/types.ts';
import type { Executor } from '../records/write.ts';
import { issueSetPasswordToken, SET_PASSWORD_LINK_HOURS, setPasswordLinkBase } from './set-password-link.ts';
import { linkOrigin } from '../link-origin.ts';

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const live = (row: ResourceRecord | null): row is ResourceRecord => row !== null && row.deleted_at === null;
const cabinetOn = (row: ResourceRecord | null) => live(row) && row.is_cabinet === true;

/** Before the save: a cabinet needs an e-mail to sign in with; a start year gives the experience stored with it. */
function checkDoctor({ values, merged }: PendingWrite): ResourceRecord {
  if (merged.is_cabinet === true && !hasText(merged.email)) throw new ValidationError({ email: ['admin.doctor.cabinet.email.required'] });
  const year = merged.started_work_year;
  if (typeof year !== 'number' || values.experience !== undefined) return values;
  return { ...values, experience: Math.min(80, Math.max(0, new Date().getFullYear() - year)) };
}

/**
 * The doctor's account (`users`, type `doctor`) in step with the doctor, inside the save's transaction: made
 * (or an orphaned one of the same e-mail taken over) when the cabinet is on and there is none, its e-mail,
 * phone, names and language kept equal to the doctor's. An e-mail another doctor's account signs in with
 * answers 422 on `email`.
 */
async function keepAccount(executor: Executor, doctor: ResourceRecord, context: CallContext): Promise<void> {
  const id = doctor.id as number;
  const email = String(doctor.email).trim().toLowerCase();
  const otherDoctor = executor
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.user_id, users.id), isNull(doctors.deleted_at), ne(doctors.id, id)))
    .limit(1);
  const [holder] = await executor
    .select({ id: users.id, doctor_id: sql<number | null>`${otherDoctor}` })
    .from(users)
    .where(and(eq(users.user_type, 'doctor'), eq(sql`lower(${users.email})`, email), isNull(users.deleted_at)))
    .limit(1);
  if (holder && (holder.doctor_id !== null || (doctor.user_id !== null && holder.id !== doctor.user_id))) {
    throw new ValidationError({ email: ['validation.taken'] });
  }
  let userId = (doctor.user_id as number | null) ?? holder?.id ?? null;
  // A phone another doctor's account signs in with stays off this account rather than refusing the save.
  const phoneTaken = hasText(doctor.phone)
    ? (
        await executor
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.user_type, 'doctor'), eq(users.phone, doctor.phone), ne(users.id, userId ?? 0), isNull(users.deleted_at)))
      ).length > 0
    : false;
  const phone = phoneTaken || !hasText(doctor.phone) ? null : doctor.phone;
  const names = { first: doctor.first_name_ua as string, last: doctor.last_name_ua as string, middle: (doctor.middle_name_ua as string | null) ?? null };
  const account = { email, phone, first_name: names.first, last_name: names.last, middle_name: names.middle, locale: doctor.locale as Locale };
  if (userId === null) {
    const [created] = await executor
      .insert(users)
      .values({ user_type: 'doctor', ...account, status: 'active' })
      .returning({ id: users.id });
    userId = created.id;
  } else {
    await executor
      .update(users)
      .set({ ...account, updated_at: sql`now()` })
      .where(eq(users.id, userId));
  }
  if (doctor.user_id === userId) return;
  // Only the link is written: `updated_at` stays the save's.
  await executor
    .update(doctors)
    .set({ user_id: userId, updated_at: sql`${doctors.updated_at}` })
    .where(eq(doctors.id, id));
  // The account is a write of its own beside the doctor's: the action log says who opened it.
  await logStaffAction(executor, context.user, {
    action: 'cabinet.open',
    resource: 'doctors',
    recordId: id,
    changes: { user_id: { before: doctor.user_id, after: userId } },
  });
}

/** A cabinet switched off (or its doctor trashed): its sessions end and its unused set-password links die. */
async function closeAccount(executor: Executor, doctorId: number, userId: number, context: CallContext): Promise<void> {
  await executor.delete(sessions).where(eq(sessions.user_id, userId));
  await logStaffAction(executor, context.user, { action: 'cabinet.close', resource: 'doctors', recordId: doctorId, changes: null });
  await executor
    .update(sms_codes)
    .set({ reset_used_at: sql`now()` })
    .where(and(eq(sms_codes.user_id, userId), eq(sms_codes.purpose, 'set_password'), isNull(sms_codes.reset_used_at)));
}

async function afterWrite(executor: Executor, { id, before, after }: RecordChange, context: CallContext): Promise<void> {
  if (cabinetOn(after)) await keepAccount(executor, after!, context);
  else if (cabinetOn(before) && before!.user_id !== null) await closeAccount(executor, id, before!.user_id as number, context);
  // The first specialization is the main one (cards lead with it) when none is.
  if (live(after)) {
    const doctorId = after.id as number;
    const main = alias(doctor_specializations, 'm');
    const hasMain = executor
      .select({ one: sql`1` })
      .from(main)
      .where(and(eq(main.doctor_id, doctorId), eq(main.is_main, true)));
    const first = executor
      .select({ id: min(doctor_specializations.specialization_id) })
      .from(doctor_specializations)
      .where(eq(doctor_specializations.doctor_id, doctorId));
    await executor
      .update(doctor_specializations)
      .set({ is_main: true })
      .where(and(eq(doctor_specializations.doctor_id, doctorId), notExists(hasMain), eq(doctor_specializations.specialization_id, first)));
  }
}

const invitedColumns = {
  id: users.id,
  // Cabinet accounts are made with the doctor's e-mail (keepAccount): never null here.
  email: sql<string>`${users.email}`,
  phone: users.phone,
  first_name: users.first_name,
  first_name_ru: doctors.first_name_ru,
  locale: users.locale,
  has_password: sql<boolean>`${users.password_hash} is not null`,
};
type InvitedAccount = RowOf<typeof invitedColumns>;

/** The cabinet account of a live doctor whose cabinet is on. */
async function cabinetAccount(executor: Executor, doctorId: number): Promise<InvitedAccount | undefined> {
  const [account] = await executor
    .select(invitedColumns)
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.user_id))
    .where(and(eq(doctors.id, doctorId), eq(doctors.is_cabinet, true), isNull(doctors.deleted_at), isNull(users.deleted_at)));
  return account;
}

/** A fresh set-password link by e-mail, in the doctor's language; any earlier link stops working. */
async function invite(
  executor: Executor,
  messenger: Messenger,
  siteOrigin: string,
  doctorId: number,
  account: InvitedAccount,
  context: CallContext,
): Promise<void> {
  const token = await issueSetPasswordToken(executor, account.id, account.phone);
  const name = String((account.locale === 'ru' ? account.first_name_ru : account.first_name) ?? account.first_name ?? '');
  await messenger.sendEmail(
    account.email,
    'doctor.cabinet.invitation',
    { name, url: setPasswordLinkBase(linkOrigin(siteOrigin), account.locale), code: token, hours: SET_PASSWORD_LINK_HOURS },
    account.locale,
  );
  await logStaffAction(executor, context.user, { action: 'cabinet.invitation', resource: 'doctors', recordId: doctorId, changes: null });
}

/**
 * After the commit, a cabinet just switched on (or created on) whose account has no password yet gets its
 * set-password link by e-mail. A rolled-back save sends nothing.
 */
async function sendInvitation(
  executor: Executor,
  messenger: Messenger,
  siteOrigin: string,
  { id, before, after }: RecordChange,
  context: CallContext,
): Promise<boolean> {
  if (!cabinetOn(after) || cabinetOn(before)) return false;
  const account = await cabinetAccount(executor, id);
  if (account && !account.has_password) await invite(executor, messenger, siteOrigin, id, account, context);
  return false;
}

/** The doctors resource around the generic writes (docs/decisions/210): the cabinet account and its invitation. */
export function doctorCabinetHooks(messenger: Messenger, siteOrigin: string): ResourceHooks {
  return {
    beforeWrite: async (_executor, write) => checkDoctor(write),
    afterWrite: (executor, change, context) => afterWrite(executor, change, context),
    afterCommit: (executor, change, context) => sendInvitation(executor, messenger, siteOrigin, change, context),
  };
}

/**
 * Staff send the link again (the doctor lost the mail, or it expired): only while the cabinet is on and no
 * password was set; afterwards the doctor restores it by SMS like anyone else.
 */
export function createDoctorCabinet(executor: Executor, { messenger, siteOrigin }: { messenger: Messenger; siteOrigin: string }) {
  return {
    async resendInvitation(doctorId: number, context: CallContext): Promise<void> {
      const [doctor] = await executor
        .select({ id: doctors.id })
        .from(doctors)
        .where(and(eq(doctors.id, doctorId), isNull(doctors.deleted_at)));
      if (!doctor) throw new NotFoundError();
      const account = await cabinetAccount(executor, doctorId);
      if (!account || account.has_password) throw new ConflictError('admin.doctor.cabinet.not.waiting');
      await invite(executor, messenger, siteOrigin, doctorId, account, context);
    },
  };
}
