import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, exists, isNull, ne, notExists, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.ts';
import { findPgError } from '../../db/errors.ts';
import { appointments, referral_codes, referral_rewards, referrals, users } from '../../db/schema/index.ts';
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
import type { Messenger } from '../messaging/messenger.ts';
import { pastApprovedVisit } from '../feedback/patient-reviews.ts';
import { linkOrigin } from '../link-origin.ts';

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
  const [referrer] = await tx
    .select({ id: users.id, phone: users.phone })
    .from(referral_codes)
    .innerJoin(users, eq(users.id, referral_codes.user_id))
    .where(and(eq(referral_codes.code, code), eq(users.user_type, 'patient'), isNull(users.deleted_at)));
  const [referred] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, referredId));
  if (!referrer || !referred || referrer.id === referredId) return false;
  if (digits(referrer.phone) !== '' && digits(referrer.phone) === digits(referred.phone)) return false;
  const inserted = await tx
    .insert(referrals)
    .values({ referrer_id: referrer.id, referred_id: referredId, referred_phone: digits(referred.phone) })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return inserted.length > 0;
}

/** How the one who invited hears that she earned a bonus: an e-mail in her language (docs/decisions/265). */
export interface ReferralNotices {
  messenger: Messenger;
  siteOrigin: string;
}

/** Subqueries of the conditions below, built apart from any database. */
const query = new QueryBuilder();
const one = { one: sql`1` };

/** "First name L." of a user: enough to recognise a friend, no more. */
const shortName = (user: { first_name: AnyColumn; last_name: AnyColumn }) =>
  sql<string>`trim(coalesce(${user.first_name}, '') || ' ' || coalesce(left(${user.last_name}, 1) || '.', ''))`;

/** No other account with the phone of the referral's friend was rewarded already (docs/decisions/230). */
const otherReferral = alias(referrals, 'other_referral');
const phoneNotRewarded = notExists(
  query
    .select(one)
    .from(otherReferral)
    .where(and(eq(otherReferral.referred_phone, referrals.referred_phone), eq(otherReferral.state, 'rewarded'), ne(otherReferral.id, referrals.id))),
);

/** The friend's visits that have taken place: approved, and over. */
const friendsPastVisit = pastApprovedVisit(sql`${appointments}`, sql`${referrals.referred_id}`);

/** The digits of the phone of the one who invited. */
const referrerDigits = query
  .select({ digits: sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g')` })
  .from(users)
  .where(eq(users.id, referrals.referrer_id));

/**
 * What makes a `registered` referral due for its reward (docs/decisions/230, 265): the friend's first visit
 * has taken place, her account is still there, her phone is not the referrer's, and no other account with
 * her phone was rewarded already.
 */
const dueReferral = and(
  eq(referrals.state, 'registered'),
  exists(query.select(one).from(appointments).where(friendsPastVisit)),
  exists(
    query
      .select(one)
      .from(users)
      .where(and(eq(users.id, referrals.referred_id), isNull(users.deleted_at))),
  ),
  sql`${referrals.referred_phone} <> coalesce(${referrerDigits}, '')`,
  phoneNotRewarded,
);

/** The friend's first visit: the one that earns the reward. */
const firstVisit = query
  .select({ id: appointments.id })
  .from(appointments)
  .where(friendsPastVisit)
  .orderBy(asc(appointments.end_at), asc(appointments.id))
  .limit(1);

/** How many due referrals one settling pass takes; the next sweep takes the rest. */
const SETTLE_BATCH = 200;

/** The referral program of the patient cabinet: her code, the friends who came with it and the rewards. */
export function createReferrals(database: Database, rewards: ReferralRewards = DEFAULT_REFERRAL_REWARDS, notices?: ReferralNotices) {
  const { db } = database;

  /** Her code, made on first use; a clash with another patient's code (1 in 10^11) just draws again. */
  async function codeOf(userId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [existing] = await db.select({ code: referral_codes.code }).from(referral_codes).where(eq(referral_codes.user_id, userId));
      if (existing) return existing.code;
      try {
        await db.insert(referral_codes).values({ user_id: userId, code: newCode() }).onConflictDoNothing({ target: referral_codes.user_id });
      } catch (error) {
        if (findPgError(error)?.code !== '23505') throw error;
      }
    }
    throw new Error('Could not make a referral code');
  }

  /** Tells the one who invited that she earned her bonus, inside the transaction that recorded it. */
  async function tellReferrer(tx: Db, referralId: number): Promise<void> {
    if (!notices || rewards.referrerKopecks <= 0) return;
    const friend = alias(users, 'friend');
    const [row] = await tx
      .select({ email: users.email, locale: users.locale, name: users.first_name, friend: shortName(friend) })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referrer_id))
      .innerJoin(friend, eq(friend.id, referrals.referred_id))
      .where(and(eq(referrals.id, referralId), isNull(users.deleted_at)));
    if (!row?.email) return;
    await notices.messenger.sendEmail(
      row.email,
      'referral.rewarded',
      {
        name: row.name ?? '',
        friend: row.friend,
        amount: formatKopecks(rewards.referrerKopecks),
        cabinet_url: `${linkOrigin(notices.siteOrigin)}${localizedPath('/patients/referral', row.locale)}`,
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
        const [rewarded] = await tx
          .update(referrals)
          .set({ state: 'rewarded', rewarded_at: sql`now()`, visit_id: sql`${firstVisit}` })
          .where(and(eq(referrals.id, referralId), dueReferral))
          .returning({ id: referrals.id, referrer_id: referrals.referrer_id, referred_id: referrals.referred_id });
        if (!rewarded) return false;
        const inserted = await tx
          .insert(referral_rewards)
          .values([
            { referral_id: rewarded.id, user_id: rewarded.referrer_id, role: 'referrer', amount: rewards.referrerKopecks },
            { referral_id: rewarded.id, user_id: rewarded.referred_id, role: 'friend', amount: rewards.friendKopecks },
          ])
          .onConflictDoNothing()
          .returning({ role: referral_rewards.role });
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
    const scope = userId === undefined ? undefined : or(eq(referrals.referrer_id, userId), eq(referrals.referred_id, userId));
    const due = await db
      .select({ id: referrals.id })
      .from(referrals)
      .where(and(scope, dueReferral))
      .orderBy(asc(referrals.registered_at), asc(referrals.id))
      .limit(SETTLE_BATCH);
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
      const newestFirst = [desc(referrals.registered_at), desc(referrals.id)];
      const friends: TReferralFriend[] = await db
        .select({
          id: referrals.id,
          name: shortName(users),
          state: referrals.state,
          registered_at: sql<string>`to_json(${referrals.registered_at}) #>> '{}'`,
          rewarded_at: sql<string | null>`to_json(${referrals.rewarded_at}) #>> '{}'`,
          reward: referral_rewards.amount,
        })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.referred_id))
        .leftJoin(referral_rewards, and(eq(referral_rewards.referral_id, referrals.id), eq(referral_rewards.role, 'referrer')))
        .where(eq(referrals.referrer_id, userId))
        .orderBy(...newestFirst);
      // Earned bonuses are rows of referral_rewards; pending ones are referrals still waiting for the friend's
      // first visit that can still earn (her account is there, her phone was not rewarded through another).
      const earned: TReferralReward[] = await db
        .select({
          referral_id: referral_rewards.referral_id,
          role: referral_rewards.role,
          status: sql<'earned'>`'earned'`,
          amount: referral_rewards.amount,
          earned_at: sql<string>`to_json(${referral_rewards.created_at}) #>> '{}'`,
          friend: sql<string | null>`case when ${referral_rewards.role} = 'referrer' then ${shortName(users)} end`,
        })
        .from(referral_rewards)
        .innerJoin(referrals, eq(referrals.id, referral_rewards.referral_id))
        .innerJoin(users, eq(users.id, referrals.referred_id))
        .where(eq(referral_rewards.user_id, userId))
        .orderBy(desc(referral_rewards.created_at), desc(referral_rewards.id));
      const asReferrer = sql`${referrals.referrer_id} = ${userId}`;
      const pending: TReferralReward[] = await db
        .select({
          referral_id: referrals.id,
          role: sql<'referrer' | 'friend'>`case when ${asReferrer} then 'referrer' else 'friend' end`,
          status: sql<'pending'>`'pending'`,
          amount: sql<number>`case when ${asReferrer} then ${rewards.referrerKopecks}::int else ${rewards.friendKopecks}::int end`,
          earned_at: sql<null>`null`,
          friend: sql<string | null>`case when ${asReferrer} then ${shortName(users)} end`,
        })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.referred_id))
        .where(
          and(
            or(eq(referrals.referrer_id, userId), eq(referrals.referred_id, userId)),
            eq(referrals.state, 'registered'),
            isNull(users.deleted_at),
            phoneNotRewarded,
          ),
        )
        .orderBy(...newestFirst);
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
