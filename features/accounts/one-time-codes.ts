import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { SMS_CODE_LENGTH } from '../../contracts/accounts.ts';
import type { SMS_CODE_PURPOSES } from '../../db/schema/account-codes.ts';

/**
 * One-time SMS codes shared by password restore and the sign-in proof (docs/decisions/035, 173): six
 * random digits, stored as a salted hash, bound to the account, its phone and a purpose, single use, a
 * limited number of tries counted before each comparison.
 */
export type CodePurpose = (typeof SMS_CODE_PURPOSES)[number];

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (salt: string, code: string) => sha256(`${salt}:${code}`);

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const randomCode = () => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

export interface CodeTry {
  id: number;
  /** Tries of this code so far, this one included. */
  attempts: number;
  matches: boolean;
}

export function oneTimeCodes(database: Database, now: () => Date) {
  const at = () => sql`${now().toISOString()}::timestamptz`;
  return {
    /** Stores a fresh code; every open code of the account for the same purpose stops working. */
    async store(
      tx: Db,
      { userId, phone, purpose, code, ttlSeconds }: { userId: number; phone: string; purpose: CodePurpose; code: string; ttlSeconds: number },
    ) {
      const salt = randomBytes(16).toString('hex');
      const expires = new Date(now().getTime() + ttlSeconds * 1000).toISOString();
      await tx.execute(sql`
        update sms_codes set consumed_at = ${at()}
        where user_id = ${userId} and purpose = ${purpose} and consumed_at is null`);
      await tx.execute(sql`
        insert into sms_codes (user_id, phone, purpose, code_hash, salt, expires_at, created_at)
        values (${userId}, ${phone}, ${purpose}, ${codeHash(salt, code)}, ${salt}, ${expires}::timestamptz, ${at()})`);
    },

    /**
     * One try against the account's newest open code: counted atomically before the comparison, so even
     * parallel guesses get `maxTries` in all. `undefined` when there is no live code (or its tries are spent).
     */
    async tryCode({
      userId,
      phone,
      purpose,
      code,
      maxTries,
    }: {
      userId: number;
      phone: string;
      purpose: CodePurpose;
      code: string;
      maxTries: number;
    }): Promise<CodeTry | undefined> {
      const [row] = await database.rows<{ id: number; code_hash: string; salt: string; attempts: number }>(sql`
        update sms_codes set attempts = attempts + 1
        where id = (
          select id from sms_codes
          where user_id = ${userId} and phone = ${phone} and purpose = ${purpose}
            and consumed_at is null and expires_at > ${at()}
          order by created_at desc limit 1)
          and attempts < ${maxTries} and consumed_at is null
        returning id, code_hash, salt, attempts`);
      if (!row) return undefined;
      return { id: row.id, attempts: row.attempts, matches: sameHex(row.code_hash, codeHash(row.salt, code)) };
    },

    /** Marks a code used (or burnt); false when another request used it first. */
    async consume(id: number, extra = sql``): Promise<boolean> {
      const used = await database.rows<{ id: number }>(sql`
        update sms_codes set consumed_at = ${at()} ${extra}
        where id = ${id} and consumed_at is null
        returning id`);
      return used.length > 0;
    },
  };
}
