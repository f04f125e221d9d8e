import './video-styles.ts';
import { Button, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TVideoConsultation } from '../../../../contracts/video.ts';
import { localizedPath } from '../../../i18n/locale.ts';
import { plural } from '../../../i18n/plural.ts';
import { useT } from '../../../i18n/use-t.ts';
import { QueryState } from '../../forms/query-state.tsx';
import bookingClasses from '../../booking/booking.module.css';
import { useAppointmentScope } from '../../booking/scope-tabs.tsx';
import { Pagination } from '../../content/pagination.tsx';
import { PersonCard } from './person-card.tsx';
import { MedicalCardLink } from '../../medical-card/medical-card-link.tsx';
import { roomPath } from './room-paths.ts';
import { VideoStatusBadge } from './status-badge.tsx';
import { videoListQuery } from './video-api.ts';
import { clinicDay, clinicTime, formatWhen } from './video-format.ts';
import classes from './video.module.css';

/**
 * SPEC §2 cabinet-doctor/video-consultations: today's and the coming consultations, who is waiting now
 * (asked again every ten seconds, announced when it changes), and the way into each room.
 */
export function DoctorVideoList() {
  const { t, locale } = useT();
  const { page } = useAppointmentScope();
  const query = useQuery(videoListQuery('doctor', 'upcoming', page));
  return (
    <QueryState query={query}>
      {(list) => {
        const today = clinicDay(Date.now());
        const groups = [
          { key: 'today' as const, items: list.data.filter((item) => clinicDay(item.start) <= today) },
          { key: 'later' as const, items: list.data.filter((item) => clinicDay(item.start) > today) },
        ];
        const waiting = list.data.filter((item) => item.patient_online && (item.status === 'waiting' || item.status === 'in_progress')).length;
        return (
          <Stack gap="lg">
            <p role="status" className={classes.presence} data-online={waiting > 0} data-waiting-count={waiting}>
              {waiting > 0 ? plural(t, locale, 'video.doctor.waiting', waiting) : t('video.doctor.waiting.none')}
            </p>
            {list.data.length === 0 && <p className={bookingClasses.muted}>{t('video.doctor.empty')}</p>}
            {groups.map((group) => group.items.length > 0 && <Group key={group.key} title={t(`video.doctor.${group.key}`)} items={group.items} />)}
            <Pagination current={list.meta.current_page} total={list.meta.total_pages} />
          </Stack>
        );
      }}
    </QueryState>
  );
}

function Group({ title, items }: { title: string; items: TVideoConsultation[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm" size="h3">
        {title}
      </Title>
      <ul className={bookingClasses.list}>
        {items.map((item) => (
          <li key={item.id}>
            <DoctorVideoCard consultation={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DoctorVideoCard({ consultation }: { consultation: TVideoConsultation }) {
  const { t, locale } = useT();
  const when = formatWhen(locale, consultation.start);
  const name = consultation.patient.name;
  const waiting = consultation.patient_online && (consultation.status === 'waiting' || consultation.status === 'in_progress');
  return (
    <article className={bookingClasses.card} data-video-consultation={consultation.id} data-waiting={waiting} aria-label={`${name}, ${when}`}>
      <h3 className={bookingClasses.cardTitle}>
        {clinicTime(consultation.start)}–{clinicTime(consultation.end)}
        <span className="vz-visually-hidden">, {when}</span>
      </h3>
      <PersonCard person={consultation.patient} role="patient" />
      {consultation.service && <p className={classes.muted}>{consultation.service}</p>}
      <span className={bookingClasses.badges}>
        <VideoStatusBadge status={consultation.status} />
        {waiting && (
          <span className={bookingClasses.badge} data-tone="green" data-patient-waiting>
            {t('video.patient.waiting')}
          </span>
        )}
      </span>
      <div className={bookingClasses.actions}>
        <Button
          component={Link}
          to={localizedPath(roomPath('doctor', consultation.id), locale)}
          variant={waiting ? 'filled' : 'light'}
          aria-label={t('video.doctor.enter.label', { name, when })}
          data-enter-room
        >
          {t('video.doctor.enter')}
        </Button>
        {consultation.status !== 'cancelled' && <MedicalCardLink appointmentId={consultation.id} />}
      </div>
    </article>
  );
}
