import { Stack, Text, Title } from '@mantine/core';
import type { Route } from './+types/home';
import { displayName } from '../../components/account/account.ts';
import { useAccount } from '../../components/account/account-store.ts';
import { ChangePasswordForm } from '../../components/account/change-password-form.tsx';
import { privatePageMeta } from '../../components/account/meta.ts';
import { useT } from '../../i18n/use-t.ts';
import { CalendarFeedCard } from '../../components/calendar/calendar-feed-card.tsx';
import { DoctorAppointments } from '../../components/doctor-cabinet/doctor-appointments.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'cabinet.doctor.title');
}

/** The doctor cabinet's index: who is signed in, the doctor's visits, the calendar feed, and the password change. */
export default function DoctorHome() {
  const { t } = useT();
  const account = useAccount();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('cabinet.doctor.title')}</Title>
        {account && <Text size="lg">{t('cabinet.doctor.welcome', { name: displayName(account) })}</Text>}
      </Stack>
      <DoctorAppointments />
      <CalendarFeedCard />
      <ChangePasswordForm />
    </Stack>
  );
}
