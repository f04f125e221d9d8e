import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { TDoctorAppointment } from '../../../contracts/doctor-appointments.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../account/query-state.tsx';
import { Pagination } from '../content/pagination.tsx';
import { PhoneLink } from '../contact/phone-link.tsx';
import type { AppointmentScope } from '../booking/booking-api.ts';
import { AppointmentBadges, AppointmentPlace, AppointmentWhen } from '../booking/appointment-parts.tsx';
import { patientLabel } from '../booking/patient-label.ts';
import classes from '../booking/booking.module.css';
import tabClasses from '../booking/appointment-tabs.module.css';
import ownClasses from './doctor-appointments.module.css';
import { doctorAppointmentsQuery } from './doctor-appointments-api.ts';

const SCOPES: readonly AppointmentScope[] = ['upcoming', 'past'];

/** "Мої прийоми": the doctor's upcoming and past visits, each naming whom it is for (docs/decisions/183). */
export function DoctorAppointments() {
  const { t } = useT();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const scope: AppointmentScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(doctorAppointmentsQuery(scope, page));
  return (
    <section aria-labelledby={headingId} data-doctor-appointments>
      <Title order={2} id={headingId} mb="sm">
        {t('cabinet.doctor.appointments.title')}
      </Title>
      <Tabs
        value={scope}
        onChange={(value) => setParams(value === 'past' ? { scope: 'past' } : {}, { replace: true, preventScrollReset: true })}
        keepMounted={false}
        classNames={{ tab: tabClasses.tab }}
      >
        <Tabs.List aria-label={t('booking.appointments.tabs')}>
          {SCOPES.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`booking.appointments.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SCOPES.map((item) => (
          <Tabs.Panel key={item} value={item} pt="lg">
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
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}

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
      {/* The doctor's view carries no price or payment: only the status badge is shown. */}
      <AppointmentBadges appointment={{ status: appointment.status, payment_status: 'not_paid', cost: 0 }} />
    </article>
  );
}
