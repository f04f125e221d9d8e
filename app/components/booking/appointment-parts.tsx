import { Link } from 'react-router';
import type { TAppointment, TAppointmentStatus, TPaymentStatus } from '../../../contracts/booking.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { PhoneLink } from '../contact/phone-link.tsx';
import { icsPath } from './booking-api.ts';
import { appointmentNumber, formatDayLong, formatDayNumeric } from './format.ts';
import classes from './booking.module.css';
import { formatKopecks } from '../../../contracts/numbers.ts';
import { patientLabel } from './patient-label.ts';
import { ClinicStatusNotice } from '../clinic-status/clinic-status-badge.tsx';

const STATUS_TONE: Record<TAppointmentStatus, string> = {
  hold: 'amber',
  booked: 'blue',
  approved: 'green',
  rejected: 'red',
  cancelled: 'grey',
  expired: 'grey',
  offered: 'amber',
};
const PAYMENT_TONE: Record<TPaymentStatus, string> = {
  not_paid: 'grey',
  pending: 'amber',
  paid: 'green',
  refund_due: 'amber',
  refund_pending: 'amber',
  refund_failed: 'red',
  refunded: 'blue',
};

/** Status and payment as badges; the words carry the meaning, the colours only help. */
export function AppointmentBadges({ appointment }: { appointment: Pick<TAppointment, 'status' | 'payment_status' | 'cost'> }) {
  const { t } = useT();
  return (
    <span className={classes.badges}>
      <span className={classes.badge} data-tone={STATUS_TONE[appointment.status]} data-status={appointment.status}>
        <span className="vz-visually-hidden">{t('booking.field.status')}: </span>
        {t(`booking.status.${appointment.status}`)}
      </span>
      {appointment.cost > 0 && (
        <span className={classes.badge} data-tone={PAYMENT_TONE[appointment.payment_status]} data-payment={appointment.payment_status}>
          <span className="vz-visually-hidden">{t('booking.field.payment')}: </span>
          {t(`booking.payment.${appointment.payment_status}`)}
        </span>
      )}
    </span>
  );
}

/** `понеділок, 4 березня 2030 р., 10:30` in the clinic's zone, as the API gave it. */
export function AppointmentWhen({ appointment, long = true }: { appointment: Pick<TAppointment, 'date' | 'time'>; long?: boolean }) {
  const { locale } = useT();
  return (
    <>
      {long ? formatDayLong(locale, appointment.date) : formatDayNumeric(locale, appointment.date)}, {appointment.time}
    </>
  );
}

export function AppointmentPlace({ appointment }: { appointment: Pick<TAppointment, 'format' | 'institution'> }) {
  const { t } = useT();
  if (appointment.format === 'online') return <>{t('booking.format.online')}</>;
  if (!appointment.institution) return <>—</>;
  return <>{[appointment.institution.name, appointment.institution.address].filter(Boolean).join(', ')}</>;
}

/**
 * What the visit's clinic says about itself right now (docs/decisions/306): on the card of a visit still to come
 * in the clinic, where it may change her plans; a past or online visit does not need it.
 */
export function AppointmentClinicStatus({ appointment }: { appointment: Pick<TAppointment, 'status' | 'format' | 'end' | 'institution'> }) {
  const status = appointment.institution?.live_status;
  const coming = (appointment.status === 'booked' || appointment.status === 'approved') && Date.parse(appointment.end) > Date.now();
  if (!status || appointment.format !== 'clinic' || !coming) return null;
  return <ClinicStatusNotice status={status} />;
}

/** "Пацієнт: Петренко Марк, 5 років" on a patient's card, when the visit is for someone else (docs/decisions/183). */
export function AppointmentPatient({ appointment }: { appointment: Pick<TAppointment, 'patient'> }) {
  const { t, locale } = useT();
  if (appointment.patient.relation === 'self') return null;
  return (
    <p className={classes.muted} data-patient>
      {t('booking.field.patient')}: {patientLabel(t, locale, appointment.patient, { middle: false })}
    </p>
  );
}

/** "Електронне направлення: AB12-…" on a visit free under the state programme (docs/decisions/307). */
export function AppointmentReferral({ appointment }: { appointment: Pick<TAppointment, 'referral_number'> }) {
  const { t } = useT();
  if (!appointment.referral_number) return null;
  return (
    <p className={classes.muted}>
      {t('booking.field.referral')}: <span data-referral>{appointment.referral_number}</span>
    </p>
  );
}

/** The cost as the patient and the clinic read it: a visit by referral is free for that reason. */
function costText(t: Translate, appointment: Pick<TAppointment, 'cost' | 'referral_number'>): string {
  if (appointment.referral_number) return t('booking.price.nszu');
  return appointment.cost > 0 ? formatKopecks(appointment.cost) : t('booking.cost.free');
}

/**
 * Every detail of an appointment as a description list, whom it is for included; `withPatient` for the
 * partner's view adds the birth date and how to reach the patient, or the contact who booked for them.
 */
export function AppointmentSummary({ appointment, withPatient = false }: { appointment: TAppointment; withPatient?: boolean }) {
  const { t, locale } = useT();
  const person = appointment.patient;
  const { contact } = appointment;
  const rows: [string, React.ReactNode][] = [
    [t('booking.field.number'), appointmentNumber(appointment)],
    [
      t('booking.field.patient'),
      <span key="patient" data-patient>
        {patientLabel(t, locale, person) || '—'}
      </span>,
    ],
    [
      t('booking.field.doctor'),
      <Link key="doctor" to={localizedPath(`/doctor/${appointment.doctor.slug}`, locale)}>
        {appointment.doctor.name}
      </Link>,
    ],
    ...(appointment.specialization ? [[t('booking.field.specialization'), appointment.specialization.name] as [string, string]] : []),
    ...(appointment.service
      ? [[t('booking.field.service'), `${appointment.service.name} (${t('booking.duration', { n: appointment.service.duration })})`] as [string, string]]
      : []),
    [t('booking.field.when'), <AppointmentWhen key="when" appointment={appointment} />],
    [t('booking.field.format'), t(`booking.format.${appointment.format}`)],
    [t('booking.field.place'), <AppointmentPlace key="place" appointment={appointment} />],
    ...(appointment.referral_number
      ? [
          [
            t('booking.field.referral'),
            <span key="referral" data-referral>
              {appointment.referral_number}
            </span>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [t('booking.field.cost'), costText(t, appointment)],
    [t('booking.field.status'), <AppointmentBadges key="status" appointment={appointment} />],
  ];
  if (withPatient) {
    rows.push([t('account.field.birthday'), person.birthday ? formatDayNumeric(locale, person.birthday.slice(0, 10)) : '—']);
    if (contact)
      rows.push([
        t('booking.field.contact'),
        <span key="contact" data-contact>
          {contact.name}
        </span>,
      ]);
    rows.push(
      [t('account.field.phone'), person.phone ? <PhoneLink key="phone" phone={person.phone} /> : '—'],
      [
        t('account.field.email'),
        person.email ? (
          <a key="email" href={`mailto:${person.email}`}>
            {person.email}
          </a>
        ) : (
          '—'
        ),
      ],
    );
  }
  if (appointment.comment) rows.push([t('booking.form.comment'), appointment.comment]);
  return (
    <dl className={classes.summary}>
      {rows.map(([term, detail]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Add to calendar": the appointment as an .ics file (the API sends it as an attachment). */
export function CalendarLink({ appointmentId }: { appointmentId: number }) {
  const { t } = useT();
  return (
    <a href={icsPath(appointmentId)} download={`vizyt-${appointmentId}.ics`} data-ics={appointmentId}>
      {t('booking.calendar.add')}
    </a>
  );
}
