import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Services } from '../../features/services.ts';
import { localizedPath } from '../../app/i18n/locale.ts';
import { ZWishlistKind } from '../../contracts/accounts.ts';
import { NotFoundError, UnauthorizedError } from '../../features/errors.ts';
import { requireUser, setSessionCookie } from '../plugins/session.ts';
import { requestLocale } from './locale.ts';
import { noStore, pathId } from './request-parts.ts';
import { requestOrigin } from '../request-origin.ts';

export interface AccountRoutesOptions {
  services: Services;
  config: Pick<Config, 'publicOrigin' | 'trustedProxies'>;
}

function sessionToken(request: FastifyRequest): string {
  if (!request.sessionToken) throw new UnauthorizedError();
  return request.sessionToken;
}

const ZWishlistParams = z.strictObject({ kind: ZWishlistKind, id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `/wishlist/:kind/:id`; an unknown kind or a malformed id names nothing: 404. */
function wishlistItem(params: unknown): z.output<typeof ZWishlistParams> {
  const parsed = ZWishlistParams.safeParse(params);
  if (!parsed.success) throw new NotFoundError();
  return parsed.data;
}

/**
 * Registration, the signed-in person's own data and password, SMS password restore and favourites
 * (issue "accounts"). Handlers parse and answer; the rules live in features/accounts.
 */
export async function accountRoutes(api: FastifyInstance, { services, config }: AccountRoutesOptions): Promise<void> {
  const { selfService, accounts } = services;

  api.post('/auth/patients/register', async (request, reply) => {
    const locale = requestLocale(request);
    const { session, profile } = await selfService.registerPatient(request.body as never, {
      ip: request.ip,
      locale,
      userAgent: request.headers['user-agent'],
      previousToken: request.sessionToken ?? undefined,
      cabinetUrl: `${requestOrigin(request, config)}${localizedPath('/patients/general-information', locale)}`,
    });
    setSessionCookie(reply, config, session.token, session.maxAgeSeconds);
    return reply.code(201).send({ data: profile });
  });

  api.post('/auth/password/send-code', async (request) => ({
    data: await selfService.passwordRestore.sendCode(request.body as never, { ip: request.ip, locale: requestLocale(request) }),
  }));

  api.post('/auth/password/verify-code', async (request) => ({
    data: await selfService.passwordRestore.verifyCode(request.body as never, { ip: request.ip }),
  }));

  api.post('/auth/password/reset', async (request, reply) => {
    const { userId, session } = await selfService.passwordRestore.resetPassword(request.body as never, {
      userAgent: request.headers['user-agent'],
      previousToken: request.sessionToken ?? undefined,
    });
    setSessionCookie(reply, config, session.token, session.maxAgeSeconds);
    return { data: await accounts.profile(userId) };
  });

  const anyAccount = requireUser('patient', 'partner', 'doctor', 'user');

  api.get('/account/profile', { preHandler: [requireUser('patient', 'partner', 'doctor'), noStore] }, async (request) => ({
    data: await selfService.profiles.details(request.sessionUser!.id),
  }));

  api.put('/account/profile', { preHandler: requireUser('patient') }, async (request) => ({
    data: await selfService.profiles.updatePatient(request.sessionUser!.id, request.body as never),
  }));

  api.get('/account/organization', { preHandler: [requireUser('partner'), noStore] }, async (request) => ({
    data: await selfService.profiles.organization(request.sessionUser!.id),
  }));

  api.post('/account/password', { preHandler: anyAccount }, async (request, reply) => {
    await selfService.changePassword(request.sessionUser!.id, sessionToken(request), request.body as never);
    return reply.code(204).send();
  });

  const patient = requireUser('patient');

  // Family members a patient books for (docs/decisions/183).
  api.get('/account/family', { preHandler: [patient, noStore] }, async (request) => ({
    data: await selfService.family.list(request.sessionUser!.id),
    meta: { limit: selfService.family.limit },
  }));

  api.post('/account/family', { preHandler: [patient, noStore] }, async (request, reply) =>
    reply.code(201).send({ data: await selfService.family.add(request.sessionUser!.id, request.body) }),
  );

  api.put('/account/family/:id', { preHandler: [patient, noStore] }, async (request) => ({
    data: await selfService.family.update(request.sessionUser!.id, pathId(request), request.body),
  }));

  api.delete('/account/family/:id', { preHandler: patient }, async (request, reply) => {
    await selfService.family.remove(request.sessionUser!.id, pathId(request));
    return reply.code(204).send();
  });

  api.get('/wishlist', { preHandler: [patient, noStore] }, async (request) => ({
    data: await selfService.wishlist.list(request.sessionUser!.id, requestLocale(request)),
    meta: { limits: selfService.wishlist.limits },
  }));

  api.put<{ Params: Record<string, string> }>('/wishlist/:kind/:id', { preHandler: patient }, async (request, reply) => {
    const { kind, id } = wishlistItem(request.params);
    await selfService.wishlist.add(request.sessionUser!.id, kind, id);
    return reply.code(204).send();
  });

  api.delete<{ Params: Record<string, string> }>('/wishlist/:kind/:id', { preHandler: patient }, async (request, reply) => {
    const { kind, id } = wishlistItem(request.params);
    await selfService.wishlist.remove(request.sessionUser!.id, kind, id);
    return reply.code(204).send();
  });
}
