import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BookingWorld, createBookingWorld } from '../../tests/support/factories/booking.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A suite of the booking routes: the server over a fresh test database (made before, closed after), a new
 * booking world (doctor, clinic, service, patient) before each test, with the patient signed in or nobody,
 * and one call that answers status, JSON body, raw text and headers.
 */
export function useBookingApi({ signedIn }: { signedIn: boolean }) {
  const state = { ctx: undefined as unknown as ApiTestContext, world: undefined as unknown as BookingWorld };
  beforeAll(async () => {
    state.ctx = await createApiTestContext();
  });
  afterAll(async () => state.ctx?.close());
  beforeEach(async () => {
    state.world = await createBookingWorld(state.ctx.database.db);
    state.ctx.actAs(signedIn ? state.world.patient : null);
  });

  async function api<T = unknown>(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await state.ctx.app.inject({ method, url: `/api/v1${url}`, payload: body as object | undefined, headers });
    const json = response.headers['content-type']?.toString().startsWith('application/json');
    return { status: response.statusCode, body: (json ? response.json() : undefined) as T, text: response.body, headers: response.headers };
  }

  return {
    get ctx() {
      return state.ctx;
    },
    get world() {
      return state.world;
    },
    api,
  };
}
