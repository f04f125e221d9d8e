import { existsSync } from 'node:fs';

/**
 * The memory allocator of the supervisor's workers (docs/decisions/320): jemalloc where the system has it (Debian's
 * `libjemalloc2`), with a background thread that hands pages freed a second ago back to the system. glibc's malloc,
 * the default, keeps what a load grew in its arenas for as long as the process runs (about 80 MB a worker after a
 * load of pages, docs/decisions/317), and image processing (sharp) fragments it further.
 *
 * `VIZYT_MALLOC=system` keeps glibc's; an `LD_PRELOAD` already set is the operator's choice and is left alone.
 */
export const JEMALLOC_CONF = 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0';

/** Where Debian, Ubuntu and the usual other distributions put the library. */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
];

/** The environment a worker is started with for its allocator: nothing where glibc's stays. */
export function allocatorEnv(env: NodeJS.ProcessEnv, exists: (path: string) => boolean = existsSync): NodeJS.ProcessEnv {
  if (env.VIZYT_MALLOC === 'system' || env.LD_PRELOAD) return {};
  const library = JEMALLOC_PATHS.find((path) => exists(path));
  if (!library) return {};
  return { LD_PRELOAD: library, MALLOC_CONF: env.MALLOC_CONF || JEMALLOC_CONF };
}
