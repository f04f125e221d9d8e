import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import { PATIENT_LIST_PAGE_SIZE, type TNotification, type TNotificationsQuery } from '../../contracts/booking.ts';
import { listMeta, type TListMeta } from '../../contracts/envelope.ts';
import { notifications } from '../../db/schema/index.ts';
import { type RowOf } from '../../db/sql.ts';
import { NotFoundError } from '../errors.ts';

const columnsIn = (locale: Locale) => ({
  id: notifications.id,
  type: notifications.type,
  status: notifications.status,
  title: locale === 'ru' ? notifications.title_ru : notifications.title_ua,
  text: locale === 'ru' ? notifications.text_ru : notifications.text_ua,
  appointment_id: notifications.appointment_id,
  promotion_id: notifications.promotion_id,
  waitlist_offer_id: notifications.waitlist_offer_id,
  visit_move: sql<boolean>`exists (select 1 from visit_move_items i where i.appointment_id = ${notifications.appointment_id})`,
  created_at: notifications.created_at,
  read_at: notifications.read_at,
});
type NotificationRow = RowOf<ReturnType<typeof columnsIn>>;

const toNotification = (row: NotificationRow): TNotification => ({
  ...row,
  created_at: row.created_at.toISOString(),
  read_at: row.read_at === null ? null : row.read_at.toISOString(),
});

/**
 * A patient's notifications (SPEC §3–4): unread → read, one or all; delete one or all (to trash, so staff
 * can still see what was sent). Each person reaches only their own.
 */
export function createNotificationsService(db: Db) {
  const mine = (userId: number): SQL => and(eq(notifications.user_id, userId), isNull(notifications.deleted_at))!;
  const unread = eq(notifications.status, 'unread');

  return {
    async list(userId: number, input: TNotificationsQuery, locale: Locale): Promise<{ data: TNotification[]; meta: TListMeta & { unread: number } }> {
      const where = input.status ? and(mine(userId), eq(notifications.status, input.status))! : mine(userId);
      const offset = (input.page - 1) * PATIENT_LIST_PAGE_SIZE;
      const [[counts], data] = await Promise.all([
        db
          .select({
            total: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
            unread: sql<number>`count(*) filter (where ${unread})`.mapWith(Number),
          })
          .from(notifications)
          .where(mine(userId)),
        db
          .select(columnsIn(locale))
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.created_at), desc(notifications.id))
          .limit(PATIENT_LIST_PAGE_SIZE)
          .offset(offset),
      ]);
      return { data: data.map(toNotification), meta: { ...listMeta(counts.total, input.page, PATIENT_LIST_PAGE_SIZE), unread: counts.unread } };
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(mine(userId), unread));
      return row.unread;
    },

    async markRead(userId: number, id: number): Promise<void> {
      const updated = await db
        .update(notifications)
        .set({ status: 'read', read_at: sql`coalesce(${notifications.read_at}, now())`, updated_at: sql`now()` })
        .where(and(eq(notifications.id, id), mine(userId)))
        .returning({ id: notifications.id });
      if (updated.length === 0) throw new NotFoundError();
    },

    async markAllRead(userId: number): Promise<number> {
      const updated = await db
        .update(notifications)
        .set({ status: 'read', read_at: sql`now()`, updated_at: sql`now()` })
        .where(and(mine(userId), unread))
        .returning({ id: notifications.id });
      return updated.length;
    },

    async remove(userId: number, id: number): Promise<void> {
      const removed = await db
        .update(notifications)
        .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(notifications.id, id), mine(userId)))
        .returning({ id: notifications.id });
      if (removed.length === 0) throw new NotFoundError();
    },

    async removeAll(userId: number): Promise<number> {
      const removed = await db
        .update(notifications)
        .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
        .where(mine(userId))
        .returning({ id: notifications.id });
      return removed.length;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
