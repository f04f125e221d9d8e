import {
  routePath,
  type ParamNames,
  type RouteBodyInput,
  type RouteDeclaration,
  type RouteParamsInput,
  type RouteQueryInput,
  type RouteResult,
} from '../../contracts/routes/define.ts';
import { API_BASE_URL, browserApi } from './browser.ts';
import type { ApiClient, RequestOptions } from './client.ts';
import type { QueryParams } from './query.ts';

type Part<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : undefined extends T ? { [K in Name]?: T } : { [K in Name]: T };

/** What a call of a declared route takes: its path parameters, query and body, typed by the declaration. */
export type CallInput<D extends RouteDeclaration> = ([ParamNames<D['path']>] extends [never] ? { params?: undefined } : { params: RouteParamsInput<D> }) &
  Part<'query', RouteQueryInput<D>> &
  Part<'body', RouteBodyInput<D>> &
  Omit<RequestOptions, 'query' | 'body'> & {
    /** The browser's client unless a test gives its own. */
    client?: ApiClient;
  };

/** The declared route's path with its parameters filled in, under the API's base address (links, `keepalive` fetches). */
export function routeUrl<D extends RouteDeclaration>(declaration: D, params?: RouteParamsInput<D>): string {
  return `${API_BASE_URL.replace(/\/+$/, '')}/${routePath(declaration, params as Record<string, string | number> | undefined)}`;
}

/**
 * Calls a declared route (contracts/routes/) through the API client: the method and path come from the
 * declaration, so no address is written twice; the answer is typed by the declared answer schema.
 */
export function call<D extends RouteDeclaration>(
  declaration: D,
  ...[input]: object extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>]
): Promise<RouteResult<D>> {
  const { params, query, body, client = browserApi(), ...request } = (input ?? {}) as Omit<RequestOptions, 'query' | 'body'> & {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
    client?: ApiClient;
  };
  return client.request<RouteResult<D>>(declaration.method, routePath(declaration, params), {
    ...request,
    ...(query === undefined ? {} : { query: query as QueryParams }),
    ...(body === undefined ? {} : { body }),
  });
}
