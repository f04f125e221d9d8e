import { Alert, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { TVideoRoom } from '../../../../contracts/video.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatInstant } from '../../booking/format.ts';
import { ChatMessages } from './chat-messages.tsx';
import { EMPTY_CHAT } from '../call/chat-log.ts';
import { ConclusionSection } from './conclusion-view.tsx';
import { VideoStatusBadge } from './status-badge.tsx';
import { formatClock, formatWhen } from './video-format.ts';
import classes from './video.module.css';

/** After the end (or a visit that never happened): when, how long, the conclusion, and the chat with its files. */
export function VisitSummary({ room }: { room: TVideoRoom }) {
  const { t, locale } = useT();
  const transcriptId = useId();
  const rows: [string, React.ReactNode][] = [
    [t('video.summary.when'), formatWhen(locale, room.start)],
    [t('video.field.status'), <VideoStatusBadge key="status" status={room.status} />],
    ...(room.started_at ? [[t('video.summary.started'), formatInstant(locale, room.started_at)] as [string, string]] : []),
    ...(room.ended_at ? [[t('video.summary.ended'), formatInstant(locale, room.ended_at)] as [string, string]] : []),
    ...(room.duration_seconds !== null
      ? [
          [
            t('video.summary.duration'),
            <span key="duration" data-duration={room.duration_seconds}>
              {formatClock(room.duration_seconds)}
            </span>,
          ] as [string, React.ReactNode],
        ]
      : []),
  ];
  return (
    <Stack gap="lg" data-visit-summary>
      <section className={classes.panel} aria-label={t('video.summary.title')}>
        <Title order={2} size="h3">
          {t('video.summary.title')}
        </Title>
        <dl className={classes.summary}>
          {rows.map(([term, detail]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
        {room.status === 'missed' && <Alert color="yellow">{t('video.summary.missed')}</Alert>}
        {room.status === 'cancelled' && <Alert color="gray">{t('video.summary.cancelled')}</Alert>}
      </section>
      {room.status === 'ended' && <ConclusionSection room={room} />}
      {room.messages.length > 0 && (
        <section className={classes.panel} aria-labelledby={transcriptId}>
          <Title order={2} size="h3" id={transcriptId}>
            {t('video.chat.transcript')}
          </Title>
          <ChatMessages
            chat={{ ...EMPTY_CHAT, messages: room.messages }}
            ownRole={room.role}
            names={{ doctor: room.doctor.name, patient: room.patient.name }}
            live={false}
          />
        </section>
      )}
    </Stack>
  );
}
