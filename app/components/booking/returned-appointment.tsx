import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { call } from '../../api/call.ts';
import { paymentDecline } from '../../../contracts/routes/booking.ts';
import { AppointmentPlace, AppointmentWhen } from './appointment-parts.tsx';
import { bookingKeys, patientAppointmentQuery } from './booking-api.ts';
import { PaySlot } from './pay-slot.tsx';
import classes from './booking.module.css';

/** Provider codes with a reason of their own; any other code reads as the bank's refusal. */
const REASONS: Record<string, MessageKey> = {
  sandbox_declined: 'booking.payment.declined.sandbox',
  limit: 'booking.payment.declined.limit',
  cancel: 'booking.payment.declined.cancel',
};

const declineQuery = (id: number) => ({
  queryKey: [...bookingKeys.patientAppointment(id), 'payment-decline'],
  queryFn: async () => (await call(paymentDecline, { params: { id } })).data.code,
});

/**
 * After a declined payment the browser comes back with `?appointment=12&payment=failed`: that visit is
 * shown first, marked, with its pay button first and the reason in the page's language (docs/decisions/182).
 */
export function ReturnedAppointment() {
  const [params] = useSearchParams();
  const id = declinedAppointmentId(params);
  return id === undefined ? null : <DeclinedVisit id={id} />;
}

/** The visit a declined payment came back for (`?appointment=12&payment=failed`), shown on its own above the list. */
export function declinedAppointmentId(params: URLSearchParams): number | undefined {
  const id = Number(params.get('appointment'));
  return params.get('payment') === 'failed' && Number.isInteger(id) && id > 0 ? id : undefined;
}

function DeclinedVisit({ id }: { id: number }) {
  const { t, locale } = useT();
  const appointment = useQuery(patientAppointmentQuery(id));
  const code = useQuery(declineQuery(id));
  if (!appointment.data) return null;
  const visit = appointment.data;
  const reason = (code.data && REASONS[code.data]) || 'booking.payment.declined.bank';
  return (
    <article className={`${classes.card} ${classes.returned}`} data-returned={visit.id} aria-labelledby="declined-visit-title">
      <h2 className={classes.cardTitle} id="declined-visit-title">
        {t('booking.payment.declined.title')}: <AppointmentWhen appointment={visit} />
      </h2>
      <p className={classes.muted}>
        <Link to={localizedPath(`/doctor/${visit.doctor.slug}`, locale)}>{visit.doctor.name}</Link>
        {visit.service && <> · {visit.service.name}</>}
        {' · '}
        <AppointmentPlace appointment={visit} />
      </p>
      <p data-decline-reason>{code.isPending ? null : t(reason)}</p>
      <div className={classes.actions}>
        <PaySlot appointment={visit} size="md" />
      </div>
    </article>
  );
}
