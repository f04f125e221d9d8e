import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { getHeapSpaceStatistics } from 'node:v8';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseMemoryWhenIdle, type IdleMemory, type Release } from './idle-memory.ts';

const QUIET = 1_000;
const newSpaceMb = () => (getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0) / 2 ** 20;

/** Objects that live through several young collections: V8 grows its young generation for them, as under load. */
function growYoungGeneration(): void {
  const kept: { index: number; text: string }[][] = [];
  for (let round = 0; round < 40; round += 1) {
    kept.push(Array.from({ length: 50_000 }, (_, index) => ({ index, text: `row ${index}` })));
    if (kept.length > 5) kept.shift();
  }
}

describe('releaseMemoryWhenIdle', () => {
  let server: EventEmitter;
  let watcher: IdleMemory;
  let releases: Release[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server = new EventEmitter();
    releases = [];
    watcher = releaseMemoryWhenIdle(server as unknown as Server, { quietMs: QUIET, onRelease: (release) => releases.push(release) });
  });
  afterEach(() => {
    watcher.stop();
    vi.useRealTimers();
  });

  /** A request begins; the returned function ends it (its response closes). */
  const request = (url = '/doctors') => {
    const response = new EventEmitter();
    server.emit('request', { url }, response);
    return () => response.emit('close');
  };

  it('takes probes for quiet: a container checked every few seconds still gives its memory back', () => {
    for (let probe = 0; probe < 4; probe += 1) {
      request('/healthz')();
      vi.advanceTimersByTime(QUIET / 2);
    }
    expect(releases).toHaveLength(1);
    request('/readyz')();
    request('/metrics?x=1')();
    request()();
    vi.advanceTimersByTime(QUIET);
    expect(releases, 'a page is work').toHaveLength(1);
    vi.advanceTimersByTime(QUIET);
    expect(releases).toHaveLength(2);
  });

  it('gives the young generation back once the start-up has been quiet for a period', () => {
    growYoungGeneration();
    const before = newSpaceMb();
    expect(before, 'the young generation grew').toBeGreaterThanOrEqual(16);
    vi.advanceTimersByTime(QUIET);
    expect(releases).toHaveLength(1);
    expect(newSpaceMb()).toBeLessThanOrEqual(before / 4);
    expect(releases[0].ms).toBeGreaterThan(0);
  });

  it('waits while requests keep coming, and for the one in flight', () => {
    for (let period = 0; period < 3; period += 1) {
      request()();
      vi.advanceTimersByTime(QUIET);
    }
    expect(releases).toHaveLength(0);
    const finish = request();
    vi.advanceTimersByTime(QUIET * 3);
    expect(releases, 'a request still in flight').toHaveLength(0);
    finish();
    vi.advanceTimersByTime(QUIET);
    expect(releases).toHaveLength(1);
  });

  it('releases once per quiet spell: again only after something was served', () => {
    vi.advanceTimersByTime(QUIET * 4);
    expect(releases).toHaveLength(1);
    request()();
    vi.advanceTimersByTime(QUIET);
    expect(releases, 'the period the request came in is not quiet').toHaveLength(1);
    vi.advanceTimersByTime(QUIET * 3);
    expect(releases).toHaveLength(2);
  });

  it('stops watching', () => {
    watcher.stop();
    vi.advanceTimersByTime(QUIET * 3);
    expect(releases).toHaveLength(0);
    expect(server.listenerCount('request')).toBe(0);
  });
});
