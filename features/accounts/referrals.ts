import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { findPgError } from '../../db/errors.ts';
import { selectRows as rows } from '../../db/sql.ts';
import {
  DEFAULT_REFERRAL_REWARDS,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  normalizeReferralCode,
  referralSharePath,
  type ReferralRewards,
  type TReferralFriend,
  type TReferralOverview,
  type TReferralReward,
} from '../../contracts/referral.ts';
import { pastApprovedVisit } from '../feedback/patient-reviews.ts';

const newCode = () => Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join('');
const digits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

/**
 * Links a newly registered patient to the patient whose code she registered with (docs/decisions/230).
 * A code that names nobody, her own account, or a patient with her phone number links nothing: the
 * registration itself always goes on.
 */
export async function attachReferral(tx: Db, referredId: number, rawCode: unknown): Promise<boolean> {
  const code = normalizeReferralCode(rawCode);
  if (!code) return false;
  const [referrer] = await rows<{ id: number; phone: string | null }>(
    tx,
    sql`select u.id, u.phone from referral_codes c join users u on u.id = c.user_id
        where c.code = ${code} and u.user_type = 'patient' and u.deleted_at is null`,
  );
  const [referred] = await rows<{ phone: string | null }>(tx, sql`select phone from users where id = ${referredId}`);
  if (!referrer || !referred || referrer.id === referredId) return false;
  if (digits(referrer.phone) !== '' && digits(referrer.phone) === digits(referred.phone)) return false;
  const inserted = await rows<{ id: number }>(
    tx,
    sql`insert into referrals (referrer_id, referred_id, referred_phone) values (${referrer.id}, ${referredId}, ${digits(referred.phone)})
        on conflict do nothing returning id`,
  );
  return inserted.length > 0;
}

/** The referral program of the patient cabinet: her code, the friends who came with it and the rewards. */
export function createReferrals(database: Database, rewards: ReferralRewards = DEFAULT_REFERRAL_REWARDS) {
  const { db } = database;

  /** Her code, made on first use; a clash with another patient's code (1 in 10^11) just draws again. */
  async function codeOf(userId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [existing] = await database.rows<{ code: string }>(sql`select code from referral_codes where user_id = ${userId}`);
      if (existing) return existing.code;
      try {
        await database.rows(sql`insert into referral_codes (user_id, code) values (${userId}, ${newCode()}) on conflict (user_id) do nothing`);
      } catch (error) {
        if (findPgError(error)?.code !== '23505') throw error;
      }
    }
    throw new Error('Could not make a referral code');
  }

  /**
   * Rewards the referrals of `userId` (as the one who invited or as the friend) whose friend has had her first
   * visit: an approved appointment whose time is over. Once per referral (its state and the unique reward
   * rows) and once per phone number (a second account with the same phone earns nothing).
   */
  async function settle(userId: number): Promise<number> {
    try {
      return await db.transaction(async (tx) => {
        const rewarded = await rows<{ id: number; referrer_id: number; referred_id: number }>(
          tx,
          sql`update referrals r set state = 'rewarded', rewarded_at = now(),
                visit_id = (select a.id from appointments a where ${pastApprovedVisit(sql`a`, sql`r.referred_id`)} order by a.end_at, a.id limit 1)
              where r.state = 'registered' and (r.referrer_id = ${userId} or r.referred_id = ${userId})
                and exists (select 1 from appointments a where ${pastApprovedVisit(sql`a`, sql`r.referred_id`)})
                and exists (select 1 from users u where u.id = r.referred_id and u.deleted_at is null)
                and r.referred_phone <> coalesce((select regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') from users u where u.id = r.referrer_id), '')
                and not exists (select 1 from referrals o where o.referred_phone = r.referred_phone and o.state = 'rewarded' and o.id <> r.id)
              returning r.id, r.referrer_id, r.referred_id`,
        );
        for (const referral of rewarded) {
          await tx.execute(sql`insert into referral_rewards (referral_id, user_id, role, amount)
            values (${referral.id}, ${referral.referrer_id}, 'referrer', ${rewards.referrerKopecks}),
                   (${referral.id}, ${referral.referred_id}, 'friend', ${rewards.friendKopecks})
            on conflict do nothing`);
        }
        return rewarded.length;
      });
    } catch (error) {
      // Another account with the same phone was rewarded at the same moment: that one keeps the reward.
      if (findPgError(error)?.code === '23505') return 0;
      throw error;
    }
  }

  return {
    rewards,
    codeOf,
    settle,

    async overview(userId: number): Promise<TReferralOverview> {
      const code = await codeOf(userId);
      await settle(userId);
      const friends = await database.rows<TReferralFriend>(sql`
        select r.id, trim(coalesce(u.first_name, '') || ' ' || coalesce(left(u.last_name, 1) || '.', '')) as name, r.state,
          to_json(r.registered_at) #>> '{}' as registered_at, to_json(r.rewarded_at) #>> '{}' as rewarded_at, w.amount as reward
        from referrals r join users u on u.id = r.referred_id
          left join referral_rewards w on w.referral_id = r.id and w.role = 'referrer'
        where r.referrer_id = ${userId}
        order by r.registered_at desc, r.id desc`);
      const earned = await database.rows<TReferralReward>(sql`
        select id, role, amount, to_json(created_at) #>> '{}' as created_at
        from referral_rewards where user_id = ${userId} order by created_at desc, id desc`);
      return {
        code,
        share_path: referralSharePath(code),
        amounts: { referrer: rewards.referrerKopecks, friend: rewards.friendKopecks },
        friends,
        rewards: earned,
        total: earned.reduce((sum, reward) => sum + reward.amount, 0),
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferrals>;
