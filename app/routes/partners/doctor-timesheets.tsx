import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { CalendarFeedCard } from '../../components/calendar/calendar-feed-card.tsx';
import type { Route } from './+types/doctor-timesheets';
import { privatePageMeta } from '../../components/account/meta.ts';
import { TimesheetPage } from '../../components/timesheets/timesheet-page.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'schedule.page.title');
}

/** SPEC §2 `partners/doctors/{id}/timesheets`: the partner's doctor's timesheets (their own institutions only). */
export default function PartnerDoctorTimesheets() {
  const { id } = useParams();
  const { t } = useT();
  if (!id || !/^\d{1,10}$/.test(id)) return <p role="alert">{t('schedule.doctor.not.found')}</p>;
  return (
    <Stack gap="xl">
      <TimesheetPage key={id} area="partners" doctorId={Number(id)} />
      <CalendarFeedCard key={`feed-${id}`} doctorId={Number(id)} />
    </Stack>
  );
}
