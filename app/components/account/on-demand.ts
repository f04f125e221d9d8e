import type { RouteDeclaration, RouteResult } from '../../../contracts/routes/define.ts';
import type { CallArgs } from '../../api/call.ts';
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

/** The typed call of a declared route (app/api/call.ts), loaded with the first call. */
export async function callRoute<D extends RouteDeclaration>(declaration: D, ...input: CallArgs<D>): Promise<RouteResult<D>> {
  const { call } = await import('../../api/call.ts');
  return call(declaration, ...input);
}

export function preloadFormCode(): void {
  void accountSchemas();
  void accountRoutes();
  void accountApi();
}
