import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { patientAppointmentQuery } from './booking-api.ts';
import { AppointmentSummary, CalendarLink } from './appointment-parts.tsx';
import { appointmentNumber } from './format.ts';
import { PaySlot } from './pay-slot.tsx';
import classes from './booking.module.css';
import { AppointmentVideoLink } from '../video/views/appointment-video-link.tsx';
import { MovingNotice } from '../visit-moves/moving-notice.tsx';

/** SPEC §2 patients/created-appointment: the thank-you page after booking. */
export function CreatedAppointment() {
  const { t, locale } = useT();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...patientAppointmentQuery(valid ? id : 0), enabled: valid });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('booking.created.title')}</Title>
      {!valid ? (
        <Alert color="yellow" role="status">
          {t('booking.created.missing')} <Link to={localizedPath('/patients/appointment', locale)}>{t('booking.nav.appointments')}</Link>
        </Alert>
      ) : (
        <QueryState query={query}>
          {(appointment) => (
            <Stack gap="lg">
              <Alert color="green" role="status" data-created={appointment.id}>
                {t('booking.created.text', { number: appointmentNumber(appointment) })}
              </Alert>
              <MovingNotice appointment={appointment} />
              <section className={classes.card} aria-labelledby="created-details">
                <h2 id="created-details" className={classes.cardTitle}>
                  {t('booking.created.details')}
                </h2>
                <AppointmentSummary appointment={appointment} />
              </section>
              <div className={classes.actions}>
                <AppointmentVideoLink appointment={appointment} note />
                <CalendarLink appointmentId={appointment.id} />
                <PaySlot appointment={appointment} size="md" />
                <Link to={localizedPath('/patients/appointment', locale)}>{t('booking.created.all')}</Link>
              </div>
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
