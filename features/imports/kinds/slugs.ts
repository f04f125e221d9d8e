import { sql } from 'drizzle-orm';
import { slugify } from '../../../contracts/slug.ts';
import type { Db } from '../../../db/client.ts';
import { selectRows } from '../../../db/sql.ts';

/**
 * Hands out unique slugs for a table (SPEC ARCHITECTURE §5: transliterated and unique): `olena-shevchenko`, then
 * `olena-shevchenko-2`, … past the live records' slugs and the ones given out before.
 */
export async function slugSource(db: Pick<Db, 'execute'>, table: 'doctors' | 'medical_institutions'): Promise<(text: string) => string> {
  const rows = await selectRows<{ slug: string }>(db, sql`select slug from ${sql.identifier(table)} where deleted_at is null`);
  const taken = new Set(rows.map((row) => row.slug));
  return (text) => {
    const base = slugify(text) || 'item';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}
