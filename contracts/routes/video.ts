import { z } from 'zod';
import { APPOINTMENT_READ_PERMISSION } from '../appointment-decisions.ts';
import { VIDEO_FILE_MAX_MEGABYTES, VIDEO_FILE_TYPES, ZVideoConclusion, ZVideoListQuery } from '../video.ts';
import { route } from './define.ts';
import { ZVideoConclusionResult, ZVideoConsultationList, ZVideoMessageAnswer, ZVideoRoomAnswer, ZVideoRoomRecordAnswer } from './video-answers.ts';

/**
 * Video consultations (docs/decisions/214–217): the two parties' lists and room, chat files, the doctor's
 * conclusion, and the staff's read of a room's record. The room's signaling socket,
 * `GET video-consultations/:id/signal` (contracts/video.ts `VIDEO_SIGNAL_PATH`), is a WebSocket and is
 * described in docs/api.md instead of here.
 */

const tag = 'video';
const partiesOnly = 'the patient or the doctor of this online appointment (403 for anyone else)';
const listErrors = { 400: 'bad scope or page' };

export const patientVideoConsultations = route({
  method: 'GET',
  path: 'video-consultations',
  access: { accounts: ['patient'] },
  noStore: true,
  query: ZVideoListQuery,
  answer: { status: 200, schema: ZVideoConsultationList, description: 'list' },
  errors: listErrors,
  operationId: 'patientVideoConsultations',
  summary:
    "The signed-in patient's own video consultations, 20 a page: upcoming (the room not closed yet, soonest first) or past " +
    '(ended, missed, cancelled or rejected, latest first), each with its status and whether the doctor is in the room.',
  tag,
});

export const doctorVideoConsultations = route({
  method: 'GET',
  path: 'doctors/me/video-consultations',
  access: { accounts: ['doctor'] },
  noStore: true,
  query: ZVideoListQuery,
  answer: { status: 200, schema: ZVideoConsultationList, description: 'list' },
  errors: { ...listErrors, 403: 'not a doctor account, or no doctor card of this account' },
  operationId: 'doctorVideoConsultations',
  summary: "The signed-in doctor's own video consultations, 20 a page, as the patient's list splits them; `patient_online` tells who is waiting.",
  tag,
});

export const videoRoom = route({
  method: 'GET',
  path: 'video-consultations/:id',
  access: { service: partiesOnly },
  noStore: true,
  answer: { status: 200, schema: ZVideoRoomAnswer, description: 'the room: who joined when, the chat, the conclusion, whether the caller may connect now' },
  errors: { 404: 'no such online appointment' },
  operationId: 'videoRoom',
  summary: "A video consultation's room for one of its two parties; the chat and files stay readable after the end",
  tag,
});

export const sendVideoFile = route({
  method: 'POST',
  path: 'video-consultations/:id/files',
  access: { service: partiesOnly },
  noStore: true,
  body: z
    .object({
      file: z.string().describe(`the file (${VIDEO_FILE_TYPES.join(', ')}; at most ${VIDEO_FILE_MAX_MEGABYTES} MB)`),
      text: z.string().optional().describe('a caption'),
    })
    .describe('multipart/form-data'),
  bodyUnchecked: true,
  requestContentType: 'multipart/form-data',
  answer: { status: 201, schema: ZVideoMessageAnswer, description: 'the chat message carrying the file; both parties get it over the socket too' },
  errors: {
    404: 'no such online appointment',
    409: 'the appointment was cancelled or rejected, or its room has not opened yet (video.room.closed)',
    413: `the file is larger than ${VIDEO_FILE_MAX_MEGABYTES} MB (video.file.too_large)`,
    415: 'not a JPEG, PNG, WebP, HEIC image or a PDF document (video.file.type)',
    422: 'no file field, or a caption too long',
  },
  operationId: 'sendVideoFile',
  summary: 'Send a file (a photo of a prescription or an analysis, a PDF) into the chat, from the waiting room on and after the end',
  tag,
});

export const videoFile = route({
  method: 'GET',
  path: 'video-consultations/:id/files/:fileId',
  access: { service: `${partiesOnly}; staff holding ${APPOINTMENT_READ_PERMISSION} (the read is written to the action log)` },
  noStore: true,
  answer: { status: 200, file: 'application/octet-stream', description: 'the file as sent (Content-Disposition: attachment; images inline)' },
  errors: { 404: 'no such file in this consultation' },
  operationId: 'videoFile',
  summary: 'A file sent in the chat of a video consultation',
  tag,
});

export const writeVideoConclusion = route({
  method: 'PUT',
  path: 'video-consultations/:id/conclusion',
  access: { service: 'the doctor of this online appointment (403 for anyone else, the patient too)' },
  noStore: true,
  body: ZVideoConclusion,
  // Read by the service after it found the caller to be the doctor: anyone else learns nothing from a 422.
  bodyUnchecked: true,
  answer: { status: 200, schema: ZVideoConclusionResult, description: 'the conclusion as stored' },
  errors: {
    404: 'no such online appointment',
    409: 'the call has not started and the appointment time has not come, or it was cancelled (video.conclusion.too_early)',
  },
  operationId: 'writeVideoConclusion',
  summary: "The doctor's conclusion and recommendations after a video consultation; written again, it replaces the earlier text",
  tag,
});

export const staffVideoRoom = route({
  method: 'GET',
  path: 'admin/video-consultations/:id',
  access: { permissions: [APPOINTMENT_READ_PERMISSION] },
  noStore: true,
  answer: { status: 200, schema: ZVideoRoomRecordAnswer, description: "the room's record: joins, chat and files, conclusion" },
  errors: { 404: 'no such online appointment' },
  operationId: 'staffVideoRoom',
  summary: "A video consultation's record for staff; every read is written to the action log",
  tag,
});
