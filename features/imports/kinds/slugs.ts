import { isNull } from 'drizzle-orm';
import { slugify } from '../../../contracts/slug.ts';
import type { Db } from '../../../db/client.ts';
import type { doctors, medical_institutions } from '../../../db/schema/index.ts';

/**
 * Hands out unique slugs for a table (SPEC ARCHITECTURE §5: transliterated and unique): `olena-shevchenko`, then
 * `olena-shevchenko-2`, … past the live records' slugs and the ones given out before.
 */
export async function slugSource(db: Pick<Db, 'select'>, table: typeof doctors | typeof medical_institutions): Promise<(text: string) => string> {
  const rows = await db.select({ slug: table.slug }).from(table).where(isNull(table.deleted_at));
  const taken = new Set(rows.map((row) => row.slug));
  return (text) => {
    const base = slugify(text) || 'item';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}
