import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blog_articles, doctors, medical_institutions, users, wishlist_items } from '../../db/schema/index.ts';
import type { z } from 'zod';
import type { TWishlistKind } from '../../contracts/accounts.ts';
import type { ZWishlistEntry } from '../../contracts/routes/account-answers.ts';
import type { Locale } from '../../contracts/locale.ts';
import { NotFoundError, ValidationError } from '../errors.ts';

/** docs/decisions/036: how many favourites of each kind one patient may keep (SPEC §5 "limits per kind"). */
export const WISHLIST_LIMITS: Record<TWishlistKind, number> = { doctors: 100, 'medical-institutions': 100, articles: 100 };

interface KindTable {
  kind: (typeof wishlist_items.kind.enumValues)[number];
  /** The catalogue table and its name column of a locale. */
  table: typeof doctors | typeof medical_institutions | typeof blog_articles;
  name: (locale: Locale) => SQL<string>;
  limitMessage: string;
}

const KINDS: Record<TWishlistKind, KindTable> = {
  doctors: {
    kind: 'doctor',
    table: doctors,
    name: (locale) => sql<string>`${locale === 'ru' ? doctors.full_name_ru : doctors.full_name_ua}`,
    limitMessage: 'favourites.limit.reached.doctors',
  },
  'medical-institutions': {
    kind: 'medical_institution',
    table: medical_institutions,
    name: (locale) => sql<string>`${locale === 'ru' ? medical_institutions.name_ru : medical_institutions.name_ua}`,
    limitMessage: 'favourites.limit.reached.institutions',
  },
  articles: {
    kind: 'article',
    table: blog_articles,
    name: (locale) => sql<string>`${locale === 'ru' ? blog_articles.name_ru : blog_articles.name_ua}`,
    limitMessage: 'favourites.limit.reached.articles',
  },
};

export type WishlistEntry = z.output<typeof ZWishlistEntry>;

export type Wishlist = Record<'doctors' | 'medical_institutions' | 'articles', WishlistEntry[]>;

/** SPEC §1 favourites: doctors, institutions and articles a patient keeps; the catalogue adds and removes them. */
export function createWishlist(database: Database) {
  const { db } = database;

  async function entries(userId: number, kind: TWishlistKind, locale: Locale): Promise<WishlistEntry[]> {
    const { table, name, kind: itemKind } = KINDS[kind];
    return db
      .select({
        id: table.id,
        slug: table.slug,
        name: name(locale),
        // The database's own text of the time, as the answer has always given it.
        added_at: sql<string>`${wishlist_items.created_at}`,
      })
      .from(wishlist_items)
      .innerJoin(table, and(eq(table.id, wishlist_items.item_id), isNull(table.deleted_at)))
      .where(and(eq(wishlist_items.user_id, userId), eq(wishlist_items.kind, itemKind)))
      .orderBy(desc(wishlist_items.created_at), asc(table.id));
  }

  return {
    limits: WISHLIST_LIMITS,

    async list(userId: number, locale: Locale): Promise<Wishlist> {
      const [doctorList, institutions, articles] = await Promise.all([
        entries(userId, 'doctors', locale),
        entries(userId, 'medical-institutions', locale),
        entries(userId, 'articles', locale),
      ]);
      return { doctors: doctorList, medical_institutions: institutions, articles };
    },

    /**
     * Adds one item; adding it again changes nothing. The patient's row is locked while counting, so two
     * tabs adding at once cannot pass the limit together.
     */
    async add(userId: number, kind: TWishlistKind, itemId: number): Promise<void> {
      const spec = KINDS[kind];
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [item] = await tx
          .select({ id: spec.table.id })
          .from(spec.table)
          .where(and(eq(spec.table.id, itemId), isNull(spec.table.deleted_at)));
        if (!item) throw new NotFoundError();
        const [{ kept, present }] = await tx
          .select({ kept: count(), present: sql<boolean | null>`bool_or(${wishlist_items.item_id} = ${itemId})` })
          .from(wishlist_items)
          .where(and(eq(wishlist_items.user_id, userId), eq(wishlist_items.kind, spec.kind)));
        if (present) return;
        if (kept >= WISHLIST_LIMITS[kind]) throw new ValidationError({ [kind]: [spec.limitMessage] }, spec.limitMessage);
        await tx.insert(wishlist_items).values({ user_id: userId, kind: spec.kind, item_id: itemId }).onConflictDoNothing();
      });
    },

    async remove(userId: number, kind: TWishlistKind, itemId: number): Promise<void> {
      await db
        .delete(wishlist_items)
        .where(and(eq(wishlist_items.user_id, userId), eq(wishlist_items.kind, KINDS[kind].kind), eq(wishlist_items.item_id, itemId)));
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlist>;
