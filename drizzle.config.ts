import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -- <name>` (scripts/db-generate.ts) runs drizzle-kit with this: it diffs db/schema against the
 * last snapshot in db/drizzle/meta and writes the SQL of the difference, which the script moves to db/migrations/
 * under the next free number (docs/decisions/291).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/drizzle',
  // Our runner applies a file as one script in one transaction: no statement markers needed.
  breakpoints: false,
});
