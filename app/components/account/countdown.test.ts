import { describe, expect, it } from 'vitest';
import { deadlineAfter, formatCountdown, secondsLeft } from './countdown.ts';

describe('the resend countdown', () => {
  it('rounds the time left up to whole seconds and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 25_000)).toBe(0);
    expect(secondsLeft(null, 5)).toBe(0);
  });

  it('reads as minutes and two-digit seconds', () => {
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('has no deadline when the server says there is nothing to wait for', () => {
    expect(deadlineAfter(60, 1_000)).toBe(61_000);
    expect(deadlineAfter(0, 1_000)).toBeNull();
    expect(deadlineAfter(undefined, 1_000)).toBeNull();
  });
});
