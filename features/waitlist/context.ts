import type { BookingContext } from '../booking/context.ts';

/**
 * What the waitlist's use cases run with (docs/decisions/303): the booking's context (database, clock, messenger,
 * the site's address, whom to tell of freed time and queued jobs) and how long an offer holds its time.
 */
export interface WaitlistContext extends BookingContext {
  /** `WAITLIST_OFFER_MINUTES` (or `WAITLIST_OFFER_SECONDS` for tests); shorter when the time is close. */
  offerSeconds: number;
}

/** The job that lets an unanswered offer go at its time, and offers the time to the next patient. */
export const WAITLIST_EXPIRE_JOB = 'waitlist.offer.expire';
export { WAITLIST_MATCH_JOB } from '../booking/freed-time.ts';
