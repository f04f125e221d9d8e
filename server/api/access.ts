import type { FastifyRequest } from 'fastify';
import { hasPermissions } from '../../features/accounts/permissions.ts';
import { ForbiddenError, UnauthorizedError } from '../../features/errors.ts';
import type { CallContext } from '../../features/resources/types.ts';
import { permissionName, type Action, type ResourceDefinition } from '../../resources/define.ts';
import { requestLocale } from './locale.ts';

/**
 * The access rule of every generic route, from the definition alone: public resources may be read by
 * anyone (their trash only by staff allowed to read it); everything else needs a session (401) holding
 * the action's permission (403).
 */
export function authorize(request: FastifyRequest, definition: ResourceDefinition, action: Action): CallContext {
  const context: CallContext = { locale: requestLocale(request), user: request.sessionUser ?? null };
  const trashed = (request.query as Record<string, unknown> | undefined)?.trashed;
  if (action === 'read' && definition.read === 'public' && (trashed === undefined || trashed === 'without')) return context;
  if (!context.user) throw new UnauthorizedError();
  if (!hasPermissions(context.user, permissionName(definition, action))) throw new ForbiddenError();
  return context;
}
