import { sql, type SQL } from 'drizzle-orm';
import { foldSearchText } from '../catalog/search-text.ts';
import { escapeLike } from './operators.ts';

/**
 * Tables whose generated `search_text` (db/migrations/0003_catalog.sql, docs/decisions/071) holds exactly the
 * fields their resource marks searchable — both languages and the slug — folded (і/и, є/е, apostrophes).
 * `search=` on them is one `like` on that column, which one trigram index answers, instead of an `ilike` per
 * column OR-ed together, which the planner answered by reading every row (bench/admin-doctors-list.ts).
 * `features/records/folded-search.test.ts` checks that each searchable field is still found this way.
 */
export const FOLDED_SEARCH_TABLES: ReadonlySet<string> = new Set(['doctors', 'medical_institutions', 'diseases']);

/** The folded substring condition of `text` on `table`, or undefined when the table has none (or nothing is left of the text). */
export function foldedSearchCondition(table: string, text: string): SQL | undefined {
  if (!FOLDED_SEARCH_TABLES.has(table)) return undefined;
  const folded = foldSearchText(text);
  if (!folded.trim()) return undefined;
  return sql`${sql.identifier(table)}.${sql.identifier('search_text')} like ${`%${escapeLike(folded)}%`}`;
}
