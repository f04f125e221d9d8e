-- The referral program of the patient cabinet (docs/decisions/230). db/schema/referrals.ts describes the same;
-- written with `if not exists` so that it stays harmless once 0001_schema.sql is regenerated with them inside.

-- One personal code per patient, made the first time she opens /patients/referral.
create table if not exists "referral_codes" (
  "user_id" integer primary key references "users"("id") on delete cascade,
  "code" text not null,
  "created_at" timestamp with time zone default now() not null
);
create unique index if not exists "referral_codes_code_unique" on "referral_codes" using btree ("code");

-- A friend who registered with a code: at most one referrer per account, and one reward per phone number
-- (a second account with the same phone earns nothing).
create table if not exists "referrals" (
  "id" integer primary key generated always as identity,
  "referrer_id" integer not null references "users"("id") on delete cascade,
  "referred_id" integer not null references "users"("id") on delete cascade,
  "referred_phone" text not null,
  "state" text default 'registered' not null,
  "registered_at" timestamp with time zone default now() not null,
  "rewarded_at" timestamp with time zone,
  "visit_id" integer references "appointments"("id") on delete set null,
  constraint "referrals_state" check ("state" in ('registered', 'rewarded')),
  constraint "referrals_not_self" check ("referrer_id" <> "referred_id")
);
create unique index if not exists "referrals_referred_unique" on "referrals" using btree ("referred_id");
create unique index if not exists "referrals_rewarded_phone_unique" on "referrals" using btree ("referred_phone") where "referrals"."state" = 'rewarded';
create index if not exists "referrals_referrer_idx" on "referrals" using btree ("referrer_id", "registered_at");

-- What each side earned: one row for the patient who invited, one for the friend, per rewarded referral.
create table if not exists "referral_rewards" (
  "id" integer primary key generated always as identity,
  "referral_id" integer not null references "referrals"("id") on delete cascade,
  "user_id" integer not null references "users"("id") on delete cascade,
  "role" text not null,
  "amount" integer not null,
  "created_at" timestamp with time zone default now() not null,
  constraint "referral_rewards_role" check ("role" in ('referrer', 'friend')),
  constraint "referral_rewards_amount" check ("amount" >= 0)
);
create unique index if not exists "referral_rewards_once" on "referral_rewards" using btree ("referral_id", "role");
create index if not exists "referral_rewards_user_idx" on "referral_rewards" using btree ("user_id", "created_at");
