import type { ApiClient } from '../../api/client.ts';

/**
 * Code the public account pages need only once someone fills a form in: the shared contracts (the
 * API's own zod schemas) and the API client with its query-string library. Importing them here on
 * demand keeps both out of the first chunk of registration and restore (ARCHITECTURE §8 budget);
 * forms call `preloadFormCode` on focus so it is there by the time someone presses the button.
 */
export const accountSchemas = () => import('../../../contracts/accounts.ts');

/** The declarations of the account and sign-in routes (contracts/routes/), with the schemas they name. */
export const accountRoutes = () => import('../../../contracts/routes/account.ts');
export const authRoutes = () => import('../../../contracts/routes/auth.ts');

export const accountApi = async (): Promise<ApiClient> => (await import('../../api/browser.ts')).browserApi();

export function preloadFormCode(): void {
  void accountSchemas();
  void accountRoutes();
  void accountApi();
}
