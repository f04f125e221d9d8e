import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Services } from '../../features/services.ts';
import { LOGIN_AREAS } from '../../features/accounts/accounts.ts';
import { PASSWORD_MAX_LENGTH, ZSmsCode } from '../../contracts/accounts.ts';
import { NotFoundError, UnauthorizedError } from '../../features/errors.ts';
import { clearSessionCookie, setSessionCookie } from '../plugins/session.ts';
import { requestLocale } from './locale.ts';

export const ZLoginArea = z.enum(Object.keys(LOGIN_AREAS) as [keyof typeof LOGIN_AREAS, ...(keyof typeof LOGIN_AREAS)[]]);

/** Sign-in body: an e-mail or a phone, and the password (unknown keys refused, 422). */
export const ZLoginRequest = z.strictObject({
  login: z.string().trim().min(1).max(254).describe('e-mail (any letter case) or phone (Ukrainian mobiles in any usual form)'),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  sms_code: ZSmsCode.optional().describe('the code from the SMS, once the answer asked for it (422 with errors.sms_code)'),
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
    const { login, password, sms_code: smsCode } = ZLoginRequest.parse(request.body ?? {});
    const session = await services.accounts.login({
      area: area.data,
      login,
      password,
      smsCode,
      ip: request.ip,
      locale: requestLocale(request),
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
