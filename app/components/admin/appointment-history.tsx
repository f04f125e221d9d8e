import { Alert, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { STAFF_REJECT_REASONS } from '../../../contracts/appointment-decisions.ts';
import type { TAppointmentEvent } from '../../../contracts/booking.ts';
import { appointmentHistory } from '../../../contracts/routes/admin-appointments.ts';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Locale } from '../../i18n/locale.ts';
import { useLooseT, type LooseTranslate } from './use-resource-screen.ts';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';

const KNOWN_ACTIONS = [
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
];
const DATE_LOCALES: Record<Locale, string> = { ua: 'uk-UA', ru: 'ru-RU' };

/** Why, in the reader's language: a reason from the staff list (with its note), else the words the clinic wrote. */
function reasonOf(event: TAppointmentEvent, t: LooseTranslate): string | null {
  const { reason_code: code, reason_note: note, reason } = event.details;
  if (typeof code === 'string' && (STAFF_REJECT_REASONS as readonly string[]).includes(code)) {
    const label = code === 'other' ? '' : t(`admin.visits.reject.reason.${code}`);
    return [label, typeof note === 'string' ? note : ''].filter(Boolean).join(': ') || null;
  }
  return typeof reason === 'string' && reason !== '' ? reason : null;
}

/** A visit's history on its back-office page (docs/decisions/207): when, who (by kind), what, and why. */
export function AppointmentHistory({ id }: { id: number }) {
  const t = useLooseT();
  const { locale } = useT();
  const headingId = useId();
  const history = useQuery({
    queryKey: ['admin', 'appointments', 'history', id],
    queryFn: ({ signal }) => call(appointmentHistory, { params: { id }, signal }),
  });
  const events = history.data?.data ?? [];
  const when = new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'short', timeStyle: 'short', timeZone: CLINIC_TIME_ZONE });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId} data-appointment-history>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('admin.visits.history')}
      </Title>
      {history.isError ? (
        <Alert color="red" role="alert">
          {t('admin.visits.history.load.error')}
        </Alert>
      ) : history.data && events.length === 0 ? (
        <Text c="dimmed">{t('admin.visits.history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-busy={history.isPending}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.visits.history.when')}</Table.Th>
                <Table.Th scope="col">{t('admin.visits.history.who')}</Table.Th>
                <Table.Th scope="col">{t('admin.visits.history.what')}</Table.Th>
                <Table.Th scope="col">{t('admin.visits.history.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event, index) => (
                <Table.Tr key={`${event.created_at}-${index}`} data-event={event.action}>
                  <Table.Td>
                    <time dateTime={event.created_at}>{when.format(new Date(event.created_at))}</time>
                  </Table.Td>
                  <Table.Td>{t(`booking.actor.${event.actor_kind}`)}</Table.Td>
                  <Table.Td>{t(`booking.action.${KNOWN_ACTIONS.includes(event.action) ? event.action : 'other'}`)}</Table.Td>
                  <Table.Td>{reasonOf(event, t) ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
