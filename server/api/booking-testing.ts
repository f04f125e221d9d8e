import { beforeEach } from 'vitest';
import { type BookingWorld, createBookingWorld } from '../../tests/support/factories/booking.ts';
import { useApiTestContext } from './testing.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A suite of the booking routes: the server over a fresh test database (made before, closed after), a new
 * booking world (doctor, clinic, service, patient) before each test, with the patient signed in or nobody,
 * and one call that answers status, JSON body, raw text and headers.
 */
export function useBookingApi({ signedIn }: { signedIn: boolean }) {
  const server = useApiTestContext();
  let world: BookingWorld | undefined;
  beforeEach(async () => {
    world = await createBookingWorld(server.context.database.db);
    server.context.actAs(signedIn ? world.patient : null);
  });

  async function api<T = unknown>(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await server.context.app.inject({ method, url: `/api/v1${url}`, payload: body as object | undefined, headers });
    const json = response.headers['content-type']?.toString().startsWith('application/json');
    return { status: response.statusCode, body: (json ? response.json() : undefined) as T, text: response.body, headers: response.headers };
  }

  return {
    get ctx() {
      return server.context;
    },
    get world() {
      if (!world) throw new Error('the booking world is made in beforeEach: read it inside a test');
      return world;
    },
    api,
  };
}
