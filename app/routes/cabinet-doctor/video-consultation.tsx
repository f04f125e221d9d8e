import type { Route } from './+types/video-consultation';
import { privatePageMeta } from '../../components/account/meta.ts';
import { VideoRoomRoute } from '../../components/video/views/room-page.tsx';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'video.room.title');
}

/** SPEC §2 cabinet-doctor/video-consultations/{id}: the waiting room, the call, the conclusion form (docs/decisions/218). */
export default function DoctorVideoConsultationPage() {
  return <VideoRoomRoute role="doctor" />;
}
