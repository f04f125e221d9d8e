import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Services } from '../../features/services.ts';
import type { LOGIN_AREAS } from '../../features/accounts/accounts.ts';
import { signIn, signOut, whoAmI, type LOGIN_AREA_NAMES } from '../../contracts/routes/auth.ts';
import { clearSessionCookie, setSessionCookie } from '../plugins/session.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

// The areas of the route are exactly the areas the accounts service admits.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const areasMatch: Same<(typeof LOGIN_AREA_NAMES)[number], keyof typeof LOGIN_AREAS> = true;
void areasMatch;

export interface AuthRoutesOptions {
  services: Services;
  config: Pick<Config, 'publicOrigin'>;
}

/** Sign-in, sign-out and "who am I" (ARCHITECTURE §3), declared in contracts/routes/auth.ts; the rules live in features/accounts. */
export async function authRoutes(api: FastifyInstance, { services, config }: AuthRoutesOptions): Promise<void> {
  register(api, signIn, async ({ params, body, request, reply }) => {
    const session = await services.accounts.login({
      area: params.area,
      login: body.login,
      password: body.password,
      smsCode: body.sms_code,
      ip: request.ip,
      locale: requestLocale(request),
      userAgent: request.headers['user-agent'],
      previousToken: request.sessionToken ?? undefined,
    });
    setSessionCookie(reply, config, session.token, session.maxAgeSeconds);
    return { data: session.profile };
  });

  register(api, signOut, async ({ request, reply }) => {
    if (request.sessionToken) await services.accounts.logout(request.sessionToken);
    clearSessionCookie(reply, config);
  });

  register(api, whoAmI, async ({ user }) => ({ data: await services.accounts.profile(user.id) }));
}
