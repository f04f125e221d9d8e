import type { Locale } from '../i18n/locale.ts';
import { loginPathFor } from './areas.ts';
import { listQuery, stringifyQuery, type ListParams, type QueryParams } from './query.ts';

/** Error body of the API (ARCHITECTURE §3): a message and, on 422, messages per field. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  /** A stale save's 409: the record as it is now (docs/decisions/213). */
  current?: Record<string, unknown>;
}

export interface ListMeta {
  current_page: number;
  total_pages: number;
  per_page: number;
  total: number;
}

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed call: `status` 0 with `network` for a failed connection, `aborted` when the caller cancelled. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    readonly reason: 'http' | 'network' | 'aborted' = 'http',
    /** A 429's `Retry-After`, in seconds: how long a form should wait before it may send again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(body?.message ?? (reason === 'http' ? `HTTP ${status}` : reason));
    this.name = 'ApiError';
  }

  /** Per-field messages of a 422 answer (empty for every other failure). */
  get fieldErrors(): Record<string, string[]> {
    return this.status === 422 ? (this.body?.errors ?? {}) : {};
  }
}

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

/** What a failed call does to the page. Injected so the client is testable and layout-agnostic. */
export interface ApiEffects {
  /** An i18n key; the effect translates it. */
  toast(severity: ToastSeverity, messageKey: string): void;
  navigate(path: string): void;
  /** The full 502 screen of the default layout (server.unavailable / server.connection.error). */
  showErrorPage(status: number): void;
  /** Forget the signed-in user (SPEC §4 Session: user, permissions, roles). */
  clearSession(): void;
}

export interface ApiClientOptions {
  /** Configured API base address, e.g. `/api/v1` or `https://api.example/api/v1`. */
  baseUrl: string;
  effects: ApiEffects;
  locale: () => Locale;
  /** Current path, to find the area whose login a 401 leads to. */
  pathname: () => string;
  /** Current layout (SPEC §2); only `default` turns a 502 into the full error page. */
  layout: () => string;
  fetch?: typeof fetch;
  /** Waits before the single retry; tests pass a no-op. */
  sleep?: (ms: number) => Promise<void>;
}

export interface RequestOptions {
  query?: QueryParams | string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Statuses the caller handles itself: no toast, no redirect (e.g. 401 on a login form). */
  expected?: readonly number[];
}

/** SPEC §7: statuses retried once, for methods without a body only. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const RETRY_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD']);
const RETRY_DELAY_MS = 300;
const MAX_RETRY_AFTER_MS = 5_000;

/** SPEC §7: batch-update and batch-create reject with this when the server gives no body. */
export const SERVER_ERROR_MESSAGE = 'Помилка сервера';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryDelay(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : RETRY_DELAY_MS;
}

function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return response.status === 429 && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const base = options.baseUrl.replace(/\/+$/, '');

  function url(path: string, query?: QueryParams | string): string {
    const search = typeof query === 'string' ? query : query ? stringifyQuery(query) : '';
    const target = /^https?:\/\//.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`;
    return search ? `${target}${target.includes('?') ? '&' : '?'}${search}` : target;
  }

  /** SPEC §8: what the page does about a failure, unless the caller said it expects that status. */
  function react(error: ApiError, expected: readonly number[] = []): void {
    const { effects } = options;
    if (error.reason === 'aborted' || expected.includes(error.status)) return;
    if (error.reason === 'network') return effects.toast('error', 'error.occured');
    switch (error.status) {
      case 401:
        effects.clearSession();
        return effects.navigate(loginPathFor(options.pathname()));
      case 403:
        return effects.toast('error', 'lack.of.rights');
      case 422:
        return;
      case 502:
        if (options.layout() === 'default') return effects.showErrorPage(502);
        return effects.toast('error', 'error.occured');
      default:
        return effects.toast('error', 'error.occured');
    }
  }

  async function send(method: HttpMethod, path: string, request: RequestOptions): Promise<Response> {
    // The language goes with every call so translated fields and error messages come back in it.
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.locale(), ...request.headers };
    let body: string | Blob | FormData | undefined;
    // A file (an image, an import) goes as it is, typed by the caller or as bytes; everything else as JSON.
    if (typeof Blob !== 'undefined' && request.body instanceof Blob) {
      headers['Content-Type'] ??= 'application/octet-stream';
      body = request.body;
    } else if (typeof FormData !== 'undefined' && request.body instanceof FormData) {
      // Multipart: the browser writes the Content-Type with its boundary.
      body = request.body;
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const init: RequestInit = { method, headers, body, credentials: 'include', signal: request.signal };
    const target = url(path, request.query);
    let response: Response;
    try {
      response = await fetchImpl(target, init);
      if (RETRY_METHODS.has(method) && RETRY_STATUSES.has(response.status)) {
        await sleep(retryDelay(response));
        response = await fetchImpl(target, init);
      }
    } catch (cause) {
      const aborted = request.signal?.aborted || (cause instanceof Error && cause.name === 'AbortError');
      throw new ApiError(0, undefined, aborted ? 'aborted' : 'network');
    }
    return response;
  }

  async function call<T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<T> {
    let error: ApiError;
    try {
      const response = await send(method, path, request);
      const body = await readBody(response);
      if (response.ok) return body as T;
      error = new ApiError(response.status, (body ?? undefined) as ApiErrorBody | undefined, 'http', retryAfterSeconds(response));
    } catch (cause) {
      if (!(cause instanceof ApiError)) throw cause;
      error = cause;
    }
    react(error, request.expected);
    throw error;
  }

  /** SPEC §7: batch-update / batch-create reject with the response body, or "Помилка сервера". */
  async function batchWithBody<T>(path: string, body: unknown): Promise<T> {
    try {
      return await call<T>('POST', path, { body });
    } catch (error) {
      if (error instanceof ApiError && error.body) throw error.body;
      throw new Error(SERVER_ERROR_MESSAGE);
    }
  }

  const versioned = (ids: readonly (number | string)[], versions?: Readonly<Record<string, number>>): RequestOptions =>
    versions && Object.keys(versions).length ? { body: { ids, versions }, expected: [409] } : { body: { ids } };

  const join = (endpoint: string, ...parts: (string | number)[]) =>
    [endpoint.replace(/\/+$/, ''), ...parts.map((part) => encodeURIComponent(String(part)))].join('/');

  return {
    request: call,
    get: <T>(path: string, request?: RequestOptions) => call<T>('GET', path, request),
    post: <T>(path: string, body?: unknown, request?: RequestOptions) => call<T>('POST', path, { ...request, body }),
    put: <T>(path: string, body?: unknown, request?: RequestOptions) => call<T>('PUT', path, { ...request, body }),
    patch: <T>(path: string, body?: unknown, request?: RequestOptions) => call<T>('PATCH', path, { ...request, body }),
    delete: <T>(path: string, request?: RequestOptions) => call<T>('DELETE', path, request),

    /** A page of a list: filters, sort, populate, search; page 1 and limit 50 by default. */
    list: <T>(endpoint: string, params?: ListParams, request?: RequestOptions) =>
      call<ListResponse<T>>('GET', endpoint, { ...request, query: listQuery(params) }),
    /** The whole list (selects, dictionaries), translated fields in the current language. */
    all: <T>(endpoint: string, params: Omit<ListParams, 'page' | 'limit'> = {}, request?: RequestOptions) =>
      call<ListResponse<T>>('GET', endpoint, {
        ...request,
        query: { ...params, skipPagination: true },
        headers: { 'Accept-Language': options.locale(), ...request?.headers },
      }),
    /**
     * With the versions the list showed (docs/decisions/213), records changed since refuse the batch with a 409
     * naming them (`changedIds` of contracts/record-versions.ts), the caller's to show: no toast for it.
     */
    batchDelete: (endpoint: string, ids: readonly (number | string)[], versions?: Readonly<Record<string, number>>) =>
      call<unknown>('POST', join(endpoint, 'batch-delete'), versioned(ids, versions)),
    batchRestore: (endpoint: string, ids: readonly (number | string)[], versions?: Readonly<Record<string, number>>) =>
      call<unknown>('POST', join(endpoint, 'batch-restore'), versioned(ids, versions)),
    batchUpdate: <T>(endpoint: string, items: readonly Record<string, unknown>[]) => batchWithBody<T>(join(endpoint, 'batch-update'), { items }),
    batchCreate: <T>(endpoint: string, items: readonly Record<string, unknown>[]) => batchWithBody<T>(join(endpoint, 'batch-create'), { items }),
    join,
  };
}
