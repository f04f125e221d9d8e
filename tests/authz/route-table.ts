import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One registered route: method and Fastify's path pattern (`/api/v1/doctors/:id`). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/;

/**
 * Every route the server registered, read from Fastify's own route tree (`printRoutes`, one line per node,
 * four characters of indentation per level). Each route found is confirmed with `hasRoute`, so a change in
 * the printout's format fails loudly instead of silently losing routes.
 */
export function registeredRoutes(app: FastifyInstance, prefix = '/api/v1/'): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (!line.trim()) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`unreadable route tree line: ${JSON.stringify(line)}`);
    const depth = match[1].length / 4;
    stack.length = depth;
    const path = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack.push(path);
    // Catch-all wildcards (the JSON 404 under /api) print without their prefix; they are no route of their own.
    if (!path.startsWith('/')) continue;
    for (const method of (match[3] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)) {
      if (!app.hasRoute({ method: method as HTTPMethods, url: path })) throw new Error(`route tree names ${method} ${path}, which is not registered`);
      if (path.startsWith(prefix)) routes.push({ method, path });
    }
  }
  return routes;
}

/** The operations of an OpenAPI document, each with a concrete example path (`{id}` filled in). */
export function documentedRoutes(document: { paths: Record<string, Record<string, unknown>> }): RegisteredRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{(\w+)\}/g, '$1-example') })),
  );
}

/** Whether a concrete path is served by one of the routes (`:name` matches one path segment or its start). */
export function servedBy(routes: readonly RegisteredRoute[], { method, path }: RegisteredRoute): boolean {
  return routes.some(
    (route) =>
      route.method === method && new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+(?:\\\|:\w+)*/g, '[^/]+')}$`).test(path),
  );
}
