import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client.ts';

/** A JSON answer as fetch would give it. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? null : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A client over a queue of answers, with every side effect recorded. */
export function clientWithAnswers(answers: (Response | Error)[], overrides: Partial<ApiClientOptions> = {}) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const next = queue.shift();
    if (!next) throw new Error('no more answers queued');
    if (next instanceof Error) throw next;
    return next;
  });
  const effects = { toast: vi.fn(), navigate: vi.fn(), showErrorPage: vi.fn(), clearSession: vi.fn() };
  const client = createApiClient({
    baseUrl: '/api/v1',
    effects,
    locale: () => 'ua',
    pathname: () => '/admins/handbooks/specialization',
    layout: () => 'admins',
    fetch: fetchMock as unknown as typeof fetch,
    sleep: async () => undefined,
    ...overrides,
  });
  const calls = () => fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), init: init as RequestInit }));
  return { client, effects, fetchMock, calls };
}
