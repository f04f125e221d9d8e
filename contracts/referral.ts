import { z } from 'zod';
import { normalizeReferralCode } from './referral-code.ts';

export * from './referral-code.ts';

/**
 * The referral program of the patient cabinet (`/patients/referral`, docs/decisions/230). A patient shares
 * `/registration?ref=CODE`; a friend who registers with it is `registered`; once the friend's first visit
 * has taken place (an appointment the clinic approved whose time is over) the referral is `rewarded` and both
 * get a bonus, in kopecks, of the amounts the server is configured with. Path: `GET /api/v1/account/referral`.
 */

export const REFERRAL_STATES = ['registered', 'rewarded'] as const;
export type TReferralState = (typeof REFERRAL_STATES)[number];
export const REFERRAL_REWARD_ROLES = ['referrer', 'friend'] as const;
export type TReferralRewardRole = (typeof REFERRAL_REWARD_ROLES)[number];

/** Amounts when the configuration names none (`REFERRAL_REWARD_UAH`, `REFERRAL_FRIEND_REWARD_UAH`): 100 UAH each. */
export const DEFAULT_REFERRAL_REWARDS = { referrerKopecks: 10_000, friendKopecks: 10_000 } as const;
export interface ReferralRewards {
  /** What the patient who invited earns per friend, in kopecks. */
  referrerKopecks: number;
  /** What the friend earns, in kopecks. */
  friendKopecks: number;
}

/**
 * The registration form's optional field: a code that does not fit reads as none, so a broken link never
 * stops a registration.
 */
export const ZReferralCodeField = z
  .string()
  .max(64)
  .optional()
  .transform((value) => normalizeReferralCode(value) ?? undefined)
  .describe('the code of the share link (`?ref=`); one that fits no patient is ignored');

const instant = z.string().describe('ISO instant');

export const ZReferralFriend = z.object({
  id: z.number().int(),
  /** First name and the initial of the last name: enough to recognise a friend, no more. */
  name: z.string(),
  state: z.enum(REFERRAL_STATES),
  registered_at: instant,
  rewarded_at: instant.nullable(),
  /** Her own bonus for this friend, in kopecks; null until rewarded. */
  reward: z.number().int().nullable(),
});
export type TReferralFriend = z.output<typeof ZReferralFriend>;

/** A bonus is `pending` while the friend's first visit has not taken place, `earned` once it has (docs/decisions/265). */
export const REFERRAL_REWARD_STATUSES = ['pending', 'earned'] as const;
export type TReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];

export const ZReferralReward = z.object({
  /** The referral it belongs to; with `role`, the bonus's identity. */
  referral_id: z.number().int(),
  role: z.enum(REFERRAL_REWARD_ROLES),
  status: z.enum(REFERRAL_REWARD_STATUSES),
  /** Kopecks: fixed when earned; for a pending bonus, what the configuration promises today. */
  amount: z.number().int(),
  /** When it was earned; null while pending. */
  earned_at: instant.nullable(),
  /** The invited friend ("First name L.") for a bonus as the one who invited; null for her own as the friend. */
  friend: z.string().nullable(),
});
export type TReferralReward = z.output<typeof ZReferralReward>;

/** `GET /account/referral`: her code, share link, friends and bonuses. */
export const ZReferralOverview = z.object({
  code: z.string(),
  share_path: z.string().describe('`/registration?ref=CODE`, without origin and locale prefix'),
  amounts: z.object({ referrer: z.number().int(), friend: z.number().int() }).describe('bonuses in kopecks'),
  friends: z.array(ZReferralFriend),
  rewards: z.array(ZReferralReward).describe('pending bonuses (the friend has had no first visit yet) first, then earned ones (docs/decisions/265)'),
  total: z.number().int().describe('earned, kopecks'),
  pending_total: z.number().int().describe('pending, kopecks'),
});
export type TReferralOverview = z.output<typeof ZReferralOverview>;
