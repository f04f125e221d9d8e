import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import type { Route } from './+types/video-consultation';
import { privatePageMeta } from '../../components/account/meta.ts';
import { VideoRoomPage } from '../../components/video/room-page.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'video.room.title');
}

/** SPEC §2 cabinet-doctor/video-consultations/{id}: the waiting room, the call, the conclusion form (docs/decisions/218). */
export default function DoctorVideoConsultationPage() {
  const { t } = useT();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Alert color="yellow" role="status">
        {t('video.not.found')}
      </Alert>
    );
  }
  return <VideoRoomPage key={id} id={id} role="doctor" />;
}
