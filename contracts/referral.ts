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

export interface TReferralFriend {
  id: number;
  /** First name and the initial of the last name: enough to recognise a friend, no more. */
  name: string;
  state: TReferralState;
  registered_at: string;
  rewarded_at: string | null;
  /** Her own bonus for this friend, in kopecks; null until rewarded. */
  reward: number | null;
}

/** A bonus is `pending` while the friend's first visit has not taken place, `earned` once it has (docs/decisions/265). */
export const REFERRAL_REWARD_STATUSES = ['pending', 'earned'] as const;
export type TReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];

export interface TReferralReward {
  /** The referral it belongs to; with `role`, the bonus's identity. */
  referral_id: number;
  role: TReferralRewardRole;
  status: TReferralRewardStatus;
  /** Kopecks: fixed when earned; for a pending bonus, what the configuration promises today. */
  amount: number;
  /** When it was earned; null while pending. */
  earned_at: string | null;
  /** The invited friend ("First name L.") for a bonus as the one who invited; null for her own as the friend. */
  friend: string | null;
}

export interface TReferralOverview {
  code: string;
  /** Path of the share link (without origin and locale prefix). */
  share_path: string;
  amounts: { referrer: number; friend: number };
  friends: TReferralFriend[];
  /** Her bonuses, pending ones first, then earned ones newest first. */
  rewards: TReferralReward[];
  /** Sum of her earned bonuses, kopecks. */
  total: number;
  /** Sum of her pending bonuses, kopecks. */
  pending_total: number;
}
