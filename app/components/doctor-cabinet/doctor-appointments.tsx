import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TDoctorAppointment } from '../../../contracts/doctor-appointments.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { Pagination } from '../content/pagination.tsx';
import { PhoneLink } from '../contact/phone-link.tsx';
import { AppointmentBadges, AppointmentPlace, AppointmentReferral, AppointmentWhen } from '../booking/appointment-parts.tsx';
import { patientLabel } from '../booking/patient-label.ts';
import classes from '../booking/booking.module.css';
import { ScopeTabs, useAppointmentScope } from '../booking/scope-tabs.tsx';
import ownClasses from './doctor-appointments.module.css';
import { doctorAppointmentsQuery } from './doctor-appointments-api.ts';
import { MedicalCardLink } from '../medical-card/medical-card-link.tsx';

/** "Мої прийоми": the doctor's upcoming and past visits, each naming whom it is for (docs/decisions/183). */
export function DoctorAppointments() {
  const { t } = useT();
  const headingId = useId();
  const { scope, page } = useAppointmentScope();
  const query = useQuery(doctorAppointmentsQuery(scope, page));
  return (
    <section aria-labelledby={headingId} data-doctor-appointments>
      <Title order={2} id={headingId} mb="sm">
        {t('cabinet.doctor.appointments.title')}
      </Title>
      <ScopeTabs scope={scope}>
        {(item) => (
          <QueryState query={query}>
            {(list) => (
              <Stack gap="lg">
                {list.data.length === 0 ? (
                  <p className={classes.muted}>{t('cabinet.doctor.appointments.empty')}</p>
                ) : (
                  <ul className={classes.list} aria-label={t(`booking.appointments.${item}`)}>
                    {list.data.map((appointment) => (
                      <li key={appointment.id}>
                        <VisitCard appointment={appointment} />
                      </li>
                    ))}
                  </ul>
                )}
                <Pagination current={list.meta.current_page} total={list.meta.total_pages} />
              </Stack>
            )}
          </QueryState>
        )}
      </ScopeTabs>
    </section>
  );
}

/** A live visit leads to the card of its person: the holder's or her family member's, not "someone else" (docs/decisions/226, 276). */
const mayOpenCard = (appointment: TDoctorAppointment) =>
  appointment.patient.relation !== 'someone_else' && (appointment.status === 'booked' || appointment.status === 'approved');

/** One visit: when, what and where, whom for (a child with the age), whom to call, and its status. */
function VisitCard({ appointment }: { appointment: TDoctorAppointment }) {
  const { t, locale } = useT();
  const patient = patientLabel(t, locale, appointment.patient, { middle: false }) || '—';
  const { contact } = appointment;
  return (
    <article className={classes.card} data-appointment={appointment.id} aria-label={`${patient}, ${appointment.time}`}>
      <h3 className={classes.cardTitle}>
        <AppointmentWhen appointment={appointment} />
      </h3>
      <p className={ownClasses.patient} data-patient>
        {t('booking.field.patient')}: <strong>{patient}</strong>
      </p>
      <p className={classes.muted}>
        {appointment.service && <>{appointment.service.name} · </>}
        <AppointmentPlace appointment={appointment} />
      </p>
      {contact.phone && (
        <p className={classes.muted} data-contact>
          {contact.name ? `${t('booking.field.contact')}: ${contact.name}, ` : `${t('account.field.phone')}: `}
          <PhoneLink phone={contact.phone} />
        </p>
      )}
      <AppointmentReferral appointment={appointment} />
      {/* The doctor's view carries no price or payment: only the status badge is shown. */}
      <AppointmentBadges appointment={{ status: appointment.status, payment_status: 'not_paid', cost: 0 }} />
      {mayOpenCard(appointment) && <MedicalCardLink appointmentId={appointment.id} />}
    </article>
  );
}
