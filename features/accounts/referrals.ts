import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
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
import { formatKopecks } from '../../contracts/numbers.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { Messenger } from '../messaging/messenger.ts';
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

/** How the one who invited hears that she earned a bonus: an e-mail in her language (docs/decisions/265). */
export interface ReferralNotices {
  messenger: Messenger;
  siteOrigin: string;
}

/** "First name L." of the user `alias`: enough to recognise a friend, no more. */
const shortName = (alias: SQL) => sql`trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(left(${alias}.last_name, 1) || '.', ''))`;

/** No other account with the phone of referral `r`'s friend was rewarded already (docs/decisions/230). */
const phoneNotRewarded = sql`not exists (select 1 from referrals o where o.referred_phone = r.referred_phone and o.state = 'rewarded' and o.id <> r.id)`;

/**
 * What makes a `registered` referral `r` due for its reward (docs/decisions/230, 265): the friend's first visit
 * has taken place, her account is still there, her phone is not the referrer's, and no other account with
 * her phone was rewarded already.
 */
const dueReferral = sql`r.state = 'registered'
  and exists (select 1 from appointments a where ${pastApprovedVisit(sql`a`, sql`r.referred_id`)})
  and exists (select 1 from users u where u.id = r.referred_id and u.deleted_at is null)
  and r.referred_phone <> coalesce((select regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') from users u where u.id = r.referrer_id), '')
  and ${phoneNotRewarded}`;

/** How many due referrals one settling pass takes; the next sweep takes the rest. */
const SETTLE_BATCH = 200;

/** The referral program of the patient cabinet: her code, the friends who came with it and the rewards. */
export function createReferrals(database: Database, rewards: ReferralRewards = DEFAULT_REFERRAL_REWARDS, notices?: ReferralNotices) {
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

  /** Tells the one who invited that she earned her bonus, inside the transaction that recorded it. */
  async function tellReferrer(tx: Db, referralId: number): Promise<void> {
    if (!notices || rewards.referrerKopecks <= 0) return;
    const [row] = await rows<{ email: string | null; locale: Locale; name: string | null; friend: string }>(
      tx,
      sql`select u.email, u.locale, u.first_name as name, ${shortName(sql`f`)} as friend
          from referrals r join users u on u.id = r.referrer_id join users f on f.id = r.referred_id
          where r.id = ${referralId} and u.deleted_at is null`,
    );
    if (!row?.email) return;
    await notices.messenger.sendEmail(
      row.email,
      'referral.rewarded',
      {
        name: row.name ?? '',
        friend: row.friend,
        amount: formatKopecks(rewards.referrerKopecks),
        cabinet_url: `${notices.siteOrigin}${localizedPath('/patients/referral', row.locale)}`,
      },
      row.locale,
      tx,
    );
  }

  /**
   * Records the reward of one referral if it is due: its state, both bonus rows (unique per referral and
   * role) and the e-mail to the one who invited, in one transaction. A second settling of the same referral
   * (another instance's sweep, a page view at the same moment) finds it no longer `registered`; another
   * account with the same phone rewarded at the same moment hits the unique index over rewarded phones.
   * Either way nothing is recorded twice.
   */
  async function rewardOne(referralId: number): Promise<boolean> {
    try {
      return await db.transaction(async (tx) => {
        const [rewarded] = await rows<{ id: number; referrer_id: number; referred_id: number }>(
          tx,
          sql`update referrals r set state = 'rewarded', rewarded_at = now(),
                visit_id = (select a.id from appointments a where ${pastApprovedVisit(sql`a`, sql`r.referred_id`)} order by a.end_at, a.id limit 1)
              where r.id = ${referralId} and ${dueReferral}
              returning r.id, r.referrer_id, r.referred_id`,
        );
        if (!rewarded) return false;
        const inserted = await rows<{ role: string }>(
          tx,
          sql`insert into referral_rewards (referral_id, user_id, role, amount)
              values (${rewarded.id}, ${rewarded.referrer_id}, 'referrer', ${rewards.referrerKopecks}),
                     (${rewarded.id}, ${rewarded.referred_id}, 'friend', ${rewards.friendKopecks})
              on conflict do nothing returning role`,
        );
        if (inserted.some((row) => row.role === 'referrer')) await tellReferrer(tx, rewarded.id);
        return true;
      });
    } catch (error) {
      if (findPgError(error)?.code === '23505') return false;
      throw error;
    }
  }

  /**
   * Rewards the referrals whose friend has had her first visit (an approved appointment whose time is over):
   * all of them (the background sweep, every instance), or those of `userId` as the one who invited or as
   * the friend (her referral page, so she never sees a visit that took place as still pending). Returns how
   * many were rewarded by this call.
   */
  async function settle(userId?: number): Promise<number> {
    const scope = userId === undefined ? sql`true` : sql`(r.referrer_id = ${userId} or r.referred_id = ${userId})`;
    const due = await database.rows<{ id: number }>(
      sql`select r.id from referrals r where ${scope} and ${dueReferral} order by r.registered_at, r.id limit ${SETTLE_BATCH}`,
    );
    let rewarded = 0;
    for (const { id } of due) if (await rewardOne(id)) rewarded += 1;
    return rewarded;
  }

  return {
    rewards,
    codeOf,
    settle,

    async overview(userId: number): Promise<TReferralOverview> {
      const code = await codeOf(userId);
      await settle(userId);
      const friends = await database.rows<TReferralFriend>(sql`
        select r.id, ${shortName(sql`u`)} as name, r.state,
          to_json(r.registered_at) #>> '{}' as registered_at, to_json(r.rewarded_at) #>> '{}' as rewarded_at, w.amount as reward
        from referrals r join users u on u.id = r.referred_id
          left join referral_rewards w on w.referral_id = r.id and w.role = 'referrer'
        where r.referrer_id = ${userId}
        order by r.registered_at desc, r.id desc`);
      // Earned bonuses are rows of referral_rewards; pending ones are referrals still waiting for the friend's
      // first visit that can still earn (her account is there, her phone was not rewarded through another).
      const earned = await database.rows<TReferralReward>(sql`
        select w.referral_id, w.role, 'earned' as status, w.amount, to_json(w.created_at) #>> '{}' as earned_at,
          case when w.role = 'referrer' then ${shortName(sql`f`)} end as friend
        from referral_rewards w join referrals r on r.id = w.referral_id join users f on f.id = r.referred_id
        where w.user_id = ${userId}
        order by w.created_at desc, w.id desc`);
      const pending = await database.rows<TReferralReward>(sql`
        select r.id as referral_id, case when r.referrer_id = ${userId} then 'referrer' else 'friend' end as role, 'pending' as status,
          case when r.referrer_id = ${userId} then ${rewards.referrerKopecks}::int else ${rewards.friendKopecks}::int end as amount,
          null as earned_at, case when r.referrer_id = ${userId} then ${shortName(sql`f`)} end as friend
        from referrals r join users f on f.id = r.referred_id
        where (r.referrer_id = ${userId} or r.referred_id = ${userId}) and r.state = 'registered' and f.deleted_at is null
          and ${phoneNotRewarded}
        order by r.registered_at desc, r.id desc`);
      const sum = (list: TReferralReward[]) => list.reduce((total, reward) => total + reward.amount, 0);
      return {
        code,
        share_path: referralSharePath(code),
        amounts: { referrer: rewards.referrerKopecks, friend: rewards.friendKopecks },
        friends,
        rewards: [...pending.filter((reward) => reward.amount > 0), ...earned],
        total: sum(earned),
        pending_total: sum(pending),
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferrals>;
