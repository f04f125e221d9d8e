import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (ms since epoch), rounded up so "0" means "now", never negative. */
export function secondsLeft(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `75` → `1:15`, `9` → `0:09`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** When a countdown of `seconds` started at `now` ends, or `null` when there is nothing to wait for. */
export function deadlineAfter(seconds: number | null | undefined, now: number): number | null {
  return seconds && seconds > 0 ? now + seconds * 1000 : null;
}

/**
 * Seconds left until `deadline`, re-rendering once a second while it runs. Computed from the clock
 * rather than counted down, so a throttled background tab is right again as soon as it wakes.
 */
export function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return secondsLeft(deadline, now);
}
