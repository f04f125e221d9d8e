import './video-styles.ts';
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TVideoConsultation } from '../../../../contracts/video.ts';
import { localizedPath } from '../../../i18n/locale.ts';
import { useT } from '../../../i18n/use-t.ts';
import { QueryState } from '../../forms/query-state.tsx';
import bookingClasses from '../../booking/booking.module.css';
import { ScopeTabs, useAppointmentScope } from '../../booking/scope-tabs.tsx';
import { Pagination } from '../../content/pagination.tsx';
import { PersonCard } from './person-card.tsx';
import { CLOCK_WITHIN_SECONDS, isLive, roomPath } from './room-paths.ts';
import { VideoStatusBadge } from './status-badge.tsx';
import { useNow } from './use-now.ts';
import { videoListQuery } from './video-api.ts';
import { formatClock, formatWhen, secondsUntil } from './video-format.ts';
import classes from './video.module.css';

/** SPEC §2 patients/video-consultation: the patient's upcoming and past video consultations. */
export function PatientVideoList() {
  const { t, locale } = useT();
  const { scope, page } = useAppointmentScope();
  const query = useQuery(videoListQuery('patient', scope, page));
  const now = useNow(1000);
  return (
    <ScopeTabs scope={scope}>
      {(item) => (
        <QueryState query={query}>
          {(list) => (
            <Stack gap="lg">
              {list.data.length === 0 ? (
                <Stack gap="xs" align="flex-start">
                  <p className={bookingClasses.muted}>{t(`video.list.${item}.empty`)}</p>
                  {item === 'upcoming' && <Link to={localizedPath('/doctors', locale)}>{t('video.list.find.doctor')}</Link>}
                </Stack>
              ) : (
                <ul className={bookingClasses.list} aria-label={t(`booking.appointments.${item}`)}>
                  {list.data.map((consultation) => (
                    <li key={consultation.id}>
                      <PatientVideoCard consultation={consultation} now={now} />
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
  );
}

function PatientVideoCard({ consultation, now }: { consultation: TVideoConsultation; now: number }) {
  const { t, locale } = useT();
  const when = formatWhen(locale, consultation.start);
  const name = consultation.doctor.name;
  const live = isLive(consultation.status);
  return (
    <article className={bookingClasses.card} data-video-consultation={consultation.id} aria-label={`${name}, ${when}`}>
      <h2 className={bookingClasses.cardTitle}>{when}</h2>
      <PersonCard
        person={consultation.doctor}
        role="doctor"
        online={consultation.status === 'waiting' || consultation.status === 'in_progress' ? consultation.doctor_online : undefined}
      />
      {consultation.service && <p className={classes.muted}>{consultation.service}</p>}
      <span className={bookingClasses.badges}>
        <VideoStatusBadge status={consultation.status} />
        {consultation.status === 'ended' && (
          <span className={bookingClasses.badge} data-tone={consultation.has_conclusion ? 'green' : 'grey'} data-conclusion={consultation.has_conclusion}>
            {t(consultation.has_conclusion ? 'video.list.conclusion.ready' : 'video.list.conclusion.none')}
          </span>
        )}
      </span>
      {consultation.duration_seconds !== null && <p className={classes.muted}>{t('video.duration', { time: formatClock(consultation.duration_seconds) })}</p>}
      <div className={bookingClasses.actions}>
        {live ? <LiveAction consultation={consultation} now={now} when={when} /> : <PastAction consultation={consultation} when={when} />}
      </div>
    </article>
  );
}

function LiveAction({ consultation, now, when }: { consultation: TVideoConsultation; now: number; when: string }) {
  const { t, locale } = useT();
  const to = localizedPath(roomPath('patient', consultation.id), locale);
  const name = consultation.doctor.name;
  const untilOpen = secondsUntil(consultation.opens_at, now);
  if (untilOpen > 0) {
    return (
      <>
        <p className={classes.muted} data-opens-in>
          {untilOpen <= CLOCK_WITHIN_SECONDS
            ? t('video.list.opens.in', { time: formatClock(untilOpen) })
            : t('video.list.opens.at', { when: formatWhen(locale, consultation.opens_at) })}
        </p>
        <Link to={to} aria-label={t('video.list.check.label', { name, when })}>
          {t('video.list.check')}
        </Link>
      </>
    );
  }
  const rejoin = consultation.status === 'in_progress';
  return (
    <Button component={Link} to={to} aria-label={t(rejoin ? 'video.list.rejoin.label' : 'video.list.enter.label', { name, when })} data-enter-room>
      {t(rejoin ? 'video.list.rejoin' : 'video.list.enter')}
    </Button>
  );
}

function PastAction({ consultation, when }: { consultation: TVideoConsultation; when: string }) {
  const { t, locale } = useT();
  if (consultation.status === 'cancelled') return null;
  return (
    <Link to={localizedPath(roomPath('patient', consultation.id), locale)} aria-label={t('video.list.details.label', { name: consultation.doctor.name, when })}>
      {t('video.list.details')}
    </Link>
  );
}
