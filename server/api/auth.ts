import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Services } from '../../features/services.ts';
import { LOGIN_AREAS } from '../../features/accounts/accounts.ts';
import { PASSWORD_MAX_LENGTH } from '../../contracts/accounts.ts';
import { NotFoundError, UnauthorizedError } from '../../features/errors.ts';
import { clearSessionCookie, setSessionCookie } from '../plugins/session.ts';

export const ZLoginArea = z.enum(Object.keys(LOGIN_AREAS) as [keyof typeof LOGIN_AREAS, ...(keyof typeof LOGIN_AREAS)[]]);

/** Sign-in body: an e-mail or a phone, and the password (unknown keys refused, 422). */
export const ZLoginRequest = z.strictObject({
  login: z.string().trim().min(1).max(254).describe('e-mail (any letter case) or phone (Ukrainian mobiles in any usual form)'),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

export interface AuthRoutesOptions {
  services: Services;
  config: Pick<Config, 'publicOrigin'>;
}

/** Sign-in, sign-out and "who am I" (ARCHITECTURE §3); the rules live in features/accounts. */
export async function authRoutes(api: FastifyInstance, { services, config }: AuthRoutesOptions): Promise<void> {
  api.post<{ Params: { area: string } }>('/auth/:area/login', async (request, reply) => {
    const area = ZLoginArea.safeParse(request.params.area);
    if (!area.success) throw new NotFoundError();
    const { login, password } = ZLoginRequest.parse(request.body ?? {});
    const session = await services.accounts.login({
      area: area.data,
      login,
      password,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      previousToken: request.sessionToken ?? undefined,
    });
    setSessionCookie(reply, config, session.token, session.maxAgeSeconds);
    return { data: session.profile };
  });

  api.post('/auth/logout', async (request, reply) => {
    if (request.sessionToken) await services.accounts.logout(request.sessionToken);
    clearSessionCookie(reply, config);
    return reply.code(204).send();
  });

  api.get('/auth/me', async (request) => {
    if (!request.sessionUser) throw new UnauthorizedError();
    return { data: await services.accounts.profile(request.sessionUser.id) };
  });
}
