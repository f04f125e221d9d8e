import type { FastifyRequest } from 'fastify';
import { populateNames } from '../../contracts/list-query.ts';
import { hasPermissions } from '../../features/accounts/permissions.ts';
import { ForbiddenError, UnauthorizedError } from '../../features/errors.ts';
import type { CallContext } from '../../features/records/types.ts';
import { permissionName, type Action, type ResourceDefinition } from '../../resources/define.ts';
import { findResource } from '../../resources/registry.ts';
import { requestLocale } from './locale.ts';

/**
 * The access rule of every generic route, from the definition alone: public resources may be read by
 * anyone (their trash only by staff allowed to read it); everything else needs a session (401) holding
 * the action's permission (403). A relation embedded with `populate[]` is read as its own resource, so
 * embedding a staff-only one needs its read permission too: without a session that is 401, as reading it
 * directly would be.
 */
export function authorize(request: FastifyRequest, definition: ResourceDefinition, action: Action): CallContext {
  const context: CallContext = { locale: requestLocale(request), user: request.sessionUser ?? null };
  const required = requiredPermissions(request.query as Record<string, unknown> | undefined, definition, action);
  if (!required.length) return context;
  if (!context.user) throw new UnauthorizedError();
  if (!hasPermissions(context.user, required)) throw new ForbiddenError();
  return context;
}

/** A back-office export: staff holding the read permission, even of a resource the public may read. */
export function authorizeExport(request: FastifyRequest, definition: ResourceDefinition): CallContext {
  const context = authorize(request, definition, 'read');
  if (!context.user) throw new UnauthorizedError();
  if (!hasPermissions(context.user, permissionName(definition, 'read'))) throw new ForbiddenError();
  return context;
}

function requiredPermissions(query: Record<string, unknown> | undefined, definition: ResourceDefinition, action: Action): string[] {
  if (action !== 'read') return [permissionName(definition, action)];
  const trashed = query?.trashed;
  const openToAll = definition.read === 'public' && (trashed === undefined || trashed === 'without');
  const names = openToAll ? [] : [permissionName(definition, 'read')];
  for (const related of populatedResources(definition, query?.populate)) {
    if (related.read !== 'public') names.push(permissionName(related, 'read'));
  }
  return names;
}

/** The resources behind the relations named in `populate`; unknown names are left to the query's own validation (400). */
function populatedResources(definition: ResourceDefinition, populate: unknown): ResourceDefinition[] {
  return populateNames(populate).flatMap((name) => {
    if (!definition.populate || !Object.hasOwn(definition.populate, name)) return [];
    const related = findResource(definition.populate[name].resource);
    return related ? [related] : [];
  });
}
