import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { TAppointment, TBookingOptions } from '../../../contracts/booking.ts';
import { DEFAULT_OFFER_MINUTES } from '../../../contracts/waitlist.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { bookingOptionsQuery, patientAppointmentQuery } from '../booking/booking-api.ts';
import { QueryState } from '../forms/query-state.tsx';
import { RequestForm } from './request-form.tsx';
import { DoctorLine } from './waitlist-parts.tsx';
import { readWaitlistStart, type WaitlistStart } from './waitlist-paths.ts';
import bookingClasses from '../booking/booking.module.css';

/** `/patients/waitlist/new?doctor=&service=&institution=&format=&visit=`: asking for an earlier time (docs/decisions/303). */
export function NewWaitlistRequest() {
  const { t, locale } = useT();
  const [params] = useSearchParams();
  const start = readWaitlistStart(params);
  return (
    <Stack gap="xl">
      <Title order={1}>{t('waitlist.new.title')}</Title>
      {start ? (
        <DoctorOptions start={start} />
      ) : (
        <Alert color="yellow" role="status">
          {t('waitlist.new.missing')} <Link to={localizedPath('/doctors', locale)}>{t('waitlist.empty.doctors')}</Link>
        </Alert>
      )}
    </Stack>
  );
}

function DoctorOptions({ start }: { start: WaitlistStart }) {
  const options = useQuery(bookingOptionsQuery(start.doctorId));
  return (
    <QueryState query={options}>
      {(data) => (start.visitId ? <WithVisit options={data} start={start} visitId={start.visitId} /> : <Request options={data} start={start} visit={null} />)}
    </QueryState>
  );
}

function WithVisit({ options, start, visitId }: { options: TBookingOptions; start: WaitlistStart; visitId: number }) {
  const visit = useQuery(patientAppointmentQuery(visitId));
  return <QueryState query={visit}>{(data) => <Request options={options} start={start} visit={data} />}</QueryState>;
}

/** A visit moves only while she may still change it, and only to another time of its own doctor. */
const movable = (visit: TAppointment, doctorId: number) => visit.can_cancel && visit.doctor.id === doctorId;

function Request({ options, start, visit }: { options: TBookingOptions; start: WaitlistStart; visit: TAppointment | null }) {
  const { t, locale } = useT();
  const specializations = options.doctor.specializations.map((item) => item.name).join(', ');
  if (!options.waitlist) {
    return (
      <Alert color="yellow" role="status" data-waitlist-unavailable>
        {t('waitlist.new.unavailable')} <Link to={localizedPath(`/doctor/${options.doctor.slug}`, locale)}>{options.doctor.name}</Link>
      </Alert>
    );
  }
  const toMove = visit && movable(visit, options.doctor.id) ? visit : null;
  return (
    <Stack gap="lg">
      <DoctorLine doctor={options.doctor} details={specializations} />
      <p className={bookingClasses.muted}>{t('waitlist.intro', { minutes: DEFAULT_OFFER_MINUTES })}</p>
      {visit && !toMove && (
        <Alert color="yellow" role="status">
          {t('waitlist.new.visit.gone')}
        </Alert>
      )}
      <RequestForm options={options} start={start} visit={toMove} />
    </Stack>
  );
}
