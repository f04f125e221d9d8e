import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, translated } from './columns.ts';
import { users } from './accounts.ts';

/**
 * The regions an air-raid alert is announced for (docs/decisions/308): Ukraine's oblasts, Kyiv and the other
 * cities with a status of their own. `feed_uid` is the region's identifier in the public alert feeds, so a
 * deployment's relay passes the feed's ids through unchanged.
 */
export const alert_regions = pgTable(
  'alert_regions',
  {
    id: id(),
    feed_uid: text().notNull(),
    ...translated('name'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('alert_regions_feed_uid_unique').on(t.feed_uid)],
);

/** Who said an alert is on: the signed feed endpoint, or staff by hand in the back office. */
export const REGION_ALERT_SOURCES = ['feed', 'staff'] as const;

/**
 * One air-raid alert of a region: on from `started_at` until `ended_at` (null while it lasts). At most one open
 * alert per region; an end closes it, a repeated start is a no-op.
 */
export const region_alerts = pgTable(
  'region_alerts',
  {
    id: id(),
    region_id: integer()
      .notNull()
      .references(() => alert_regions.id, { onDelete: 'cascade' }),
    started_at: timestamp({ withTimezone: true }).notNull(),
    ended_at: timestamp({ withTimezone: true }),
    source: text({ enum: REGION_ALERT_SOURCES }).notNull().default('staff'),
    set_by: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('region_alerts_one_open')
      .on(t.region_id)
      .where(sql`${t.ended_at} is null`),
    index('region_alerts_region_idx').on(t.region_id, t.started_at),
  ],
);

/** The signed calls the feed endpoint accepted, by their signature's nonce: a replay of one is refused. */
export const alert_feed_calls = pgTable(
  'alert_feed_calls',
  {
    nonce: text().primaryKey(),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_feed_calls_received_idx').on(t.received_at)],
);
