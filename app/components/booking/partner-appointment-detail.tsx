import '../forms/form-styles.ts';
import '../../shell/dialog-styles.ts';
import { Button, Group, Modal, Stack, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { REJECT_REASON_MAX_LENGTH, type TAppointment, type TAppointmentEvent } from '../../../contracts/booking.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { QueryState } from '../forms/query-state.tsx';
import { approveAppointment, bookingKeys, partnerAppointmentQuery, rejectAppointment, warnRefused } from './booking-api.ts';
import { AppointmentSummary } from './appointment-parts.tsx';
import { appointmentNumber, formatInstant } from './format.ts';
import classes from './booking.module.css';

/** SPEC §2 partners/appointments/{id}: every detail, the history of changes, approve and reject. */
export function PartnerAppointmentDetail({ id }: { id: number }) {
  const query = useQuery(partnerAppointmentQuery(id));
  return <QueryState query={query}>{(appointment) => <Detail appointment={appointment} />}</QueryState>;
}

function Detail({ appointment }: { appointment: TAppointment }) {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const number = appointmentNumber(appointment);

  async function decide(action: () => Promise<{ data: TAppointment }>, done: MessageKey) {
    setBusy(true);
    try {
      const updated = (await action()).data;
      queryClient.setQueryData(partnerAppointmentQuery(appointment.id).queryKey, (current) => ({ ...updated, events: updated.events ?? current?.events }));
      showToast({ severity: 'success', detail: t(done) });
    } catch (error) {
      warnRefused(error, t);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.partnerAppointments });
    }
  }

  async function approve() {
    if (await confirmAction({ message: t('booking.partner.approve.confirm', { number }) }))
      await decide(() => approveAppointment(appointment.id), 'booking.partner.approved');
  }

  return (
    <Stack gap="lg">
      <Link to={localizedPath('/partners/appointments', locale)}>{t('booking.partner.back')}</Link>
      <Title order={1}>{t('booking.partner.title', { number })}</Title>
      <section className={classes.card} aria-labelledby="appointment-details">
        <h2 id="appointment-details" className={classes.cardTitle}>
          {t('booking.created.details')}
        </h2>
        <AppointmentSummary appointment={appointment} withPatient />
      </section>
      {(appointment.status === 'booked' || appointment.status === 'approved') && (
        <div className={classes.actions}>
          {appointment.status === 'booked' && (
            <Button loading={busy} onClick={() => void approve()}>
              {t('booking.partner.approve')}
            </Button>
          )}
          <Button color="red.9" variant="outline" disabled={busy} onClick={() => setRejecting(true)}>
            {t('booking.partner.reject')}
          </Button>
        </div>
      )}
      <section className={classes.card} aria-labelledby="appointment-history">
        <h2 id="appointment-history" className={classes.cardTitle}>
          {t('booking.history')}
        </h2>
        <History events={appointment.events ?? []} />
      </section>
      {rejecting && (
        <RejectDialog
          number={number}
          onClose={() => setRejecting(false)}
          onReject={async (reason) => {
            setRejecting(false);
            await decide(() => rejectAppointment(appointment.id, reason), 'booking.partner.rejected');
          }}
        />
      )}
    </Stack>
  );
}

function History({ events }: { events: readonly TAppointmentEvent[] }) {
  const { t, locale } = useT();
  if (events.length === 0) return <p className={classes.muted}>{t('booking.history.empty')}</p>;
  return (
    <ol className={classes.history}>
      {events.map((event, index) => {
        const reason = typeof event.details.reason === 'string' ? event.details.reason : null;
        return (
          <li key={`${event.created_at}-${index}`} data-event={event.action}>
            <time dateTime={event.created_at}>{formatInstant(locale, event.created_at)}</time> — {t(`booking.actor.${event.actor_kind}`)}:{' '}
            {t(actionKey(event.action))}
            {reason && (
              <>
                {' '}
                ({t('booking.partner.reason')}: {reason})
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}

const ACTIONS = [
  'held',
  'booked',
  'approved',
  'rejected',
  'cancelled',
  'rescheduled',
  'expired',
  'payment_started',
  'paid',
  'payment_failed',
  'refunded',
  'refund_failed',
] as const;
const actionKey = (action: string): MessageKey => {
  const known = ACTIONS.find((item) => item === action);
  return known ? `booking.action.${known}` : 'booking.action.other';
};

function RejectDialog({ number, onClose, onReject }: { number: string; onClose: () => void; onReject: (reason: string) => Promise<void> }) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  return (
    <Modal opened onClose={onClose} title={t('booking.partner.reject.title', { number })} closeButtonProps={{ 'aria-label': t('modal.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onReject(reason.trim());
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('booking.partner.reason')}
            description={t('booking.partner.reason.hint', { n: REJECT_REASON_MAX_LENGTH })}
            maxLength={REJECT_REASON_MAX_LENGTH}
            autosize
            minRows={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('confirm.reject')}
            </Button>
            <Button type="submit" color="red.9">
              {t('booking.partner.reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
