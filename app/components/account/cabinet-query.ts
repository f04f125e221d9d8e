import { QueryClient } from '@tanstack/react-query';
import { configureBrowserApi } from '../../api/browser.ts';
import { onAccountChange, setAccount } from './account-store.ts';

let client: QueryClient | null = null;

/**
 * The cabinets' query cache: one per tab, never on the server. It forgets everything when the person
 * signs out or another person signs in, so one patient's data never shows to the next.
 */
export function cabinetQueryClient(): QueryClient {
  if (client) return client;
  const created = new QueryClient({
    defaultOptions: {
      // The API client already retries once where SPEC §7 allows it.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  let lastId: number | null = null;
  onAccountChange((account) => {
    const id = account?.id ?? null;
    if (id !== lastId) created.clear();
    lastId = id;
  });
  client = created;
  return created;
}

/** While a cabinet is mounted: router navigation, its layout name (a 502 is a toast), a 401 forgets the person. */
export function connectCabinetApi(layout: 'patients' | 'partners' | 'cabinet-doctor', navigate: (path: string) => void): () => void {
  return configureBrowserApi({ layout, navigate, clearSession: () => setAccount(null) });
}
