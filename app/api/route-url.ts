import type { RouteDeclaration, RouteParamsInput } from '../../contracts/routes/define.ts';
import { routePath } from '../../contracts/routes/path.ts';
import { API_BASE_URL } from './browser.ts';

/** A declared route's full address with its parameters filled in (links, `keepalive` fetches). */
export function routeUrl<D extends RouteDeclaration>(declaration: D, params?: RouteParamsInput<D>): string {
  return `${API_BASE_URL.replace(/\/+$/, '')}/${routePath(declaration, params as Record<string, string | number> | undefined)}`;
}
