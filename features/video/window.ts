import { VIDEO_GRACE_MINUTES, VIDEO_WAITING_ROOM_OPENS_MINUTES, type TVideoStatus } from '../../contracts/video.ts';

/**
 * When a video consultation's room is open and what state it is in (docs/decisions/214). Everything is
 * reckoned in instants (milliseconds), never in wall-clock time, so a change of daylight saving time in
 * the middle of a visit moves nothing.
 */

const MINUTE = 60_000;

/** What the rules need of an appointment and its room. */
export interface RoomFacts {
  status: string;
  format: string;
  start: Date;
  end: Date;
  startedAt: Date | null;
  endedAt: Date | null;
}

/** The room opens this long before the start and closes this long after the end. */
export function roomWindow(start: Date, end: Date): { opensAt: Date; closesAt: Date } {
  return { opensAt: new Date(start.getTime() - VIDEO_WAITING_ROOM_OPENS_MINUTES * MINUTE), closesAt: new Date(end.getTime() + VIDEO_GRACE_MINUTES * MINUTE) };
}

const LIVE = new Set(['booked', 'approved']);

/** Why a party may not connect now, or `ok`. */
export type JoinVerdict = 'ok' | 'not_online' | 'cancelled' | 'too_early' | 'closed' | 'ended';

/**
 * Whether a party may connect to the room at `now`: an online appointment, booked or approved, inside its
 * window, not ended by the doctor. Cancelled, rejected and expired appointments never open.
 */
export function joinVerdict(room: RoomFacts, now: Date): JoinVerdict {
  if (room.format !== 'online') return 'not_online';
  if (!LIVE.has(room.status)) return 'cancelled';
  if (room.endedAt) return 'ended';
  const { opensAt, closesAt } = roomWindow(room.start, room.end);
  if (now.getTime() < opensAt.getTime()) return 'too_early';
  if (now.getTime() >= closesAt.getTime()) return 'closed';
  return 'ok';
}

/** The consultation's state as both parties' lists show it (contracts/video.ts `VIDEO_STATUSES`). */
export function videoStatus(room: RoomFacts, now: Date): TVideoStatus {
  if (!LIVE.has(room.status)) return 'cancelled';
  if (room.endedAt) return 'ended';
  const { opensAt, closesAt } = roomWindow(room.start, room.end);
  const closed = now.getTime() >= closesAt.getTime();
  if (room.startedAt) return closed ? 'ended' : 'in_progress';
  if (closed) return 'missed';
  return now.getTime() >= opensAt.getTime() ? 'waiting' : 'scheduled';
}

/** How long the call lasted: from the start to the end, or to the room's closing when nobody ended it. */
export function callDuration(room: Pick<RoomFacts, 'startedAt' | 'endedAt' | 'end'>, now: Date): number | null {
  if (!room.startedAt) return null;
  const closesAt = room.end.getTime() + VIDEO_GRACE_MINUTES * MINUTE;
  const until = room.endedAt?.getTime() ?? Math.min(now.getTime(), closesAt);
  return Math.max(0, Math.round((until - room.startedAt.getTime()) / 1000));
}

/**
 * The doctor may write the conclusion once the call started or the appointment's time came, and not for
 * a cancelled or rejected appointment.
 */
export function mayWriteConclusion(room: RoomFacts, now: Date): boolean {
  if (room.format !== 'online' || !LIVE.has(room.status)) return false;
  return room.startedAt !== null || now.getTime() >= room.start.getTime();
}
