import { useEffect, useState } from 'react';

/** The clock, re-read every `intervalMs` (a countdown, a visit timer); computed, so a throttled tab is right when it wakes. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
