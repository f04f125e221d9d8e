import { z } from 'zod';
import { ZPageNumber } from './list-query.ts';
import type {
  ZVideoConclusionAnswer,
  ZVideoConsultation,
  ZVideoConsultationList,
  ZVideoJoin,
  ZVideoMessage,
  ZVideoPerson,
  ZVideoRoom,
  ZVideoRoomRecord,
} from './routes/video-answers.ts';
import { type VIDEO_ROLES, type VIDEO_STATUSES } from './routes/video-answers.ts';
// The values an answer names live with the answer; here for the requests and the importers of this file.
export { VIDEO_ROLES, VIDEO_STATUSES } from './routes/video-answers.ts';

/**
 * Video consultations (SPEC §1–2, ARCHITECTURE §9, docs/decisions/214): one patient and one doctor meet
 * peer to peer over WebRTC; the server relays signaling over a WebSocket and keeps the room's record
 * (who joined when, start, end, chat, files, the doctor's conclusion). Media never reaches the server.
 */

/** The patient may enter the waiting room this long before the appointment's start. */
export const VIDEO_WAITING_ROOM_OPENS_MINUTES = 15;
/** After the appointment's end the room stays open this long (a visit that ran over). */
export const VIDEO_GRACE_MINUTES = 30;
/** Chat files: at most this many bytes as sent. */
export const VIDEO_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_FILE_MAX_MEGABYTES = VIDEO_FILE_MAX_BYTES / 1024 / 1024;
/** What may be sent in the chat: photos of a prescription or an analysis, and PDF documents. */
export const VIDEO_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;
export const VIDEO_CHAT_MAX_LENGTH = 2000;
export const VIDEO_CONCLUSION_MAX_LENGTH = 10_000;
/** A signaling message larger than this is refused (an SDP offer is a few kilobytes). */
export const VIDEO_SIGNAL_MAX_BYTES = 64 * 1024;
/** The WebSocket close codes the client acts on. */
export const VIDEO_CLOSE = {
  /** Another tab (or device) of the same party took over: do not reconnect, say so. */
  replaced: 4001,
  /** Not a party, outside the window, cancelled: do not reconnect, show why. */
  forbidden: 4003,
  /** The consultation was ended by the doctor: do not reconnect. */
  ended: 4004,
  /** No session: sign in again. */
  unauthenticated: 4401,
} as const;

export type TVideoRole = (typeof VIDEO_ROLES)[number];

/**
 * A consultation's state as both parties' lists show it: `scheduled` before the waiting room opens,
 * `waiting` from then until the doctor starts the call, `in_progress` after the start, `ended` when the
 * doctor ended it (or the window closed after a start), `missed` when the window closed without a start,
 * `cancelled` when the appointment was cancelled or rejected.
 */
export type TVideoStatus = (typeof VIDEO_STATUSES)[number];

export const VIDEO_LIST_SCOPES = ['upcoming', 'past'] as const;
export const VIDEO_LIST_PAGE_SIZE = 20;
export const ZVideoListQuery = z.strictObject({
  scope: z.enum(VIDEO_LIST_SCOPES).default('upcoming'),
  page: ZPageNumber,
});
export type TVideoListQuery = z.output<typeof ZVideoListQuery>;

// The answers' shapes are stated once in routes/video-answers.ts and inferred here (docs/decisions/293).
export type TVideoPerson = z.output<typeof ZVideoPerson>;
/** One consultation in a list (patient's or doctor's). */
export type TVideoConsultation = z.output<typeof ZVideoConsultation>;
export type TVideoConsultationList = z.output<typeof ZVideoConsultationList>;
export type TVideoJoin = z.output<typeof ZVideoJoin>;
/** A chat message; a file message names its file and carries no text (or a caption). */
export type TVideoMessage = z.output<typeof ZVideoMessage>;
export type TVideoConclusion = z.output<typeof ZVideoConclusionAnswer>;
/** The room's page: `GET /video-consultations/:id`, for its two parties only. */
export type TVideoRoom = z.output<typeof ZVideoRoom>;
/**
 * The room's record as staff read it (`GET /admin/video-consultations/:id`): the consultation, who joined
 * when, the chat with its files and the conclusion. Every such read is written to the action log.
 */
export type TVideoRoomRecord = z.output<typeof ZVideoRoomRecord>;

/** A STUN or TURN server as the browser's `RTCPeerConnection` takes it. */
export const ZVideoIceServer = z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() });
export type TVideoIceServer = z.output<typeof ZVideoIceServer>;

export const ZVideoConclusion = z.strictObject({
  conclusion: z.string().trim().min(1).max(VIDEO_CONCLUSION_MAX_LENGTH),
  recommendations: z.string().trim().max(VIDEO_CONCLUSION_MAX_LENGTH).default(''),
});
export type TVideoConclusionInput = z.input<typeof ZVideoConclusion>;

/** A session description or an ICE candidate, passed through untouched between the two parties. */
export const ZVideoSignal = z.union([
  z.strictObject({
    description: z.strictObject({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(VIDEO_SIGNAL_MAX_BYTES).optional() }),
  }),
  z.strictObject({
    candidate: z
      .strictObject({
        candidate: z.string().max(2048),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable(),
  }),
]);
export type TVideoSignal = z.output<typeof ZVideoSignal>;

/** What a party's media looks like, for the other side's screen ("microphone off", "camera off", "sharing the screen"). */
export const ZVideoMediaState = z.strictObject({ audio: z.boolean(), video: z.boolean(), screen: z.boolean() });
export type TVideoMediaState = z.output<typeof ZVideoMediaState>;

/** Browser → server over `GET /api/v1/video-consultations/:id/signal` (WebSocket). */
export const ZVideoClientMessage = z.discriminatedUnion('type', [
  /** Relayed to the other party. */
  z.strictObject({ type: z.literal('signal'), signal: ZVideoSignal }),
  /** Stored, then sent to both parties (the sender gets it back with its id; `nonce` matches it). */
  z.strictObject({ type: z.literal('chat'), text: z.string().trim().min(1).max(VIDEO_CHAT_MAX_LENGTH), nonce: z.string().max(64).optional() }),
  /** The doctor starts the call (records `started_at` once). */
  z.strictObject({ type: z.literal('start') }),
  /** The doctor ends the consultation (records `ended_at`); both sockets then close with VIDEO_CLOSE.ended. */
  z.strictObject({ type: z.literal('end') }),
  /** The sender's microphone / camera / screen, relayed. */
  z.strictObject({ type: z.literal('media'), state: ZVideoMediaState }),
  /** Asks the other side to start over with a new peer connection (ICE restart did not help). */
  z.strictObject({ type: z.literal('restart') }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type TVideoClientMessage = z.input<typeof ZVideoClientMessage>;

/** Server → browser. */
export type TVideoServerMessage =
  /** First message after connecting: the room as it stands, the ICE servers to use, and whether the other party is here. */
  | {
      type: 'welcome';
      role: TVideoRole;
      room: TVideoRoom;
      ice_servers: TVideoIceServer[];
      /** `relay` when the deployment allows only TURN-relayed media (TURN_RELAY_ONLY=1); absent means all candidates. */
      ice_transport_policy?: 'relay';
      peer_online: boolean;
      peer_media: TVideoMediaState | null;
    }
  /** The other party connected (`online: true`) or left. When it connects, the doctor side makes the offer. */
  | { type: 'peer'; online: boolean }
  | { type: 'signal'; signal: TVideoSignal }
  | { type: 'chat'; message: TVideoMessage; nonce?: string }
  | { type: 'media'; state: TVideoMediaState }
  | { type: 'started'; started_at: string }
  | { type: 'ended'; ended_at: string }
  | { type: 'restart' }
  | { type: 'pong' }
  /** A message that could not be taken (too long, not allowed to this role); the socket stays open. */
  | { type: 'error'; code: 'invalid' | 'not_allowed' | 'unavailable'; message: string };

/** The WebSocket of a room, relative to `/api/v1` (not an OpenAPI operation: see docs/api.md "Video signaling"). */
export const VIDEO_SIGNAL_PATH = 'video-consultations/:id/signal';
/** The address a browser connects to: `ws(s)://<host>/api/v1/video-consultations/12/signal`. */
export function videoSignalPath(id: number): string {
  return VIDEO_SIGNAL_PATH.replace(':id', String(id));
}

/**
 * Files may be sent into the chat from the waiting room's opening until this long after the room closed
 * (a photo of an analysis the patient promised, the prescription the doctor wrote after the call), not
 * for a cancelled or rejected appointment (docs/decisions/217).
 */
export const VIDEO_FILES_AFTER_CLOSE_HOURS = 24;
