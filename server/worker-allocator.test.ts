import { describe, expect, it } from 'vitest';
import { allocatorEnv, JEMALLOC_CONF, JEMALLOC_PATHS } from './worker-allocator.ts';

const debian = (path: string) => path === JEMALLOC_PATHS[0];

describe('the allocator of the workers (docs/decisions/320)', () => {
  it('preloads jemalloc where the system has it, handing freed pages back within a second', () => {
    expect(allocatorEnv({}, debian)).toEqual({ LD_PRELOAD: JEMALLOC_PATHS[0], MALLOC_CONF: JEMALLOC_CONF });
    expect(allocatorEnv({ MALLOC_CONF: 'narenas:2' }, debian)).toMatchObject({ MALLOC_CONF: 'narenas:2' });
  });

  it("keeps glibc's where there is none, where asked to, and leaves an operator's LD_PRELOAD alone", () => {
    expect(allocatorEnv({}, () => false)).toEqual({});
    expect(allocatorEnv({ VIZYT_MALLOC: 'system' }, debian)).toEqual({});
    expect(allocatorEnv({ LD_PRELOAD: '/opt/tcmalloc.so' }, debian)).toEqual({});
  });
});
