import { sql } from 'drizzle-orm';
import { ensureAdministrator } from '../../features/accounts/bootstrap.ts';
import { SAME_ORIGIN } from './auth-testing.ts';
import { useApiTestContext } from './testing.ts';

export const ADMIN = { email: 'admin@staff.test', password: 'admin-pass-2024' };

let visitor = 0;

/**
 * The staff suites' server: the real bootstrap (every permission, the built-in roles, the administrator) and
 * real sessions through the sign-in route, so what a request may do is what the database says at that moment.
 */
export function useStaffApi() {
  const api = useApiTestContext();
  let adminCookie = '';

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    { body, cookie, headers }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) => {
    const response = await api.context.app.inject({
      method,
      url: `/api/v1${url}`,
      payload: body as never,
      headers: { ...SAME_ORIGIN, ...headers, ...(cookie ? { cookie } : {}) },
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };

  /** A session cookie from the real sign-in route; each sign-in comes from its own address (sign-in limits). */
  async function signIn(login: string, password: string): Promise<string> {
    visitor += 1;
    const response = await api.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/admins/login',
      payload: { login, password },
      headers: { 'x-forwarded-for': `198.51.100.${visitor % 250}` },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${login} failed with ${response.statusCode}: ${response.body}`);
    const set = response.cookies.find((cookie) => cookie.name.endsWith('vizyt_session'));
    return `${set!.name}=${set!.value}`;
  }

  return {
    get context() {
      return api.context;
    },
    call,
    signIn,
    /** Bootstraps the administrator once and signs it in. */
    async admin(): Promise<{ cookie: string; id: number }> {
      await ensureAdministrator(api.context.database, ADMIN);
      adminCookie ||= await signIn(ADMIN.email, ADMIN.password);
      const [row] = await api.context.database.rows<{ id: number }>(sql`select id from users where is_administrator`);
      return { cookie: adminCookie, id: row.id };
    },
    async permissionId(name: string): Promise<number> {
      const [row] = await api.context.database.rows<{ id: number }>(sql`select id from permissions where name = ${name}`);
      if (!row) throw new Error(`no permission ${name}`);
      return row.id;
    },
    /** The token of the newest set-password e-mail to `email`, read from the sandbox outbox. */
    async linkTokenFor(email: string): Promise<string> {
      const [row] = await api.context.database.rows<{ payload: { params: { code: string } } }>(
        sql`select payload from outbox_messages where recipient = ${email} and template = 'email.staff.password.link' order by id desc limit 1`,
      );
      if (!row) throw new Error(`no set-password e-mail to ${email}`);
      return row.payload.params.code;
    },
  };
}

let made = 0;

/** A valid new employee with a unique e-mail and phone. */
export function newEmployee(overrides: Record<string, unknown> = {}) {
  made += 1;
  const n = String(made).padStart(4, '0');
  return {
    last_name: 'Ковальчук',
    first_name: 'Ірина',
    middle_name: 'Олегівна',
    position: 'manager',
    gender: 'female',
    email: `iryna.${n}.${Date.now()}@staff.test`,
    phone: `+38050700${n}`,
    address: { country: 'Україна', region: 'Київська', district: null, city: 'Київ', street: 'Хрещатик', house: '1' },
    ...overrides,
  };
}
