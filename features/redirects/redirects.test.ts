import { describe, expect, test } from 'vitest';
import type { Database, NotificationHandler } from '../../db/client.ts';
import { REDIRECTS_CHANNEL } from './redirect-rules.ts';
import { createRedirectsService } from './redirects.ts';

type Row = { source_path: string; target: string; http_status: '301' | '302' };

/** A database whose one select answers the redirect table from `table`, fails when told to, and hands out its listener. */
function fakeDatabase() {
  const state = { table: [] as Row[], failing: false, reads: 0, handler: null as NotificationHandler | null, gate: null as Promise<void> | null };
  async function read() {
    state.reads += 1;
    const answer = state.table.slice();
    await state.gate;
    if (state.failing) throw new Error('connect ECONNREFUSED');
    return answer;
  }
  const database = {
    db: { select: () => ({ from: () => ({ where: read }) }) },
    async listen(channel: string, handler: NotificationHandler) {
      expect(channel).toBe(REDIRECTS_CHANNEL);
      state.handler = handler;
      return async () => undefined;
    },
  } as unknown as Database;
  return { database, state };
}

const row = (source_path: string, target: string): Row => ({ source_path, target, http_status: '301' });

describe('the redirect table in memory', () => {
  test('is read once, and again after a notification or a local change', async () => {
    const { database, state } = fakeDatabase();
    const service = createRedirectsService(database, { ttlMs: 3_600_000 });
    state.table = [row('/a', '/b')];
    expect(await service.lookup('/a', '')).toEqual({ location: '/b', status: '301' });
    expect(await service.lookup('/a', '')).not.toBeNull();
    expect(state.reads).toBe(1);
    state.table = [row('/a', '/c')];
    state.handler?.('');
    expect((await service.lookup('/a', ''))?.location).toBe('/c');
    state.table = [];
    service.forget();
    expect(await service.lookup('/a', '')).toBeNull();
    expect(state.reads).toBe(3);
  });

  test('a read that began before a change is not kept as current', async () => {
    const { database, state } = fakeDatabase();
    const service = createRedirectsService(database, { ttlMs: 3_600_000 });
    state.table = [row('/a', '/old')];
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const slow = service.lookup('/a', '');
    while (state.reads === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    state.table = [row('/a', '/new')];
    state.handler?.(null);
    state.gate = null;
    open();
    expect((await slow)?.location).toBe('/old');
    expect((await service.lookup('/a', ''))?.location).toBe('/new');
  });

  test('after its time it is read again; a failed read is not retried by every request', async () => {
    const { database, state } = fakeDatabase();
    let clock = 0;
    const service = createRedirectsService(database, { ttlMs: 60_000, now: () => clock });
    state.table = [row('/a', '/b')];
    await service.lookup('/a', '');
    clock = 60_000;
    state.failing = true;
    await expect(service.lookup('/a', '')).rejects.toThrow(/ECONNREFUSED/);
    clock += 1_000;
    expect((await service.lookup('/a', ''))?.location).toBe('/b');
    expect(state.reads).toBe(2);
    clock += 5_000;
    state.failing = false;
    state.table = [];
    expect(await service.lookup('/a', '')).toBeNull();
    expect(state.reads).toBe(3);
  });
});
