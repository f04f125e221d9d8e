import { Link } from 'react-router';
import { VIDEO_GRACE_MINUTES, VIDEO_WAITING_ROOM_OPENS_MINUTES } from '../../../../contracts/video.ts';
import type { TAppointment } from '../../../../contracts/booking.ts';
import { localizedPath } from '../../../i18n/locale.ts';
import { useT } from '../../../i18n/use-t.ts';
import bookingClasses from '../../booking/booking.module.css';
import { roomPath } from './room-paths.ts';
import { formatWhen } from './video-format.ts';

const LIVE_STATUSES: readonly string[] = ['booked', 'approved'];

/**
 * From an online appointment (the cabinet's list, the booking confirmation) into its room: the waiting
 * room before and during the visit, the conclusion and the chat after it. Nothing for a visit in a clinic
 * or one that was cancelled.
 */
export function AppointmentVideoLink({
  appointment,
  note = false,
}: {
  appointment: Pick<TAppointment, 'id' | 'format' | 'status' | 'start' | 'end' | 'doctor'>;
  note?: boolean;
}) {
  const { t, locale } = useT();
  if (appointment.format !== 'online' || !LIVE_STATUSES.includes(appointment.status)) return null;
  const over = Date.now() > Date.parse(appointment.end) + VIDEO_GRACE_MINUTES * 60_000;
  const params = { name: appointment.doctor.name, when: formatWhen(locale, appointment.start) };
  return (
    <>
      <Link
        to={localizedPath(roomPath('patient', appointment.id), locale)}
        aria-label={t(over ? 'video.link.results.label' : 'video.link.enter.label', params)}
        data-video-link={appointment.id}
      >
        {t(over ? 'video.link.results' : 'video.link.enter')}
      </Link>
      {note && !over && <p className={bookingClasses.muted}>{t('video.link.note', { minutes: VIDEO_WAITING_ROOM_OPENS_MINUTES })}</p>}
    </>
  );
}
