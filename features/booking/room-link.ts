import type { Locale } from '../../contracts/locale.ts';
import { localizedPath } from '../../contracts/page-url.ts';
import { VIDEO_WAITING_ROOM_OPENS_MINUTES } from '../../contracts/video.ts';
import { doctorVideoRoomPath, videoRoomPath } from '../../contracts/video-links.ts';
import { renderMessage } from '../messaging/templates.ts';

/** What decides whether a message about an appointment leads into its video room. */
export interface RoomLinkTarget {
  id: number;
  format: string;
  status: string;
}

/** An online visit that is still on: booked or approved. A cancelled or rejected one has no room to enter. */
export const hasRoom = (appointment: RoomLinkTarget) =>
  appointment.format === 'online' && (appointment.status === 'booked' || appointment.status === 'approved');

/** The patient's room of an online visit, absolute (`PUBLIC_ORIGIN`), in the patient's language; null when it has none. */
export function patientRoomUrl(siteOrigin: string, appointment: RoomLinkTarget, locale: Locale): string | null {
  return hasRoom(appointment) ? `${siteOrigin}${localizedPath(videoRoomPath(appointment.id), locale)}` : null;
}

/** The doctor's room of an online visit, absolute, in the cabinet's language; null when it has none. */
export function doctorRoomUrl(siteOrigin: string, appointment: RoomLinkTarget, locale: Locale): string | null {
  return hasRoom(appointment) ? `${siteOrigin}${localizedPath(doctorVideoRoomPath(appointment.id), locale)}` : null;
}

/** "Enter the video consultation: <url> (the room opens 15 min before the start)." */
export const roomLine = (url: string, locale: Locale) => renderMessage(locale, 'messages.appointment.room', { url, minutes: VIDEO_WAITING_ROOM_OPENS_MINUTES });
