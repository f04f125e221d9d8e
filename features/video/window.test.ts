import { describe, expect, it } from 'vitest';
import { callDuration, joinVerdict, mayWriteConclusion, roomWindow, videoStatus, type RoomFacts } from './window.ts';

const MINUTE = 60_000;
// 2025-03-30 03:00 Kyiv: the clocks jump from 03:00 to 04:00 (EET → EEST) in the middle of this visit.
const start = new Date('2025-03-30T00:45:00Z');
const end = new Date('2025-03-30T01:15:00Z');
const room = (facts: Partial<RoomFacts> = {}): RoomFacts => ({ status: 'booked', format: 'online', start, end, startedAt: null, endedAt: null, ...facts });
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * MINUTE);

describe('the room window', () => {
  it('opens 15 minutes before the start and closes 30 minutes after the end, in instants across a DST change', () => {
    expect(roomWindow(start, end)).toEqual({ opensAt: new Date('2025-03-30T00:30:00Z'), closesAt: new Date('2025-03-30T01:45:00Z') });
    expect(joinVerdict(room(), at(-15.01))).toBe('too_early');
    expect(joinVerdict(room(), at(-15))).toBe('ok');
    expect(joinVerdict(room(), at(59.99))).toBe('ok');
    expect(joinVerdict(room(), at(60))).toBe('closed');
  });

  it('never opens for a cancelled, rejected or expired appointment, an in-clinic one, or after the end', () => {
    for (const status of ['cancelled', 'rejected', 'expired', 'hold']) expect(joinVerdict(room({ status }), at(0))).toBe('cancelled');
    expect(joinVerdict(room({ format: 'clinic' }), at(0))).toBe('not_online');
    expect(joinVerdict(room({ status: 'approved' }), at(0))).toBe('ok');
    expect(joinVerdict(room({ startedAt: at(0), endedAt: at(10) }), at(11))).toBe('ended');
  });
});

describe('the status both lists show', () => {
  it('goes scheduled → waiting → in progress → ended', () => {
    expect(videoStatus(room(), at(-16))).toBe('scheduled');
    expect(videoStatus(room(), at(-15))).toBe('waiting');
    expect(videoStatus(room({ startedAt: at(1) }), at(2))).toBe('in_progress');
    expect(videoStatus(room({ startedAt: at(1), endedAt: at(20) }), at(21))).toBe('ended');
    // Started but nobody pressed "end": ended when the room closed.
    expect(videoStatus(room({ startedAt: at(1) }), at(60))).toBe('ended');
  });

  it('is missed when the room closed without a start, and cancelled whatever the room did', () => {
    expect(videoStatus(room(), at(59))).toBe('waiting');
    expect(videoStatus(room(), at(60))).toBe('missed');
    expect(videoStatus(room({ status: 'rejected' }), at(0))).toBe('cancelled');
    expect(videoStatus(room({ status: 'cancelled', startedAt: at(0) }), at(5))).toBe('cancelled');
  });
});

describe('duration and conclusion', () => {
  it('counts from the start to the end, or to now, or to the closing when nobody ended it', () => {
    expect(callDuration(room(), at(5))).toBeNull();
    expect(callDuration(room({ startedAt: at(0), endedAt: at(25) }), at(90))).toBe(25 * 60);
    expect(callDuration(room({ startedAt: at(0) }), at(10))).toBe(10 * 60);
    expect(callDuration(room({ startedAt: at(0) }), at(500))).toBe(60 * 60);
  });

  it('lets the doctor write once the call started or the time came, never for a cancelled visit', () => {
    expect(mayWriteConclusion(room(), at(-1))).toBe(false);
    expect(mayWriteConclusion(room({ startedAt: at(-2) }), at(-1))).toBe(true);
    expect(mayWriteConclusion(room(), at(0))).toBe(true);
    expect(mayWriteConclusion(room({ status: 'cancelled' }), at(5))).toBe(false);
  });
});
