import { QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { whoAmI } from '../../../contracts/routes/auth.ts';
import { configureBrowserApi } from '../../api/browser.ts';
import { call } from '../../api/call.ts';
import type { AdminUser } from './access.ts';

let client: QueryClient | null = null;

/** The back office's query cache: one per browser tab, never created on the server. */
export function adminQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      // The API client already retries once where SPEC §7 allows it.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/** `GET /auth/me`; no session is `null`, not an error. */
export const sessionQuery = queryOptions({
  queryKey: ['admin', 'session'],
  queryFn: async (): Promise<AdminUser | null> => {
    try {
      const answer = await call(whoAmI, { expected: [401] });
      return answer.data as AdminUser;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

/** SPEC §4 Session: signing out or a 401 forgets the user, permissions and roles at once. */
export function clearAdminSession(): void {
  const queries = adminQueryClient();
  queries.setQueryData(sessionQuery.queryKey, null);
  queries.removeQueries({ predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'session' });
}

/** While the back office is mounted, a 401 clears its session cache and 502 is a toast (not the default layout). */
export function connectAdminApi(navigate: (path: string) => void): () => void {
  return configureBrowserApi({ layout: 'admins', clearSession: clearAdminSession, navigate });
}
