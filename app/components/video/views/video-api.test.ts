import { describe, expect, it } from 'vitest';
import type { TVideoRoom } from '../../../../contracts/video.ts';
import { awaitsConclusion } from './video-api.ts';

const room = (patch: Partial<TVideoRoom>) => ({ role: 'patient', status: 'ended', conclusion: null, ...patch }) as TVideoRoom;

describe('the summary asks again for a conclusion', () => {
  it('while the patient looks at an ended visit without one', () => {
    expect(awaitsConclusion(room({}))).toBe(true);
  });

  it('not once it is written, not for the doctor, not before the end, not without data', () => {
    expect(awaitsConclusion(room({ conclusion: { conclusion: 'x', recommendations: '', written_at: '', updated_at: '' } }))).toBe(false);
    expect(awaitsConclusion(room({ role: 'doctor' }))).toBe(false);
    expect(awaitsConclusion(room({ status: 'in_progress' }))).toBe(false);
    expect(awaitsConclusion(room({ status: 'missed' }))).toBe(false);
    expect(awaitsConclusion(undefined)).toBe(false);
  });
});
