import { and, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { findPgError } from '../../db/errors.ts';
import { legal_entities, representatives, sessions, users } from '../../db/schema/index.ts';
import { REPRESENTATIVE_ACCOUNT_FIELDS } from '../../resources/representatives.ts';
import { difference, logStaffAction } from '../audit/action-log.ts';
import { ValidationError, type FieldErrors } from '../errors.ts';
import type { ResourceHooks } from '../records/hooks.ts';
import { escapeLike } from '../records/operators.ts';
import type { ResourceRecord } from '../records/types.ts';
import type { Executor } from '../records/write.ts';

/**
 * A representative is two rows (docs/decisions/201): the partner account in `users` (names, e-mail, phone,
 * language: what signs in and receives the password) and the profile in `representatives`. The back office
 * edits both in one form: these hooks write the account inside the generic write's transaction and add it
 * back to every record read.
 */

type AccountField = (typeof REPRESENTATIVE_ACCOUNT_FIELDS)[number];
type Account = Partial<Record<AccountField, unknown>>;

const accountColumns = { id: users.id, status: users.status, ...Object.fromEntries(REPRESENTATIVE_ACCOUNT_FIELDS.map((name) => [name, users[name]])) };

function split(values: ResourceRecord): { account: Account; profile: ResourceRecord } {
  const account: Account = {};
  const profile: ResourceRecord = {};
  for (const [name, value] of Object.entries(values)) {
    if ((REPRESENTATIVE_ACCOUNT_FIELDS as readonly string[]).includes(name)) account[name as AccountField] = value;
    else profile[name] = value;
  }
  return { account, profile };
}

/** An e-mail or phone another live partner account already signs in with answers 422 `validation.taken`. */
async function checkTaken(executor: Executor, account: Account, ownId?: number): Promise<void> {
  const errors: FieldErrors = {};
  const others = (condition: SQL) =>
    executor
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.user_type, 'partner'), isNull(users.deleted_at), condition, ownId === undefined ? undefined : ne(users.id, ownId)))
      .limit(1);
  if (typeof account.email === 'string' && (await others(sql`lower(${users.email}) = lower(${account.email})`)).length) errors.email = ['validation.taken'];
  if (typeof account.phone === 'string' && (await others(eq(users.phone, account.phone))).length) errors.phone = ['validation.taken'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The same answer when a parallel write took the e-mail or phone between the check and the write. */
async function guardedAccountWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = findPgError(error);
    if (pg?.code === '23505' && pg.constraint === 'users_email_unique') throw new ValidationError({ email: ['validation.taken'] });
    if (pg?.code === '23505' && pg.constraint === 'users_phone_unique') throw new ValidationError({ phone: ['validation.taken'] });
    throw error;
  }
}

const loadAccount = async (executor: Executor, userId: number, lock = false) => {
  const query = executor.select(accountColumns).from(users).where(eq(users.id, userId));
  const [row] = await (lock ? query.for('update') : query);
  return row as (ResourceRecord & { id: number; status: string }) | undefined;
};

/** A partner signs in no more once the profile is inactive or in trash: the account follows, its sessions end. */
async function followProfile(executor: Executor, userId: number, change: { status?: unknown; deleted?: boolean }): Promise<void> {
  const values: Record<string, unknown> = {};
  if (change.status === 'active' || change.status === 'inactive') values.status = change.status;
  if (change.deleted !== undefined) values.deleted_at = change.deleted ? new Date() : null;
  if (!Object.keys(values).length) return;
  await guardedAccountWrite(() => executor.update(users).set(values).where(eq(users.id, userId)));
  if (values.status === 'inactive' || change.deleted) await executor.delete(sessions).where(eq(sessions.user_id, userId));
}

export const representativeHooks: ResourceHooks = {
  async beforeWrite(executor, write, context) {
    const { account, profile } = split(write.values);
    if (write.action === 'create') {
      await checkTaken(executor, account);
      const [created] = await guardedAccountWrite(() =>
        executor
          .insert(users)
          .values({ ...account, user_type: 'partner', status: profile.status === 'inactive' ? 'inactive' : 'active' } as typeof users.$inferInsert)
          .returning({ id: users.id }),
      );
      return { ...profile, user_id: created.id };
    }
    const userId = Number(write.before?.user_id);
    const stored = await loadAccount(executor, userId, true);
    const changed = stored ? Object.fromEntries(Object.entries(account).filter(([name, value]) => value !== undefined && value !== stored[name])) : {};
    if (stored && Object.keys(changed).length) {
      await checkTaken(executor, changed, userId);
      await guardedAccountWrite(() => executor.update(users).set(changed).where(eq(users.id, userId)));
      await logStaffAction(executor, context.user, {
        action: 'update',
        resource: 'representatives',
        recordId: Number(write.before?.id),
        changes: { account: difference(stored, { ...stored, ...changed }) },
      });
    }
    if (stored && profile.status !== undefined && profile.status !== stored.status) await followProfile(executor, userId, { status: profile.status });
    // The record's version must rise when only its account changed, so a form holding the old one is refused.
    return Object.keys(changed).length && !Object.keys(profile).length ? { updated_at: new Date() } : profile;
  },

  async afterWrite(executor, change, context) {
    const userId = Number((change.after ?? change.before)?.user_id);
    if (change.action === 'create') {
      const account = await loadAccount(executor, userId);
      await logStaffAction(executor, context.user, {
        action: 'create',
        resource: 'representatives',
        recordId: change.id,
        changes: { account: difference(null, account ?? null) },
      });
    }
    if (change.action === 'delete') await followProfile(executor, userId, { deleted: true });
    if (change.action === 'restore') await followProfile(executor, userId, { deleted: false });
  },

  async present(executor, records) {
    const ids = records.map((record) => record.id as number);
    const rows = await executor
      .select({
        id: representatives.id,
        last_name: users.last_name,
        first_name: users.first_name,
        middle_name: users.middle_name,
        email: users.email,
        phone: users.phone,
        locale: users.locale,
        password_created_at: users.password_created_at,
        legal_entity_name: legal_entities.public_name,
      })
      .from(representatives)
      .innerJoin(users, eq(users.id, representatives.user_id))
      .leftJoin(legal_entities, eq(legal_entities.id, representatives.legal_entity_id))
      .where(inArray(representatives.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const record of records) {
      record.api_access = record.api_client_id ? 'issued' : 'none';
      const row = byId.get(record.id as number);
      if (!row) continue;
      const { id: _id, ...account } = row;
      Object.assign(record, account, { name: [row.last_name, row.first_name, row.middle_name].filter(Boolean).join(' ') || null });
    }
  },

  search(text) {
    const pattern = `%${escapeLike(text)}%`;
    const fullName = sql`concat_ws(' ', ${users.last_name}, ${users.first_name}, ${users.middle_name})`;
    return or(
      inArray(
        representatives.user_id,
        sql`(select ${users.id} from ${users} where ${or(sql`${fullName} ilike ${pattern}`, ilike(users.email, pattern), ilike(users.phone, pattern))})`,
      ),
      inArray(representatives.legal_entity_id, sql`(select ${legal_entities.id} from ${legal_entities} where ${ilike(legal_entities.public_name, pattern)})`),
    );
  },
};
