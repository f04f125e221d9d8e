import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { FAMILY_MEMBERS_LIMIT, ZFamilyMemberRequest, type TFamilyMember } from '../../contracts/family.ts';
import { family_members, users } from '../../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../errors.ts';

type FamilyInput = ReturnType<typeof ZFamilyMemberRequest.parse>;

/** What the cabinet shows of a member; `birthday` is a `date`, so its text is already YYYY-MM-DD. */
const COLUMNS = {
  id: family_members.id,
  last_name: family_members.last_name,
  first_name: family_members.first_name,
  middle_name: family_members.middle_name,
  birthday: family_members.birthday,
  relation: family_members.relation,
  gender: family_members.gender,
};
export const FAMILY_LIMIT_MESSAGE = 'family.limit.reached';

const ownMember = (userId: number, id: number) => and(eq(family_members.id, id), eq(family_members.user_id, userId));

/** The request's fields as the table's columns. */
const memberValues = (input: FamilyInput) => ({
  last_name: input.last_name,
  first_name: input.first_name,
  middle_name: input.middle_name ?? null,
  birthday: input.birthday,
  relation: input.relation,
  gender: input.gender ?? null,
});

/**
 * Adds a family member to the account within the limit. The holder's row is locked while counting, so two
 * tabs adding at once cannot pass it together. Used by the cabinet and by the booking form's "add here".
 */
export async function addFamilyMember(tx: Db, userId: number, input: FamilyInput, field = 'family'): Promise<TFamilyMember> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [{ members }] = await tx.select({ members: count() }).from(family_members).where(eq(family_members.user_id, userId));
  if (members >= FAMILY_MEMBERS_LIMIT) throw new ValidationError({ [field]: [FAMILY_LIMIT_MESSAGE] }, FAMILY_LIMIT_MESSAGE);
  const [member] = await tx
    .insert(family_members)
    .values({ user_id: userId, ...memberValues(input) })
    .returning(COLUMNS);
  return member;
}

/** One of the holder's own family members; anyone else's is as good as missing. */
export async function findFamilyMember(tx: Db, userId: number, id: number): Promise<TFamilyMember | undefined> {
  const [member] = await tx.select(COLUMNS).from(family_members).where(ownMember(userId, id));
  return member;
}

/** The patient's family (docs/decisions/183): each patient sees and changes only her own. */
export function createFamily(database: Database) {
  const { db } = database;
  return {
    limit: FAMILY_MEMBERS_LIMIT,

    list: (userId: number): Promise<TFamilyMember[]> =>
      db.select(COLUMNS).from(family_members).where(eq(family_members.user_id, userId)).orderBy(desc(family_members.birthday), asc(family_members.id)),

    async add(userId: number, body: unknown): Promise<TFamilyMember> {
      const input = ZFamilyMemberRequest.parse(body, { reportInput: true });
      return db.transaction((tx) => addFamilyMember(tx, userId, input));
    },

    async update(userId: number, id: number, body: unknown): Promise<TFamilyMember> {
      if (!(await findFamilyMember(db, userId, id))) throw new NotFoundError();
      const input = ZFamilyMemberRequest.parse(body, { reportInput: true });
      const [member] = await db
        .update(family_members)
        .set({ ...memberValues(input), updated_at: sql`now()` })
        .where(ownMember(userId, id))
        .returning(COLUMNS);
      if (!member) throw new NotFoundError();
      return member;
    },

    /** Visits already booked keep the name and birth date they were made with; only the link goes. */
    async remove(userId: number, id: number): Promise<void> {
      const removed = await db.delete(family_members).where(ownMember(userId, id)).returning({ id: family_members.id });
      if (removed.length === 0) throw new NotFoundError();
    },
  };
}

export type FamilyService = ReturnType<typeof createFamily>;
