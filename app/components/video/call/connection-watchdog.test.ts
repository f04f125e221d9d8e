import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionWatchdog, RECOVERY_TIMINGS } from './connection-watchdog.ts';

describe('the call recovering by itself', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function watch() {
    const actions: string[] = [];
    const watchdog = new ConnectionWatchdog({ restartIce: () => actions.push('restartIce'), rebuild: () => actions.push('rebuild') });
    return { watchdog, actions };
  }

  it('restarts ICE at once when the connection failed, and starts over when that did not help within 8 s', () => {
    const { watchdog, actions } = watch();
    watchdog.onState('connected');
    watchdog.onState('failed');
    expect(actions).toEqual(['restartIce']);
    vi.advanceTimersByTime(RECOVERY_TIMINGS.restartTimeoutMs);
    expect(actions).toEqual(['restartIce', 'rebuild']);
  });

  it('waits out a short "disconnected" before restarting ICE', () => {
    const { watchdog, actions } = watch();
    watchdog.onState('connected');
    watchdog.onState('disconnected');
    vi.advanceTimersByTime(RECOVERY_TIMINGS.disconnectedGraceMs - 1);
    watchdog.onState('connected');
    vi.advanceTimersByTime(30_000);
    expect(actions).toEqual([]);
    watchdog.onState('disconnected');
    vi.advanceTimersByTime(RECOVERY_TIMINGS.disconnectedGraceMs);
    expect(actions).toEqual(['restartIce']);
  });

  it('is content when the ICE restart brings the connection back', () => {
    const { watchdog, actions } = watch();
    watchdog.onState('connected');
    watchdog.onState('failed');
    watchdog.onState('connected');
    vi.advanceTimersByTime(60_000);
    expect(actions).toEqual(['restartIce']);
  });

  it('starts over at once when the ICE restart fails too', () => {
    const { watchdog, actions } = watch();
    watchdog.onState('connected');
    watchdog.onState('failed');
    watchdog.onState('failed');
    expect(actions).toEqual(['restartIce', 'rebuild']);
    vi.advanceTimersByTime(60_000);
    expect(actions).toEqual(['restartIce', 'rebuild']);
  });

  it('restarts ICE when the network changes during a call, not before one', () => {
    const { watchdog, actions } = watch();
    watchdog.networkChanged();
    expect(actions).toEqual([]);
    watchdog.onState('connected');
    watchdog.networkChanged();
    expect(actions).toEqual(['restartIce']);
  });

  it('starts over when a new connection never connects', () => {
    const { actions } = watch();
    vi.advanceTimersByTime(RECOVERY_TIMINGS.firstConnectMs);
    expect(actions).toEqual(['rebuild']);
  });

  it('does nothing once disposed', () => {
    const { watchdog, actions } = watch();
    watchdog.dispose();
    watchdog.onState('failed');
    vi.advanceTimersByTime(60_000);
    expect(actions).toEqual([]);
  });
});
