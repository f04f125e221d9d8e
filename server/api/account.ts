import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Services } from '../../features/services.ts';
import { localizedPath } from '../../app/i18n/locale.ts';
import * as routes from '../../contracts/routes/account.ts';
import { UnauthorizedError } from '../../features/errors.ts';
import { setSessionCookie } from '../plugins/session.ts';
import { REFERRAL_COOKIE, referralCodeFromCookies } from '../../contracts/referral-code.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';
import { requestOrigin } from '../request-origin.ts';

export interface AccountRoutesOptions {
  services: Services;
  config: Pick<Config, 'publicOrigin' | 'trustedProxies'>;
}

function sessionToken(request: FastifyRequest): string {
  if (!request.sessionToken) throw new UnauthorizedError();
  return request.sessionToken;
}

/**
 * Registration, the signed-in person's own data and password, SMS password restore and favourites.
 * The routes are declared in contracts/routes/account.ts; the services of features/accounts read the
 * bodies and hold the rules.
 */
export async function accountRoutes(api: FastifyInstance, { services, config }: AccountRoutesOptions): Promise<void> {
  const { selfService, accounts } = services;

  register(api, routes.registerPatient, async ({ body, request, reply }) => {
    const locale = requestLocale(request);
    // A share link opened earlier in this browser left its code in a cookie (docs/decisions/265): it counts
    // when the form sends none, and is spent by the registration.
    const remembered = referralCodeFromCookies(request.headers.cookie ?? '');
    const input = remembered && !(body as { referral_code?: unknown }).referral_code ? { ...(body as object), referral_code: remembered } : body;
    const { session, profile } = await selfService.registerPatient(input as never, {
      ip: request.ip,
      locale,
      userAgent: request.headers['user-agent'],
      previousToken: request.sessionToken ?? undefined,
      cabinetUrl: `${requestOrigin(request, config)}${localizedPath('/patients/general-information', locale)}`,
    });
    setSessionCookie(reply, config, session.token, session.maxAgeSeconds);
    if (remembered) reply.clearCookie(REFERRAL_COOKIE, { path: '/', sameSite: 'lax' });
    return { data: profile };
  });

  register(api, routes.sendRestoreCode, async ({ body, request }) => ({
    data: await selfService.passwordRestore.sendCode(body as never, { ip: request.ip, locale: requestLocale(request) }),
  }));

  register(api, routes.verifyRestoreCode, async ({ body, request }) => ({
    data: await selfService.passwordRestore.verifyCode(body as never, { ip: request.ip }),
  }));

  register(api, routes.resetPassword, async ({ body, request, reply }) => {
    const { userId, session } = await selfService.passwordRestore.resetPassword(body as never, {
      userAgent: request.headers['user-agent'],
      previousToken: request.sessionToken ?? undefined,
    });
    setSessionCookie(reply, config, session.token, session.maxAgeSeconds);
    return { data: await accounts.profile(userId) };
  });

  register(api, routes.accountProfile, async ({ user }) => ({ data: await selfService.profiles.details(user.id) }));
  register(api, routes.updateAccountProfile, async ({ user, body }) => ({ data: await selfService.profiles.updatePatient(user.id, body as never) }));
  register(api, routes.accountOrganization, async ({ user }) => ({ data: await selfService.profiles.organization(user.id) }));
  register(api, routes.changePassword, async ({ user, body, request }) => selfService.changePassword(user.id, sessionToken(request), body as never));

  // Family members a patient books for (docs/decisions/183).
  register(api, routes.familyMembers, async ({ user }) => ({ data: await selfService.family.list(user.id), meta: { limit: selfService.family.limit } }));
  register(api, routes.addFamilyMember, async ({ user, body }) => ({ data: await selfService.family.add(user.id, body) }));
  register(api, routes.updateFamilyMember, async ({ user, params, body }) => ({ data: await selfService.family.update(user.id, params.id, body) }));
  register(api, routes.removeFamilyMember, async ({ user, params }) => selfService.family.remove(user.id, params.id));

  register(api, routes.wishlist, async ({ user, request }) => ({
    data: await selfService.wishlist.list(user.id, requestLocale(request)),
    meta: { limits: selfService.wishlist.limits },
  }));
  register(api, routes.addToWishlist, async ({ user, params }) => selfService.wishlist.add(user.id, params.kind, params.id));
  register(api, routes.removeFromWishlist, async ({ user, params }) => selfService.wishlist.remove(user.id, params.kind, params.id));
}
