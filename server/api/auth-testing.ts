import type { FastifyInstance } from 'fastify';
import type { LoginArea } from '../../features/accounts/accounts.ts';

/** Headers a browser on our own page sends with a state-changing request (origin check passes). */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

/**
 * Signs in through the real route and returns the `cookie` header to send next, for HTTP tests of any
 * area: `headers: { ...session.headers }` on GETs, `{ ...session.headers, ...SAME_ORIGIN }` on writes.
 */
export async function signIn(
  app: FastifyInstance,
  { area = 'admins', login, password }: { area?: LoginArea; login: string; password: string },
): Promise<{ cookie: string; headers: { cookie: string } }> {
  const response = await app.inject({ method: 'POST', url: `/api/v1/auth/${area}/login`, payload: { login, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed with ${response.statusCode}: ${response.body}`);
  const set = response.cookies.find((cookie) => cookie.name.endsWith('vizyt_session'));
  if (!set) throw new Error('sign-in set no session cookie');
  const cookie = `${set.name}=${set.value}`;
  return { cookie, headers: { cookie } };
}
