import type { RouteBodyInput, RouteDeclaration, RouteParamsInput, RouteQueryInput, RouteResult } from '../../contracts/routes/define.ts';
import { routePath, type ParamNames } from '../../contracts/routes/path.ts';
import type { ApiClient, RequestOptions } from './client.ts';
import type { QueryParams } from './query.ts';

type Part<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : undefined extends T ? { [K in Name]?: T } : { [K in Name]: T };

/** What a call of a declared route takes: its path parameters, query and body, typed by the declaration. */
export type CallInput<D extends RouteDeclaration> = ([ParamNames<D['path']>] extends [never] ? { params?: undefined } : { params: RouteParamsInput<D> }) &
  Part<'query', RouteQueryInput<D>> &
  Part<'body', RouteBodyInput<D>> &
  Omit<RequestOptions, 'query' | 'body'> & {
    /** The browser's client unless the caller gives its own. */
    client?: ApiClient;
  };

/** The input of a call: optional when the route needs no parameters, query or body. */
export type CallArgs<D extends RouteDeclaration> = object extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

/**
 * Calls a declared route (contracts/routes/) through the API client: the method and path come from the
 * declaration, so no address is written twice; the answer is typed by the declared answer schema.
 */
export async function call<D extends RouteDeclaration>(declaration: D, ...[input]: CallArgs<D>): Promise<RouteResult<D>> {
  const { params, query, body, client, ...request } = (input ?? {}) as Omit<RequestOptions, 'query' | 'body'> & {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
    client?: ApiClient;
  };
  // Loaded on demand, so a page that only signs in or registers does not carry the client until it calls.
  const api = client ?? (await import('./browser.ts')).browserApi();
  return api.request<RouteResult<D>>(declaration.method, routePath(declaration, params), {
    ...request,
    ...(query === undefined ? {} : { query: query as QueryParams }),
    ...(body === undefined ? {} : { body }),
  });
}
