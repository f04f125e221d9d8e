import { Stack, Title } from '@mantine/core';
import type { Route } from './+types/notifications';
import { privatePageMeta } from '../../components/account/meta.ts';
import { NotificationsList } from '../../components/booking/notifications-list.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'booking.nav.notifications');
}

/** SPEC §2 patients/notifications. */
export default function PatientNotificationsPage() {
  const { t } = useT();
  return (
    <Stack gap="xl">
      <Title order={1}>{t('booking.nav.notifications')}</Title>
      <NotificationsList />
    </Stack>
  );
}
