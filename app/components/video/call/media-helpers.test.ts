import { describe, expect, it } from 'vitest';
import { VIDEO_FILE_MAX_BYTES } from '../../../../contracts/video.ts';
import { levelOf } from './audio-level.ts';
import { checkChatFile } from './chat-file.ts';
import { toneWav } from './speaker-tone.ts';
import { clinicDay, clinicTime, formatClock, secondsSince, secondsUntil } from '../views/video-format.ts';

describe('the small helpers of the room', () => {
  it('reads silence as zero and a full-scale signal as one', () => {
    expect(levelOf(new Float32Array(256))).toBe(0);
    expect(levelOf(new Float32Array(256).fill(1))).toBe(1);
    const speech = levelOf(Float32Array.from({ length: 256 }, (_, index) => 0.1 * Math.sin(index / 4)));
    expect(speech).toBeGreaterThan(0.5);
    expect(speech).toBeLessThan(1);
  });

  it('writes the speaker tone as a valid WAV file', () => {
    const wav = toneWav({ durationMs: 100, sampleRate: 8000 });
    const text = (from: number, to: number) => String.fromCharCode(...wav.slice(from, to));
    expect(text(0, 4)).toBe('RIFF');
    expect(text(8, 12)).toBe('WAVE');
    expect(wav.length).toBe(44 + 800 * 2);
    const view = new DataView(wav.buffer);
    expect(view.getInt16(44, true)).toBe(0);
  });

  it('refuses a file that is too large or of another type before uploading it', () => {
    expect(checkChatFile({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkChatFile({ name: 'a.pdf', type: 'application/pdf', size: VIDEO_FILE_MAX_BYTES + 1 })).toBe('too_large');
    expect(checkChatFile({ name: 'a.exe', type: 'application/x-msdownload', size: 10 })).toBe('wrong_type');
    expect(checkChatFile({ name: 'IMG_1.HEIC', type: '', size: 10 })).toBeNull();
    expect(checkChatFile({ name: 'a.png', type: 'image/png', size: 0 })).toBe('empty');
  });

  it('shows times in the clinic’s zone and counts in minutes or hours', () => {
    expect(clinicDay('2030-03-03T22:30:00Z')).toBe('2030-03-04');
    expect(clinicTime('2030-03-04T08:05:00Z')).toBe('10:05');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(secondsUntil('2030-03-04T08:00:00Z', Date.parse('2030-03-04T07:59:00.500Z'))).toBe(60);
    expect(secondsSince('2030-03-04T08:00:00Z', Date.parse('2030-03-04T07:59:00Z'))).toBe(0);
  });
});
