import './video-styles.ts';
import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TVideoRole, TVideoRoom } from '../../../../contracts/video.ts';
import { localizedPath } from '../../../i18n/locale.ts';
import { useT } from '../../../i18n/use-t.ts';
import { isApiError } from '../../forms/form-errors.ts';
import { RoomSession } from './room-session.tsx';
import { isLive, listPath, TITLE_SIZE } from './room-paths.ts';
import { MedicalCardLink } from '../../medical-card/medical-card-link.tsx';
import { VideoStatusBadge } from './status-badge.tsx';
import { videoRoomQuery } from './video-api.ts';
import { formatWhen } from './video-format.ts';
import { VisitSummary } from './visit-summary.tsx';
import classes from './video.module.css';

/** The room of the address's `id`, for either party's route; an id that names nothing says so. */
export function VideoRoomRoute({ role }: { role: TVideoRole }) {
  const { t } = useT();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Alert color="yellow" role="status">
        {t('video.not.found')}
      </Alert>
    );
  }
  return <VideoRoomPage key={id} id={id} role={role} />;
}

/**
 * SPEC §2 patients/video-consultation/{id} and cabinet-doctor/video-consultations/{id}: before the
 * window the device check, then the waiting room and the call, after the end the summary (and for the
 * doctor the conclusion form).
 */
export function VideoRoomPage({ id, role }: { id: number; role: TVideoRole }) {
  const { t, locale } = useT();
  const query = useQuery(videoRoomQuery(id));
  const back = (
    <Link to={localizedPath(listPath(role), locale)} data-back>
      {t('video.back.list')}
    </Link>
  );
  if (query.isPending) {
    return (
      <div role="status">
        <Loader size="sm" aria-hidden />
        <span className="vz-visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={TITLE_SIZE} className={classes.title}>
          {t('video.room.title')}
        </Title>
        <Alert color={missing ? 'yellow' : 'red'} role="alert">
          {t(missing ? 'video.not.found' : 'cabinet.load.failed')}
        </Alert>
        {!missing && <Button onClick={() => void query.refetch()}>{t('cabinet.retry')}</Button>}
        {back}
      </Stack>
    );
  }
  const room = query.data;
  return (
    <Stack gap="lg">
      <RoomHeading room={room} />
      {isLive(room.status) ? <LiveRoom room={room} refetch={query.refetch} /> : <VisitSummary room={room} />}
      {back}
    </Stack>
  );
}

function RoomHeading({ room }: { room: TVideoRoom }) {
  const { t, locale } = useT();
  return (
    <Stack gap={4}>
      <Title order={1} fz={TITLE_SIZE} className={classes.title}>
        {t('video.room.title')}
      </Title>
      <p className={classes.muted}>
        {formatWhen(locale, room.start)}
        {room.service && <> · {room.service}</>}
        {' · '}
        <VideoStatusBadge status={room.status} />
      </p>
      {room.role === 'doctor' && room.status !== 'cancelled' && <MedicalCardLink appointmentId={room.id} newTab />}
    </Stack>
  );
}

/** A room not over yet; leaving (the patient) or another tab taking over ends this visit to it. */
function LiveRoom({ room, refetch }: { room: TVideoRoom; refetch: () => Promise<unknown> }) {
  const { t } = useT();
  const [visit, setVisit] = useState(0);
  const [left, setLeft] = useState(false);
  const refresh = useCallback(() => void refetch(), [refetch]);
  if (left) {
    return (
      <Alert color="blue" role="status" data-left>
        <Stack gap="sm" align="flex-start">
          <span>{t('video.left')}</span>
          <Button
            onClick={() => {
              setLeft(false);
              setVisit((count) => count + 1);
            }}
          >
            {t('video.rejoin')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <RoomSession key={visit} room={room} refresh={refresh} onLeave={() => setLeft(true)} onTakeOver={() => setVisit((count) => count + 1)} />;
}
