import { z } from 'zod';
import { ZListMeta } from '../envelope.ts';

/**
 * The answers of the video consultation routes (docs/decisions/214), each shape stated once: the types of
 * contracts/video.ts are inferred from these schemas (docs/decisions/293).
 */

export const VIDEO_ROLES = ['patient', 'doctor'] as const;
export const VIDEO_STATUSES = ['scheduled', 'waiting', 'in_progress', 'ended', 'missed', 'cancelled'] as const;

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
  /** Whether each party is connected to the room right now. */
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
    .object({
      id: z.number().int(),
      name: z.string(),
      type: z.string(),
      bytes: z.number().int(),
      url: z.string().describe('the file, for the two parties (and staff)'),
    })
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
