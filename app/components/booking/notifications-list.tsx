import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TNotification } from '../../../contracts/booking.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { QueryState } from '../forms/query-state.tsx';
import { Pagination } from '../content/pagination.tsx';
import { bookingKeys, notificationCalls, notificationsQuery, unreadCountQuery, type NotificationFilter } from './booking-api.ts';
import { formatInstant } from './format.ts';
import { plural } from '../../i18n/plural.ts';
import { waitlistOfferPath } from '../waitlist/waitlist-paths.ts';
import { visitMovePath } from '../../../contracts/visit-moves.ts';
import classes from './booking.module.css';

const FILTERS: readonly NotificationFilter[] = ['all', 'unread', 'read'];

/** SPEC §2 patients/notifications, SPEC §4: unread → read, one or all; delete one or all (confirmed). */
export function NotificationsList() {
  const { t, locale } = useT();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const asked = params.get('status');
  const filter: NotificationFilter = asked === 'unread' || asked === 'read' ? asked : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(notificationsQuery(filter, page));
  const unread = useQuery(unreadCountQuery);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.notifications });

  async function run(action: () => Promise<unknown>, done: Parameters<typeof t>[0]) {
    setBusy(true);
    try {
      await action();
      showToast({ severity: 'success', detail: t(done) });
    } catch {
      // The API client has shown what went wrong.
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  async function removeAll() {
    if (await confirmAction({ message: t('booking.notifications.delete.all.confirm') }))
      await run(notificationCalls.removeAll, 'booking.notifications.deleted.all');
  }

  const count = unread.data ?? 0;
  return (
    <Stack gap="lg">
      <p role="status" aria-live="polite" className={classes.muted} data-unread-count={count}>
        {plural(t, locale, 'booking.notifications.unread.count', count)}
      </p>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          className={classes.segmented}
          aria-label={t('booking.notifications.filter')}
          value={filter}
          onChange={(value) => setParams(value === 'all' ? {} : { status: value }, { replace: true })}
          data={FILTERS.map((value) => ({ value, label: t(`booking.notifications.filter.${value}`) }))}
        />
        <Group gap="sm">
          <Button
            variant="light"
            size="sm"
            disabled={busy || count === 0}
            onClick={() => void run(notificationCalls.readAll, 'booking.notifications.read.all.done')}
          >
            {t('booking.notifications.read.all')}
          </Button>
          <Button variant="outline" color="red.9" size="sm" disabled={busy || query.data?.meta.total === 0} onClick={() => void removeAll()}>
            {t('booking.notifications.delete.all')}
          </Button>
        </Group>
      </Group>
      <QueryState query={query}>
        {(list) => (
          <Stack gap="lg">
            {list.data.length === 0 ? (
              <p className={classes.muted}>{t('booking.notifications.empty')}</p>
            ) : (
              <ul className={classes.list} aria-label={t('booking.nav.notifications')}>
                {list.data.map((item) => (
                  <li key={item.id}>
                    <NotificationCard item={item} busy={busy} run={run} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination current={list.meta.current_page} total={list.meta.total_pages} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function NotificationCard({
  item,
  busy,
  run,
}: {
  item: TNotification;
  busy: boolean;
  run: (action: () => Promise<unknown>, done: 'booking.notifications.read.done' | 'booking.notifications.deleted') => Promise<void>;
}) {
  const { t, locale } = useT();
  const unread = item.status === 'unread';
  async function remove() {
    if (await confirmAction({ message: t('booking.notifications.delete.confirm', { title: item.title }) }))
      await run(() => notificationCalls.remove(item.id), 'booking.notifications.deleted');
  }
  return (
    <article className={classes.card} data-unread={unread} data-notification={item.id} aria-label={item.title}>
      <h3 className={classes.cardTitle}>
        {unread && (
          <span className={classes.badge} data-tone="green">
            {t('booking.notifications.new')}
          </span>
        )}{' '}
        {item.title}
      </h3>
      {item.text && <p style={{ margin: 0 }}>{item.text}</p>}
      <p className={classes.muted}>
        <time dateTime={item.created_at}>{formatInstant(locale, item.created_at)}</time>
        {item.waitlist_offer_id !== null ? (
          <>
            {' · '}
            <Link to={localizedPath(waitlistOfferPath(item.waitlist_offer_id), locale)} data-waitlist-offer-link={item.waitlist_offer_id}>
              {t('waitlist.entry.notification')}
            </Link>
          </>
        ) : item.visit_move && item.appointment_id !== null ? (
          <>
            {' · '}
            <Link to={localizedPath(visitMovePath(item.appointment_id), locale)} data-visit-move-link={item.appointment_id}>
              {t('booking.notifications.move')}
            </Link>
          </>
        ) : (
          item.appointment_id !== null && (
            <>
              {' · '}
              <Link to={localizedPath('/patients/appointment', locale)}>{t('booking.notifications.appointment')}</Link>
            </>
          )
        )}
      </p>
      <div className={classes.actions}>
        {unread && (
          <Button
            variant="light"
            size="xs"
            disabled={busy}
            onClick={() => void run(() => notificationCalls.read(item.id), 'booking.notifications.read.done')}
            aria-label={t('booking.notifications.read.label', { title: item.title })}
          >
            {t('booking.notifications.read')}
          </Button>
        )}
        <Button
          variant="outline"
          color="red.9"
          size="xs"
          disabled={busy}
          onClick={() => void remove()}
          aria-label={t('booking.notifications.delete.label', { title: item.title })}
        >
          {t('booking.notifications.delete')}
        </Button>
      </div>
    </article>
  );
}
