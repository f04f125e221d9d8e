import { Button, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TAppointment } from '../../../contracts/booking.ts';
import { REFUND_BANKING_DAYS } from '../../../contracts/payments.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { QueryState } from '../forms/query-state.tsx';
import { Pagination } from '../content/pagination.tsx';
import { bookingKeys, cancelAppointment, patientAppointmentsQuery, warnRefused } from './booking-api.ts';
import {
  AppointmentBadges,
  AppointmentClinicStatus,
  AppointmentPatient,
  AppointmentPlace,
  AppointmentReferral,
  AppointmentWhen,
  CalendarLink,
} from './appointment-parts.tsx';
import { appointmentNumber, formatDayNumeric } from './format.ts';
import { PaySlot } from './pay-slot.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';
import classes from './booking.module.css';
import { ScopeTabs, useAppointmentScope } from './scope-tabs.tsx';
import { declinedAppointmentId } from './returned-appointment.tsx';
import { formatKopecks } from '../../../contracts/numbers.ts';
import { AppointmentVideoLink } from '../video/views/appointment-video-link.tsx';
import { waitlistFormPath } from '../waitlist/waitlist-paths.ts';
import { MovingNotice } from '../visit-moves/moving-notice.tsx';

/** SPEC §2 patients/appointment: upcoming and past appointments, cancel, reschedule, calendar, pay. */
export function PatientAppointments() {
  const { t } = useT();
  const { scope, page, params } = useAppointmentScope();
  const query = useQuery(patientAppointmentsQuery(scope, page));
  // A visit whose payment was declined stands above the list already: not twice on one screen.
  const declinedId = declinedAppointmentId(params);
  return (
    <ScopeTabs scope={scope}>
      {(item) => (
        <QueryState query={query}>
          {(list) => {
            const shown = list.data.filter((appointment) => appointment.id !== declinedId);
            return (
              <Stack gap="lg">
                {shown.length === 0 && declinedId === undefined ? (
                  <p className={classes.muted}>{t(`booking.appointments.${item}.empty`)}</p>
                ) : (
                  <ul className={classes.list} aria-label={t(`booking.appointments.${item}`)}>
                    {shown.map((appointment) => (
                      <li key={appointment.id}>
                        <AppointmentCard appointment={appointment} />
                      </li>
                    ))}
                  </ul>
                )}
                <Pagination current={list.meta.current_page} total={list.meta.total_pages} />
              </Stack>
            );
          }}
        </QueryState>
      )}
    </ScopeTabs>
  );
}

function AppointmentCard({ appointment }: { appointment: TAppointment }) {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const [rescheduling, setRescheduling] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.patientAppointments });
  // While the clinic moves it, her answers are on the move's page (a refund whatever the window): not here too.
  const changeable = appointment.can_cancel && !appointment.being_moved;
  const movable = changeable && appointment.service !== null && appointment.institution !== null;
  const title = `${appointment.doctor.name}${appointment.service ? ` — ${appointment.service.name}` : ''}`;

  async function cancel() {
    const question = t('booking.cancel.confirm', { doctor: appointment.doctor.name, date: formatDayNumeric(locale, appointment.date), time: appointment.time });
    // A paid visit says what happens to the money before she confirms (docs/decisions/181).
    const refund =
      appointment.payment_status === 'paid' ? t('booking.cancel.refund', { amount: formatKopecks(appointment.cost), days: REFUND_BANKING_DAYS }) : null;
    const accepted = await confirmAction({
      message: refund ? (
        <>
          <p>{question}</p>
          <p data-refund-note>{refund}</p>
        </>
      ) : (
        question
      ),
    });
    if (!accepted) return;
    setBusy(true);
    try {
      await cancelAppointment(appointment.id);
      showToast({ severity: 'success', detail: t(refund ? 'booking.cancel.done.refund' : 'booking.cancel.done') });
      await refresh();
    } catch (error) {
      warnRefused(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={classes.card} data-appointment={appointment.id} aria-label={title}>
      <h3 className={classes.cardTitle}>
        <AppointmentWhen appointment={appointment} />
      </h3>
      <p className={classes.muted}>
        <Link to={localizedPath(`/doctor/${appointment.doctor.slug}`, locale)}>{appointment.doctor.name}</Link>
        {appointment.service && <> · {appointment.service.name}</>}
        {' · '}
        <AppointmentPlace appointment={appointment} />
        {appointment.cost > 0 && <> · {formatKopecks(appointment.cost)}</>}
      </p>
      <MovingNotice appointment={appointment} />
      <AppointmentClinicStatus appointment={appointment} />
      <AppointmentPatient appointment={appointment} />
      <AppointmentReferral appointment={appointment} />
      <p className={classes.muted}>
        {t('booking.field.number')}: {appointmentNumber(appointment)}
      </p>
      <AppointmentBadges appointment={appointment} />
      <div className={classes.actions}>
        {(appointment.status === 'booked' || appointment.status === 'approved') && <CalendarLink appointmentId={appointment.id} />}
        <AppointmentVideoLink appointment={appointment} />
        <PaySlot appointment={appointment} />
        {movable && (
          <Button variant="light" size="sm" onClick={() => setRescheduling(true)} aria-label={t('booking.reschedule.label', { title })}>
            {t('booking.reschedule')}
          </Button>
        )}
        {changeable && (
          <Button
            component={Link}
            to={localizedPath(
              waitlistFormPath({
                doctorId: appointment.doctor.id,
                serviceId: appointment.service?.id,
                institutionId: appointment.institution?.id,
                format: appointment.format,
                visitId: appointment.id,
              }),
              locale,
            )}
            variant="light"
            size="sm"
            aria-label={t('waitlist.entry.visit.label', { title })}
            data-action="waitlist"
          >
            {t('waitlist.entry.visit')}
          </Button>
        )}
        {changeable && (
          <Button variant="outline" color="red.9" size="sm" loading={busy} onClick={() => void cancel()} aria-label={t('booking.cancel.label', { title })}>
            {t('booking.cancel')}
          </Button>
        )}
      </div>
      {rescheduling && (
        <RescheduleDialog
          appointment={appointment}
          onClose={() => setRescheduling(false)}
          onDone={() => {
            setRescheduling(false);
            showToast({ severity: 'success', detail: t('booking.reschedule.done') });
            void refresh();
          }}
        />
      )}
    </article>
  );
}
