import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAccountsHousekeeping } from './housekeeping.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('accounts housekeeping', () => {
  it('purges on every interval, one sweep at a time, and stops', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const purgeExpired = vi.fn(
      () => new Promise<{ sessions: number; counters: number; pairs: number }>((resolve) => (finish = () => resolve({ sessions: 0, counters: 0, pairs: 0 }))),
    );
    const housekeeping = startAccountsHousekeeping({ purgeExpired }, { intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(purgeExpired, 'a slow sweep is not started twice').toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(purgeExpired).toHaveBeenCalledTimes(2);
    finish();
    await housekeeping.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(purgeExpired).toHaveBeenCalledTimes(2);
  });

  it('reports a failed sweep and goes on', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const purgeExpired = vi.fn(async () => {
      throw new Error('database away');
    });
    const housekeeping = startAccountsHousekeeping({ purgeExpired }, { intervalMs: 1000, onError: (error) => errors.push(error) });
    await vi.advanceTimersByTimeAsync(2000);
    expect(errors).toHaveLength(2);
    await housekeeping.stop();
  });
});
