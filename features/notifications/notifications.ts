import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import { PATIENT_LIST_PAGE_SIZE, type TNotification, type TNotificationsQuery } from '../../contracts/booking.ts';
import { listMeta, type TListMeta } from '../../contracts/envelope.ts';
import { NotFoundError } from '../errors.ts';
import { localized, selectRows as rows } from '../../db/sql.ts';

type NotificationRow = Omit<TNotification, 'created_at' | 'read_at'> & { created_at: Date | string; read_at: Date | string | null };

const toNotification = (row: NotificationRow): TNotification => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
});

/**
 * A patient's notifications (SPEC §3–4): unread → read, one or all; delete one or all (to trash, so staff
 * can still see what was sent). Each person reaches only their own.
 */
export function createNotificationsService(db: Db) {
  const mine = (userId: number) => sql`n.user_id = ${userId} and n.deleted_at is null`;

  return {
    async list(userId: number, input: TNotificationsQuery, locale: Locale): Promise<{ data: TNotification[]; meta: TListMeta & { unread: number } }> {
      const where = input.status ? sql`${mine(userId)} and n.status = ${input.status}` : mine(userId);
      const offset = (input.page - 1) * PATIENT_LIST_PAGE_SIZE;
      const [[counts], data] = await Promise.all([
        rows<{ total: number; unread: number }>(
          db,
          sql`select count(*) filter (where ${where})::int as total, count(*) filter (where n.status = 'unread')::int as unread
              from notifications n where ${mine(userId)}`,
        ),
        rows<NotificationRow>(
          db,
          sql`select n.id, n.type, n.status, ${localized('n', 'title', locale)} as title, ${localized('n', 'text', locale)} as text,
                n.appointment_id, n.promotion_id, n.created_at, n.read_at
              from notifications n where ${where}
              order by n.created_at desc, n.id desc limit ${PATIENT_LIST_PAGE_SIZE} offset ${offset}`,
        ),
      ]);
      return { data: data.map(toNotification), meta: { ...listMeta(counts.total, input.page, PATIENT_LIST_PAGE_SIZE), unread: counts.unread } };
    },

    async unreadCount(userId: number): Promise<number> {
      const [{ unread }] = await rows<{ unread: number }>(
        db,
        sql`select count(*)::int as unread from notifications n where ${mine(userId)} and n.status = 'unread'`,
      );
      return unread;
    },

    async markRead(userId: number, id: number): Promise<void> {
      const updated = await rows<{ id: number }>(
        db,
        sql`update notifications n set status = 'read', read_at = coalesce(read_at, now()), updated_at = now()
            where n.id = ${id} and ${mine(userId)} returning n.id`,
      );
      if (updated.length === 0) throw new NotFoundError();
    },

    async markAllRead(userId: number): Promise<number> {
      const updated = await rows<{ id: number }>(
        db,
        sql`update notifications n set status = 'read', read_at = now(), updated_at = now()
            where ${mine(userId)} and n.status = 'unread' returning n.id`,
      );
      return updated.length;
    },

    async remove(userId: number, id: number): Promise<void> {
      const removed = await rows<{ id: number }>(
        db,
        sql`update notifications n set deleted_at = now(), updated_at = now() where n.id = ${id} and ${mine(userId)} returning n.id`,
      );
      if (removed.length === 0) throw new NotFoundError();
    },

    async removeAll(userId: number): Promise<number> {
      const removed = await rows<{ id: number }>(
        db,
        sql`update notifications n set deleted_at = now(), updated_at = now() where ${mine(userId)} returning n.id`,
      );
      return removed.length;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
