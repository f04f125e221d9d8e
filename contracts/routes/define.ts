import type { z } from 'zod';
import { ZId } from '../batch.ts';
import type { PartnerScope } from '../partner-api.ts';
import type { ParamNames } from './path.ts';

export { paramNames, routePath, type ParamNames } from './path.ts';

/**
 * A route of `/api/v1` declared once (docs/decisions/187): the server registers it, the OpenAPI document
 * describes it and the browser calls it, all from this one declaration. Paths are relative to `/api/v1`
 * and name their parameters Fastify's way (`booking/holds/:id/book`).
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AccountKind = 'user' | 'patient' | 'partner' | 'doctor';

/**
 * Who may call a route: anyone; a signed-in account of one of the kinds (none named: any account), 401
 * without a session and 403 for another kind; staff holding every permission named (401, then 403); or
 * whoever the service admits, which checks the caller itself (401, then 403) and is described in words.
 * Routes of the partner API (docs/decisions/240, 292) take a bearer token holding the scope named (401, 429
 * past the client's budget, then 403), or are its token endpoint, where a client authenticates itself.
 */
export type RouteAccess =
  | { readonly anyone: true }
  | { readonly accounts: readonly AccountKind[] }
  | { readonly permissions: readonly string[] }
  | { readonly service: string }
  | { readonly partnerToken: PartnerScope }
  | { readonly partnerClient: true };

/**
 * What a successful call answers: JSON with its schema, nothing (204), a file, a redirect, or records of a
 * resource of the registry (`records`), one or a page of them, described by the resource's own record schema.
 * `example` shows a client a typical answer in the document.
 */
export type RouteAnswer =
  | { readonly status: 200 | 201 | 202; readonly schema: z.ZodType; readonly description: string; readonly example?: unknown }
  | { readonly status: 200; readonly records: string; readonly list: boolean; readonly description: string; readonly example?: unknown }
  | { readonly status: 204; readonly description: string }
  | { readonly status: 200; readonly file: string; readonly description: string }
  | { readonly status: 303; readonly redirect: true; readonly description: string };

/** A failure told to a client: in words, or with an example, and a body of its own where it is not `{message, errors?}`. */
export type RouteError = string | { readonly description: string; readonly example?: unknown; readonly schema?: z.ZodType };

export interface RouteDeclaration<P extends string = string> {
  readonly method: RouteMethod;
  /** Further methods served by the same handler (a provider returns with GET or POST). */
  readonly alsoMethods?: readonly RouteMethod[];
  readonly path: P;
  /** How the document shows the path when it differs from the server's (`calendar/{token}.ics`). */
  readonly documentedPath?: string;
  /**
   * Where the route answered before it moved (docs/decisions/225): served too, with the same parameters and
   * rules, but not documented, so a client of the previous release keeps working until the next one.
   */
  readonly formerPath?: string;
  /** Schemas of path parameters; a parameter not named here is a record id. A value that does not fit names nothing: 404. */
  readonly params?: { readonly [K in ParamNames<P>]?: z.ZodType };
  readonly query?: z.ZodType;
  /** The status a query that does not fit answers: 400 (the default) or 422 for the lists that always answered so. */
  readonly invalidQuery?: 400 | 422;
  /** The query schema only documents: the service reads the query itself, after its own checks (a slot query after the doctor's owner). */
  readonly queryUnchecked?: boolean;
  readonly body?: z.ZodType;
  /** An absent body is read as `{}`. */
  readonly bodyOptional?: boolean;
  /** `false`: the 422 of a body does not see the values sent, so a wrong type reads as missing, as this route always answered. */
  readonly reportInput?: false;
  /** The body schema only documents: the handler reads the body itself (a provider's malformed post answers 400). */
  readonly bodyUnchecked?: boolean;
  /** A typical body, shown in the document. */
  readonly bodyExample?: unknown;
  readonly answer: RouteAnswer;
  readonly access: RouteAccess;
  /** Personal answers: `Cache-Control: no-store`, errors included. */
  readonly noStore?: boolean;
  /** Runs once per `Idempotency-Key`; the name scopes the key (`hold`, `book`, `pay`). */
  readonly idempotent?: string;
  readonly operationId: string;
  readonly summary: string;
  /** Longer words for the document, when the summary is not enough. */
  readonly description?: string;
  readonly tag: string;
  /** Failures worth telling a client about, beyond those the access rule and path parameters imply. */
  readonly errors?: Readonly<Record<number, RouteError>>;
  /** Extra request headers of the document (LiqPay's form body, for instance). */
  readonly requestContentType?: string;
}

/** Declares a route; the literal path keeps its parameter names in the type. */
export function route<const D extends RouteDeclaration>(declaration: D & RouteDeclaration<D['path']>): D {
  return declaration;
}

/** A record id in a path: digits of a positive 32-bit integer. */
export const ZPathId = ZId;

type Schema<D, K extends string> = D extends { readonly [key in K]: infer S extends z.ZodType } ? S : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

type ParamSchema<D extends RouteDeclaration, K extends string> = D extends { readonly params: infer M }
  ? K extends keyof M
    ? M[K] extends z.ZodType
      ? M[K]
      : typeof ZPathId
    : typeof ZPathId
  : typeof ZPathId;

/** Path parameters as the server reads them. */
export type RouteParams<D extends RouteDeclaration> = { [K in ParamNames<D['path']>]: z.output<ParamSchema<D, K>> };
/** Path parameters as a caller fills them in. */
export type RouteParamsInput<D extends RouteDeclaration> = { [K in ParamNames<D['path']>]: z.input<ParamSchema<D, K>> };
export type RouteQuery<D extends RouteDeclaration> = D extends { readonly queryUnchecked: true } ? unknown : Parsed<Schema<D, 'query'>>;
export type RouteQueryInput<D extends RouteDeclaration> = Sent<Schema<D, 'query'>>;
export type RouteBody<D extends RouteDeclaration> = D extends { readonly bodyUnchecked: true } ? unknown : Parsed<Schema<D, 'body'>>;
/** What a caller sends; where the service reads the body itself, a form may send what it has and learn the rest from the 422. */
export type RouteBodyInput<D extends RouteDeclaration> = D extends { readonly bodyUnchecked: true }
  ? Partial<Sent<Schema<D, 'body'>>>
  : D extends { readonly bodyOptional: true }
    ? Sent<Schema<D, 'body'>> | undefined
    : Sent<Schema<D, 'body'>>;

/** What a JSON answer carries: `undefined` for 204, files and redirects. */
export type RouteResult<D extends RouteDeclaration> = D['answer'] extends { readonly schema: infer S extends z.ZodType } ? z.output<S> : undefined;
/** What a handler hands over for a JSON answer. */
export type RouteResultInput<D extends RouteDeclaration> = D['answer'] extends { readonly schema: infer S extends z.ZodType } ? z.input<S> : undefined;
