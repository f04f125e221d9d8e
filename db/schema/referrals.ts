import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, kopecks } from './columns.ts';
import { users } from './accounts.ts';
import { appointments } from './appointments.ts';

/** Kept in step with contracts/referral.ts (REFERRAL_STATES, REFERRAL_REWARD_ROLES). */
export const REFERRAL_STATE_VALUES = ['registered', 'rewarded'] as const;
export const REFERRAL_ROLE_VALUES = ['referrer', 'friend'] as const;

/** A patient's personal referral code (docs/decisions/230). Created by 0020_referrals.sql. */
export const referral_codes = pgTable(
  'referral_codes',
  {
    user_id: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_unique').on(t.code)],
);

/** A friend who registered with a code; `rewarded` once her first visit has taken place. */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    referrer_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referred_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The friend's phone at registration: one reward per phone, whatever account it comes back with. */
    referred_phone: text().notNull(),
    state: text({ enum: REFERRAL_STATE_VALUES }).notNull().default('registered'),
    registered_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    rewarded_at: timestamp({ withTimezone: true }),
    /** The first visit that earned the reward. */
    visit_id: integer().references(() => appointments.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('referrals_referred_unique').on(t.referred_id),
    uniqueIndex('referrals_rewarded_phone_unique')
      .on(t.referred_phone)
      .where(sql`${t.state} = 'rewarded'`),
    index('referrals_referrer_idx').on(t.referrer_id, t.registered_at),
    check('referrals_state', sql`${t.state} in ('registered', 'rewarded')`),
    check('referrals_not_self', sql`${t.referrer_id} <> ${t.referred_id}`),
  ],
);

/** What each side of a rewarded referral earned, in kopecks. */
export const referral_rewards = pgTable(
  'referral_rewards',
  {
    id: id(),
    referral_id: integer()
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: REFERRAL_ROLE_VALUES }).notNull(),
    amount: kopecks().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_rewards_once').on(t.referral_id, t.role),
    index('referral_rewards_user_idx').on(t.user_id, t.created_at),
    check('referral_rewards_role', sql`${t.role} in ('referrer', 'friend')`),
    check('referral_rewards_amount', sql`${t.amount} >= 0`),
  ],
);
