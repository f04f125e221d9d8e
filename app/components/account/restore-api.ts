import type { AccountProfile, SignInArea } from './account.ts';
import type * as routes from '../../../contracts/routes/account.ts';
import type { RouteResult } from '../../../contracts/routes/define.ts';
import { call } from '../../api/call.ts';
import { accountRoutes } from './on-demand.ts';

/** The restore calls explain 422 and 429 themselves (per-field texts; "try again in N s"). */
const EXPECTED: readonly number[] = [422, 429];

export type CodeSent = RouteResult<typeof routes.sendRestoreCode>['data'];

export async function sendRestoreCode(area: SignInArea, phone: string): Promise<CodeSent> {
  return (await call((await accountRoutes()).sendRestoreCode, { body: { phone, area }, expected: EXPECTED })).data;
}

export async function verifyRestoreCode(area: SignInArea, phone: string, code: string): Promise<string> {
  return (await call((await accountRoutes()).verifyRestoreCode, { body: { phone, area, code }, expected: EXPECTED })).data.token;
}

export async function resetPassword(token: string, password: string, password_confirmation: string): Promise<AccountProfile> {
  const body = { token, password, password_confirmation };
  return (await call((await accountRoutes()).resetPassword, { body, expected: EXPECTED })).data;
}
