import type { Route } from './+types/video-consultation';
import { privatePageMeta } from '../../components/account/meta.ts';
import { VideoRoomRoute } from '../../components/video/views/room-page.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'video.room.title');
}

/** SPEC §2 patients/video-consultation/{id}: the waiting room, the call, the conclusion (docs/decisions/218). */
export default function PatientVideoConsultationPage() {
  return <VideoRoomRoute role="patient" />;
}
