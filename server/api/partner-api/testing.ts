import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { PARTNER_API_BASE } from '../../../contracts/partner-api.ts';
import type { SessionUser } from '../../../features/accounts/permissions.ts';
import { createServices, type Services } from '../../../features/services.ts';
import { selectRows } from '../../../db/sql.ts';
import { bookRequest, createBookingWorld, type BookingWorld } from '../../../tests/support/factories/booking.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { buildServer } from '../../app.ts';
import { readConfig } from '../../config.ts';

/**
 * The partner API's suites: the real server over a fresh database with two clinics of two legal entities
 * (each with a doctor, services, a timesheet and a partner holding API credentials), a clock the tests move,
 * and webhook receivers on this machine allowed (the test-only settings, docs/decisions/242 and 271).
 */
export interface PartnerApiSuite {
  app: FastifyInstance;
  database: TestDatabase;
  services: Services;
  clock: { now: number };
  a: PartnerSide;
  b: PartnerSide;
}

export interface PartnerSide {
  world: BookingWorld;
  representativeId: number;
  clientId: string;
  clientSecret: string;
}

export type Answer<T = unknown> = { status: number; body: T; headers: Record<string, string | string[] | number | undefined> };

async function side(services: Services, world: BookingWorld): Promise<PartnerSide> {
  const [row] = await selectRows<{ id: number }>(services.database.db, sql`select id from representatives where user_id = ${world.partner.id}`);
  const issued = await services.partners.generateCredentials(null, row.id);
  return { world, representativeId: row.id, clientId: issued.client_id, clientSecret: issued.client_secret };
}

export function usePartnerApi(): { readonly suite: PartnerApiSuite } {
  let suite: PartnerApiSuite | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const clock = { now: Date.now() };
    const services = createServices(database, { partnerApi: { allowLocalHttp: true, allowPrivateNetwork: true, now: () => new Date(clock.now) } });
    const app = await buildServer({ config: readConfig({ TRUST_PROXY: '127.0.0.1' }), services });
    await app.ready();
    const a = await side(services, await createBookingWorld(database.db));
    const b = await side(services, await createBookingWorld(database.db));
    suite = { app, database, services, clock, a, b };
  });
  afterAll(async () => {
    await suite?.app.close();
    await suite?.database.dispose();
  });
  return {
    get suite() {
      if (!suite) throw new Error('made in beforeAll');
      return suite;
    },
  };
}

export const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** POSTs a token request as a form; the client authenticates by HTTP Basic unless `inBody`. */
export async function requestToken(
  suite: PartnerApiSuite,
  side: Pick<PartnerSide, 'clientId' | 'clientSecret'>,
  form: Record<string, string> = { grant_type: 'client_credentials' },
  inBody = false,
): Promise<Answer<Record<string, string | number>>> {
  const payload = new URLSearchParams(inBody ? { ...form, client_id: side.clientId, client_secret: side.clientSecret } : form).toString();
  const response = await suite.app.inject({
    method: 'POST',
    url: `${PARTNER_API_BASE}/oauth/token`,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(inBody ? {} : { authorization: basic(side.clientId, side.clientSecret) }) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export async function tokenOf(suite: PartnerApiSuite, side: PartnerSide, scope = 'read write'): Promise<string> {
  const answer = await requestToken(suite, side, { grant_type: 'client_credentials', scope });
  if (answer.status !== 200) throw new Error(`no token: ${JSON.stringify(answer.body)}`);
  return String(answer.body.access_token);
}

/** A call of the partner API with a bearer token. */
export async function call<T = Record<string, unknown>>(
  suite: PartnerApiSuite,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await suite.app.inject({
    method,
    url: `${PARTNER_API_BASE}${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object | undefined,
  });
  const json = response.headers['content-type']?.toString().includes('json');
  return { status: response.statusCode, body: (json ? response.json() : undefined) as T, headers: response.headers };
}

/** A real booking of the side's doctor by its patient (the booking service's hold and book): the events fire. */
export async function bookVisit(suite: PartnerApiSuite, side: PartnerSide, skip = 0): Promise<number> {
  const { world } = side;
  const days = await suite.services.booking.slots(world.doctor.id, { service_id: String(world.service.id), institution_id: String(world.institution.id) });
  const slot = days.days.slice(1).flatMap((day) => day.slots)[skip];
  const patient: SessionUser = world.patient;
  const held = await suite.services.booking.hold(patient, {
    doctor_id: world.doctor.id,
    institution_id: world.institution.id,
    service_id: world.service.id,
    format: 'clinic',
    start: slot.start,
  });
  const booked = await suite.services.booking.book(patient, held.id, bookRequest(world), 'ua');
  return booked.id;
}

/** One side's record of every kind the API serves, a visit booked and a webhook registered at `hookPath` for it. */
export interface PartnerRecords {
  doctor: number;
  clinic: number;
  service: number;
  timesheet: number;
  appointment: number;
  webhook: number;
  /** The side's token, read and write. */
  token: string;
}

export async function partnerRecords(suite: PartnerApiSuite, side: PartnerSide, hookPath: string): Promise<PartnerRecords> {
  const [sheet] = await selectRows<{ id: number }>(
    suite.database.db,
    sql`select id from timesheets where doctor_id = ${side.world.doctor.id} order by id limit 1`,
  );
  const token = await tokenOf(suite, side);
  const hook = await call<{ data: { id: number } }>(suite, token, 'POST', '/webhooks', { url: `https://example.com${hookPath}` });
  return {
    doctor: side.world.doctor.id,
    clinic: side.world.institution.id,
    service: side.world.service.id,
    timesheet: sheet.id,
    appointment: await bookVisit(suite, side),
    webhook: hook.body.data.id,
    token,
  };
}
