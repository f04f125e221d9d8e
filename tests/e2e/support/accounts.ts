import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { expectEqual } from '../harness.ts';
import type { E2EServer } from './server.ts';

/** A patient nobody has registered yet: each test makes its own, so tests never depend on each other. */
export interface TestPatient {
  lastName: string;
  firstName: string;
  birthday: string;
  /** As a person types it. */
  phone: string;
  /** As the server stores it and the SMS outbox addresses it (`380XXXXXXXXX`). */
  phoneDigits: string;
  email: string;
  password: string;
}

let counter = 0;

export function newPatient(tag: string): TestPatient {
  counter += 1;
  const subscriber = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return {
    lastName: 'Тестенко',
    firstName: 'Олена',
    birthday: '1991-04-23',
    phone: `+38 067 ${subscriber}`,
    phoneDigits: `38067${subscriber}`,
    email: `e2e-${tag}-${counter}-${subscriber}@vizyt.test`,
    password: `Start${subscriber}a`,
  };
}

let visitors = 0;

/**
 * A client address of its own, sent as `X-Forwarded-For` (the e2e server trusts loopback as its proxy):
 * per-address limits then count each simulated visitor apart, as they would count real people.
 */
export function visitorAddress(): string {
  visitors += 1;
  return `198.18.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
}

/** The last SMS code sent to a phone, read from the e2e server's sandbox outbox; waits for it to appear. */
export async function readSmsCode(server: E2EServer, phoneDigits: string, { after = 0 }: { after?: number } = {}): Promise<{ id: number; code: string }> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [row] = await server.database.rows<{ id: number; body: string }>(
      sql`select id, body from outbox_messages where channel = 'sms' and recipient = ${phoneDigits} and id > ${after} order by id desc limit 1`,
    );
    const code = row?.body.match(/\d{6}/)?.[0];
    if (row && code) return { id: Number(row.id), code };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No SMS code for ${phoneDigits} in the outbox`);
}

/**
 * Registers a patient through the API (the registration form has its own tests). The browser context
 * shares the cookie jar, so it is signed in afterwards unless `signedIn` is false.
 */
export async function registerThroughApi(context: BrowserContext, server: E2EServer, patient: TestPatient, { signedIn = true } = {}): Promise<void> {
  const response = await context.request.post('/api/v1/auth/patients/register', {
    headers: { accept: 'application/json', origin: server.url, 'x-forwarded-for': visitorAddress() },
    data: {
      first_name: patient.firstName,
      last_name: patient.lastName,
      birthday: patient.birthday,
      gender: 'female',
      phone: patient.phone,
      email: patient.email,
      password: patient.password,
      password_confirmation: patient.password,
    },
  });
  if (response.status() !== 201) throw new Error(`Registration answered ${response.status()}: ${await response.text()}`);
  if (!signedIn) await context.clearCookies();
}

/** Where a party signs in: the patient, doctor, partner cabinets and the back office. */
export type SignInArea = 'patients' | 'doctors' | 'partners' | 'admins';

/**
 * Signs the run's demo account of an area in through the API (the administrator for `admins`), as a visitor of
 * its own: the sign-in screens have tests of their own. The browser context keeps the cookie.
 */
export async function signInThroughApi(context: BrowserContext, server: E2EServer, area: SignInArea): Promise<void> {
  const login = { patients: server.demo.patient, doctors: server.demo.doctor, partners: server.demo.partner, admins: server.administrator.email }[area];
  const password = area === 'admins' ? server.administrator.password : server.demo.password;
  const answer = await context.request.post(`/api/v1/auth/${area}/login`, {
    headers: { accept: 'application/json', origin: server.url, 'x-forwarded-for': visitorAddress() },
    data: { login, password },
  });
  expectEqual(answer.status(), 200, `status of the sign-in to ${area}`);
}
