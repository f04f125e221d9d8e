import { describe, expect, it } from 'vitest';
import { readWaitlistStart, waitlistFormPath } from './waitlist-paths.ts';

describe('the waitlist form address', () => {
  it('carries the booking choice there and back', () => {
    const start = { doctorId: 7, serviceId: 11, institutionId: 3, format: 'online' as const, visitId: 42 };
    const path = waitlistFormPath(start);
    expect(path).toBe('/patients/waitlist/new?doctor=7&service=11&institution=3&format=online&visit=42');
    expect(readWaitlistStart(new URL(path, 'https://x').searchParams)).toEqual(start);
  });

  it('leaves out what is malformed, and needs a doctor', () => {
    expect(readWaitlistStart(new URLSearchParams('doctor=7&service=abc&format=home&visit=-1'))).toEqual({
      doctorId: 7,
      serviceId: null,
      institutionId: null,
      format: null,
      visitId: null,
    });
    expect(readWaitlistStart(new URLSearchParams('service=11'))).toBeNull();
  });
});
