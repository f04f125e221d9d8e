import './video-styles.ts';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { localizedPath } from '../../../i18n/locale.ts';
import { useT } from '../../../i18n/use-t.ts';
import { QueryState } from '../../forms/query-state.tsx';
import bookingClasses from '../../booking/booking.module.css';
import { useAppointmentScope } from '../../booking/scope-tabs.tsx';
import { Pagination } from '../../content/pagination.tsx';
import { roomPath } from './room-paths.ts';
import { VideoStatusBadge } from './status-badge.tsx';
import { videoListQuery } from './video-api.ts';
import { formatClock, formatWhen } from './video-format.ts';

/** SPEC §2 cabinet-doctor/consultation-history: past consultations with status, duration, whether the conclusion is written. */
export function ConsultationHistory() {
  const { t, locale } = useT();
  const { page } = useAppointmentScope();
  const query = useQuery(videoListQuery('doctor', 'past', page));
  const headers = ['video.history.when', 'video.history.patient', 'video.field.status', 'video.history.duration', 'video.history.conclusion'] as const;
  return (
    <QueryState query={query}>
      {(list) =>
        list.data.length === 0 ? (
          <p className={bookingClasses.muted}>{t('video.history.empty')}</p>
        ) : (
          <Stack gap="lg">
            <table className={bookingClasses.table}>
              <thead>
                <tr>
                  {headers.map((key) => (
                    <th key={key} scope="col">
                      {t(key)}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="vz-visually-hidden">{t('video.history.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((item) => {
                  const when = formatWhen(locale, item.start);
                  return (
                    <tr key={item.id} data-video-consultation={item.id}>
                      <td data-label={t('video.history.when')}>{when}</td>
                      <td data-label={t('video.history.patient')}>
                        {item.patient.name}
                        {item.patient.detail && <>, {item.patient.detail}</>}
                      </td>
                      <td data-label={t('video.field.status')}>
                        <VideoStatusBadge status={item.status} />
                      </td>
                      <td data-label={t('video.history.duration')}>{item.duration_seconds === null ? '—' : formatClock(item.duration_seconds)}</td>
                      <td data-label={t('video.history.conclusion')} data-conclusion={item.has_conclusion}>
                        {item.status === 'ended' ? t(item.has_conclusion ? 'video.history.conclusion.written' : 'video.history.conclusion.missing') : '—'}
                      </td>
                      <td data-label={t('video.history.open')}>
                        <Link
                          to={localizedPath(roomPath('doctor', item.id), locale)}
                          aria-label={t('video.history.open.label', { name: item.patient.name, when })}
                        >
                          {t('video.history.open')}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Pagination current={list.meta.current_page} total={list.meta.total_pages} />
          </Stack>
        )
      }
    </QueryState>
  );
}
