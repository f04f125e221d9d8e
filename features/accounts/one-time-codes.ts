import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { SMS_CODE_LENGTH } from '../../contracts/accounts.ts';
import type { SMS_CODE_PURPOSES } from '../../db/schema/account-codes.ts';
import { sms_codes } from '../../db/schema/index.ts';

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

/** The reset token a verified restore code hands out, written as the code is used. */
export type ResetToken = Pick<typeof sms_codes.$inferInsert, 'reset_token_hash' | 'reset_token_expires_at'>;

export interface CodeTry {
  id: number;
  /** Tries of this code so far, this one included. */
  attempts: number;
  matches: boolean;
}

export function oneTimeCodes(database: Database, now: () => Date) {
  const { db } = database;
  return {
    /** Stores a fresh code; every open code of the account for the same purpose stops working. */
    async store(
      tx: Db,
      { userId, phone, purpose, code, ttlSeconds }: { userId: number; phone: string; purpose: CodePurpose; code: string; ttlSeconds: number },
    ) {
      const salt = randomBytes(16).toString('hex');
      await tx
        .update(sms_codes)
        .set({ consumed_at: now() })
        .where(and(eq(sms_codes.user_id, userId), eq(sms_codes.purpose, purpose), isNull(sms_codes.consumed_at)));
      await tx.insert(sms_codes).values({
        user_id: userId,
        phone,
        purpose,
        code_hash: codeHash(salt, code),
        salt,
        expires_at: new Date(now().getTime() + ttlSeconds * 1000),
        created_at: now(),
      });
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
      const newest = db
        .select({ id: sms_codes.id })
        .from(sms_codes)
        .where(
          and(
            eq(sms_codes.user_id, userId),
            eq(sms_codes.phone, phone),
            eq(sms_codes.purpose, purpose),
            isNull(sms_codes.consumed_at),
            gt(sms_codes.expires_at, now()),
          ),
        )
        .orderBy(desc(sms_codes.created_at))
        .limit(1);
      const [row] = await db
        .update(sms_codes)
        .set({ attempts: sql`${sms_codes.attempts} + 1` })
        .where(and(eq(sms_codes.id, newest), lt(sms_codes.attempts, maxTries), isNull(sms_codes.consumed_at)))
        .returning({ id: sms_codes.id, code_hash: sms_codes.code_hash, salt: sms_codes.salt, attempts: sms_codes.attempts });
      if (!row) return undefined;
      return { id: row.id, attempts: row.attempts, matches: sameHex(row.code_hash, codeHash(row.salt, code)) };
    },

    /** Marks a code used (or burnt), with the reset token it hands out if any; false when another request used it first. */
    async consume(id: number, resetToken: ResetToken = {}): Promise<boolean> {
      const used = await db
        .update(sms_codes)
        .set({ consumed_at: now(), ...resetToken })
        .where(and(eq(sms_codes.id, id), isNull(sms_codes.consumed_at)))
        .returning({ id: sms_codes.id });
      return used.length > 0;
    },
  };
}
