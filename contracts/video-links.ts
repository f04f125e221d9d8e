/**
 * Where each party finds a video consultation (SPEC §2), for links in messages, calendars and pages. Paths
 * are unlocalized: `localizedPath(videoRoomPath(id), locale)` gives the Russian one.
 */

/** The patient's list of video consultations (signed out: the sign-in page leads back here). */
export const VIDEO_PATIENT_LIST_PATH = '/patients/video-consultation';
/** The doctor's list of video consultations. */
export const VIDEO_DOCTOR_LIST_PATH = '/cabinet-doctor/video-consultations';

/** The patient's room (waiting room, call, chat and, afterwards, the conclusion) of one appointment. */
export const videoRoomPath = (appointmentId: number) => `${VIDEO_PATIENT_LIST_PATH}/${appointmentId}`;
/** The doctor's room of one appointment. */
export const doctorVideoRoomPath = (appointmentId: number) => `${VIDEO_DOCTOR_LIST_PATH}/${appointmentId}`;
