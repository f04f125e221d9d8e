/**
 * A worker that has gone quiet gives back the memory its busy time grew (docs/decisions/317). V8 keeps the young
 * generation at the largest size a burst of requests asked for (128 MB here) and never shrinks it on its own in
 * Node: nothing tells it the process is idle, as a browser tab's idle time does. Once no request has come for a
 * quiet period, one full collection that also shrinks the heap's spaces runs; the next burst grows them again.
 */
import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { isProbe } from './probes.ts';

/** No request for this long counts as quiet. */
export const QUIET_MS = 20_000;

type CollectGarbage = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's own `gc`: the supervisor starts its workers with `--expose-gc`. A process started without it sets the flag
 * now; making the function then creates a context that is let go, which also wakes V8's own memory reducer.
 */
function collector(): CollectGarbage {
  const exposed = (globalThis as { gc?: CollectGarbage }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as CollectGarbage;
}

export interface Release {
  /** Resident memory before and after, and how long the collection held the event loop. */
  residentBefore: number;
  residentAfter: number;
  ms: number;
}

export interface IdleMemory {
  stop(): void;
}

/**
 * Watches `server`'s requests; after `quietMs` with none in flight and none begun, and something served (or the
 * start-up done) since the last time, collects everything that can be collected. `onRelease` hears the figures. A
 * probe is not work: counted, the image's health check every 15 s kept a worker from ever being quiet.
 */
export function releaseMemoryWhenIdle(
  server: Server,
  { quietMs = QUIET_MS, onRelease }: { quietMs?: number; onRelease?: (release: Release) => void } = {},
): IdleMemory {
  const collect = collector();
  let begun = 0;
  let inFlight = 0;
  let begunAtLastLook = 0;
  // The start-up's own garbage counts as work done: the first quiet period releases it.
  let begunAtLastRelease = -1;
  const onRequest = (request: { url?: string }, response: { once(event: 'close', listener: () => void): unknown }) => {
    if (isProbe(request.url)) return;
    begun += 1;
    inFlight += 1;
    response.once('close', () => (inFlight -= 1));
  };
  server.on('request', onRequest);
  const timer = setInterval(() => {
    const quiet = begun === begunAtLastLook && inFlight === 0;
    begunAtLastLook = begun;
    if (!quiet || begun === begunAtLastRelease) return;
    begunAtLastRelease = begun;
    const residentBefore = process.memoryUsage.rss();
    const started = performance.now();
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    onRelease?.({ residentBefore, residentAfter: process.memoryUsage.rss(), ms: performance.now() - started });
  }, quietMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      server.off('request', onRequest);
    },
  };
}
