/**
 * The database test files that run on PGlite in every run, even when PostgreSQL is present and every other
 * database test runs there only. `npm start` serves from PGlite, so what it depends on, and what behaves
 * differently on it, is proven on it each time. Without PostgreSQL every database test runs on PGlite anyway.
 */
export const EMBEDDED_PROOFS: readonly { file: string; why: string }[] = [
  { file: 'db/migrate.test.ts', why: 'the migrations apply, checksum and lock on the embedded database' },
  { file: 'db/conference-page-migration.test.ts', why: 'a data-moving migration over existing rows' },
  { file: 'db/rich-text-migration.test.ts', why: 'a data step of the migrations (HTML to documents) through the parser' },
  { file: 'seed/seed.test.ts', why: 'the demo seed `npm start` loads' },
  { file: 'resources/seed-compatibility.test.ts', why: 'every back-office resource reads the seeded rows' },
  { file: 'features/accounts/demo-accounts.test.ts', why: 'the demo accounts sign in' },
  { file: 'server/api/booking.test.ts', why: 'the booking flow through the API' },
  { file: 'db/schema/booking-guards.test.ts', why: 'the exclusion constraints that refuse a double booking' },
  { file: 'features/booking/idempotency.test.ts', why: 'a repeated booking request answers the first result' },
  { file: 'db/pglite-vacuum.test.ts', why: 'the embedded database vacuums itself' },
  { file: 'features/jobs/queue.test.ts', why: 'the job queue claims messages with row locks' },
  { file: 'features/catalog/search.test.ts', why: "trigram and full-text search through PGlite's extensions" },
];
