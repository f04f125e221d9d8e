import { z } from 'zod';
import { ZListMeta } from '../envelope.ts';
import {
  VIDEO_ROLES,
  VIDEO_STATUSES,
  type TVideoConclusion,
  type TVideoConsultation,
  type TVideoMessage,
  type TVideoRoom,
  type TVideoRoomRecord,
} from '../video.ts';

/**
 * The answers of the video consultation routes as schemas (docs/decisions/214), field for field the types of
 * contracts/video.ts; the checks at the bottom fail the typecheck when the two drift apart.
 */

const instant = z.string().describe('ISO instant');

export const ZVideoPerson = z.object({
  name: z.string(),
  photo: z.string().nullable().describe("the doctor's photo address; null for patients"),
  detail: z.string().nullable().describe("the doctor's specialization, or a patient's age when under 18"),
});

export const ZVideoConsultation = z.object({
  id: z.number().int(),
  application_number: z.string().nullable(),
  status: z.enum(VIDEO_STATUSES),
  start: instant,
  end: instant,
  opens_at: instant.describe('when the waiting room opens'),
  closes_at: instant.describe('when the room closes (the end plus the grace period)'),
  service: z.string().nullable(),
  doctor: ZVideoPerson,
  patient: ZVideoPerson,
  patient_online: z.boolean(),
  doctor_online: z.boolean(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  has_conclusion: z.boolean(),
});

export const ZVideoJoin = z.object({ role: z.enum(VIDEO_ROLES), joined_at: instant, left_at: z.string().nullable() });

export const ZVideoMessage = z.object({
  id: z.number().int(),
  author: z.enum(VIDEO_ROLES),
  text: z.string().nullable(),
  file: z
    .object({ id: z.number().int(), name: z.string(), type: z.string(), bytes: z.number().int(), url: z.string().describe('the file, for the two parties (and staff)') })
    .nullable(),
  sent_at: instant,
});

export const ZVideoConclusionAnswer = z.object({ conclusion: z.string(), recommendations: z.string(), written_at: instant, updated_at: instant });

export const ZVideoRoom = ZVideoConsultation.extend({
  role: z.enum(VIDEO_ROLES).describe('who the caller is in this room'),
  can_join: z.boolean().describe('whether the caller may connect to the signaling socket now'),
  joins: z.array(ZVideoJoin),
  messages: z.array(ZVideoMessage),
  conclusion: ZVideoConclusionAnswer.nullable(),
});

export const ZVideoRoomRecord = ZVideoConsultation.extend({
  joins: z.array(ZVideoJoin),
  messages: z.array(ZVideoMessage),
  conclusion: ZVideoConclusionAnswer.nullable(),
});

export const ZVideoConsultationList = z.object({ data: z.array(ZVideoConsultation), meta: ZListMeta });
export const ZVideoRoomAnswer = z.object({ data: ZVideoRoom });
export const ZVideoRoomRecordAnswer = z.object({ data: ZVideoRoomRecord });
export const ZVideoMessageAnswer = z.object({ data: ZVideoMessage });
export const ZVideoConclusionResult = z.object({ data: ZVideoConclusionAnswer });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
/** Fails the typecheck when a schema and its type of contracts/video.ts differ. */
export type VideoAnswersMatchTypes = [
  Expect<Same<z.infer<typeof ZVideoConsultation>, TVideoConsultation>>,
  Expect<Same<z.infer<typeof ZVideoMessage>, TVideoMessage>>,
  Expect<Same<z.infer<typeof ZVideoConclusionAnswer>, TVideoConclusion>>,
  Expect<Same<z.infer<typeof ZVideoRoom>, TVideoRoom>>,
  Expect<Same<z.infer<typeof ZVideoRoomRecord>, TVideoRoomRecord>>,
];
