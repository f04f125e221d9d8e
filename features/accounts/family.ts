import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { FAMILY_MEMBERS_LIMIT, ZFamilyMemberRequest, type TFamilyMember } from '../../contracts/family.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { selectRows as rows } from '../../db/sql.ts';

type FamilyInput = ReturnType<typeof ZFamilyMemberRequest.parse>;

const COLUMNS = sql`id, last_name, first_name, middle_name, birthday::text as birthday, relation, gender`;
export const FAMILY_LIMIT_MESSAGE = 'family.limit.reached';

/**
 * Adds a family member to the account within the limit. The holder's row is locked while counting, so two
 * tabs adding at once cannot pass it together. Used by the cabinet and by the booking form's "add here".
 */
export async function addFamilyMember(tx: Db, userId: number, input: FamilyInput, field = 'family'): Promise<TFamilyMember> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const [{ count }] = await rows<{ count: number }>(tx, sql`select count(*)::int as count from family_members where user_id = ${userId}`);
  if (count >= FAMILY_MEMBERS_LIMIT) throw new ValidationError({ [field]: [FAMILY_LIMIT_MESSAGE] }, FAMILY_LIMIT_MESSAGE);
  const [member] = await rows<TFamilyMember>(
    tx,
    sql`insert into family_members (user_id, last_name, first_name, middle_name, birthday, relation, gender)
        values (${userId}, ${input.last_name}, ${input.first_name}, ${input.middle_name ?? null}, ${input.birthday}::date, ${input.relation}, ${input.gender ?? null})
        returning ${COLUMNS}`,
  );
  return member;
}

/** One of the holder's own family members; anyone else's is as good as missing. */
export async function findFamilyMember(tx: Db, userId: number, id: number): Promise<TFamilyMember | undefined> {
  const [member] = await rows<TFamilyMember>(tx, sql`select ${COLUMNS} from family_members where id = ${id} and user_id = ${userId}`);
  return member;
}

/** The patient's family (docs/decisions/183): each patient sees and changes only her own. */
export function createFamily(database: Database) {
  const { db } = database;
  return {
    limit: FAMILY_MEMBERS_LIMIT,

    list: (userId: number) => rows<TFamilyMember>(db, sql`select ${COLUMNS} from family_members where user_id = ${userId} order by birthday desc, id`),

    async add(userId: number, body: unknown): Promise<TFamilyMember> {
      const input = ZFamilyMemberRequest.parse(body, { reportInput: true });
      return db.transaction((tx) => addFamilyMember(tx, userId, input));
    },

    async update(userId: number, id: number, body: unknown): Promise<TFamilyMember> {
      if (!(await findFamilyMember(db, userId, id))) throw new NotFoundError();
      const input = ZFamilyMemberRequest.parse(body, { reportInput: true });
      const [member] = await rows<TFamilyMember>(
        db,
        sql`update family_members set last_name = ${input.last_name}, first_name = ${input.first_name}, middle_name = ${input.middle_name ?? null},
              birthday = ${input.birthday}::date, relation = ${input.relation}, gender = ${input.gender ?? null}, updated_at = now()
            where id = ${id} and user_id = ${userId}
            returning ${COLUMNS}`,
      );
      if (!member) throw new NotFoundError();
      return member;
    },

    /** Visits already booked keep the name and birth date they were made with; only the link goes. */
    async remove(userId: number, id: number): Promise<void> {
      const removed = await rows<{ id: number }>(db, sql`delete from family_members where id = ${id} and user_id = ${userId} returning id`);
      if (removed.length === 0) throw new NotFoundError();
    },
  };
}

export type FamilyService = ReturnType<typeof createFamily>;
