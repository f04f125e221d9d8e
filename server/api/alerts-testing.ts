import { beforeEach } from 'vitest';
import { createBookingWorld, type BookingWorld } from '../../tests/support/factories/booking.ts';
import { useApiTestContext } from './testing.ts';

/** The server configured by `env`, a new booking world (a clinic, its doctor, its partner) before each test, one call. */
export function useAlertsApi(env: Record<string, string> = {}) {
  const server = useApiTestContext(env);
  let world: BookingWorld | undefined;
  beforeEach(async () => {
    world = await createBookingWorld(server.context.database.db);
    server.context.actAs(null);
  });
  async function api<T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await server.context.app.inject({ method, url: `/api/v1${url}`, payload: body as string | object | undefined, headers });
    const json = response.headers['content-type']?.toString().startsWith('application/json');
    return { status: response.statusCode, body: (json ? response.json() : undefined) as T };
  }
  return {
    get ctx() {
      return server.context;
    },
    get world() {
      if (!world) throw new Error('the world is made in beforeEach: read it inside a test');
      return world;
    },
    api,
  };
}
