import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { z } from 'zod';
import type { TWishlistKind } from '../../contracts/accounts.ts';
import type { ZWishlistEntry } from '../../contracts/routes/account-answers.ts';
import type { Locale } from '../../contracts/locale.ts';
import { NotFoundError, ValidationError } from '../errors.ts';

/** docs/decisions/036: how many favourites of each kind one patient may keep (SPEC §5 "limits per kind"). */
export const WISHLIST_LIMITS: Record<TWishlistKind, number> = { doctors: 100, 'medical-institutions': 100, articles: 100 };

interface KindTable {
  kind: 'doctor' | 'medical_institution' | 'article';
  /** The catalogue table and the name column of a locale. */
  table: SQL;
  name: (locale: Locale) => SQL;
  limitMessage: string;
}

const KINDS: Record<TWishlistKind, KindTable> = {
  doctors: {
    kind: 'doctor',
    table: sql`doctors`,
    name: (locale) => (locale === 'ru' ? sql`t.full_name_ru` : sql`t.full_name_ua`),
    limitMessage: 'favourites.limit.reached.doctors',
  },
  'medical-institutions': {
    kind: 'medical_institution',
    table: sql`medical_institutions`,
    name: (locale) => (locale === 'ru' ? sql`t.name_ru` : sql`t.name_ua`),
    limitMessage: 'favourites.limit.reached.institutions',
  },
  articles: {
    kind: 'article',
    table: sql`blog_articles`,
    name: (locale) => (locale === 'ru' ? sql`t.name_ru` : sql`t.name_ua`),
    limitMessage: 'favourites.limit.reached.articles',
  },
};

export type WishlistEntry = z.output<typeof ZWishlistEntry>;

export type Wishlist = Record<'doctors' | 'medical_institutions' | 'articles', WishlistEntry[]>;

/** SPEC §1 favourites: doctors, institutions and articles a patient keeps; the catalogue adds and removes them. */
export function createWishlist(database: Database) {
  async function entries(userId: number, kind: TWishlistKind, locale: Locale): Promise<WishlistEntry[]> {
    const spec = KINDS[kind];
    return database.rows<WishlistEntry>(sql`
      select t.id, t.slug, ${spec.name(locale)} as name, w.created_at as added_at
      from wishlist_items w join ${spec.table} t on t.id = w.item_id and t.deleted_at is null
      where w.user_id = ${userId} and w.kind = ${spec.kind}
      order by w.created_at desc, t.id`);
  }

  return {
    limits: WISHLIST_LIMITS,

    async list(userId: number, locale: Locale): Promise<Wishlist> {
      const [doctors, institutions, articles] = await Promise.all([
        entries(userId, 'doctors', locale),
        entries(userId, 'medical-institutions', locale),
        entries(userId, 'articles', locale),
      ]);
      return { doctors, medical_institutions: institutions, articles };
    },

    /**
     * Adds one item; adding it again changes nothing. The patient's row is locked while counting, so two
     * tabs adding at once cannot pass the limit together.
     */
    async add(userId: number, kind: TWishlistKind, itemId: number): Promise<void> {
      const spec = KINDS[kind];
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const exists = await tx.execute(sql`select 1 from ${spec.table} where id = ${itemId} and deleted_at is null`);
        if (rowCount(exists) === 0) throw new NotFoundError();
        const counted = await tx.execute(sql`
          select count(*)::int as count, bool_or(item_id = ${itemId}) as present
          from wishlist_items where user_id = ${userId} and kind = ${spec.kind}`);
        const [{ count, present }] = rowsOf<{ count: number; present: boolean | null }>(counted);
        if (present) return;
        if (count >= WISHLIST_LIMITS[kind]) throw new ValidationError({ [kind]: [spec.limitMessage] }, spec.limitMessage);
        await tx.execute(sql`insert into wishlist_items (user_id, kind, item_id) values (${userId}, ${spec.kind}, ${itemId}) on conflict do nothing`);
      });
    },

    async remove(userId: number, kind: TWishlistKind, itemId: number): Promise<void> {
      await database.rows(sql`delete from wishlist_items where user_id = ${userId} and kind = ${KINDS[kind].kind} and item_id = ${itemId}`);
    },
  };
}

/** Drizzle's `execute` answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
function rowCount(result: unknown): number {
  return rowsOf(result).length;
}

export type WishlistService = ReturnType<typeof createWishlist>;
