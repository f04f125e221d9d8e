import { signIn, signOut, whoAmI } from '../../contracts/routes/auth.ts';
import { routeNotes } from './route-notes.ts';
import { routeOpenApiPaths } from './route-openapi.ts';

/** OpenAPI paths of the sign-in routes, derived from their declarations (contracts/routes/auth.ts). */
export function authOpenApiPaths(): Record<string, unknown> {
  return routeOpenApiPaths([signIn, signOut, whoAmI], routeNotes());
}
