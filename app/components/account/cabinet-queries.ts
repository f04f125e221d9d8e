import { queryOptions } from '@tanstack/react-query';
import { accountOrganization, accountProfile } from '../../../contracts/routes/account.ts';
import { call } from '../../api/call.ts';
import type { AccountDetails } from './account.ts';

/** `GET /account/profile`: the signed-in person's own data. */
export const profileQuery = queryOptions({
  queryKey: ['cabinet', 'profile'],
  queryFn: async (): Promise<AccountDetails> => (await call(accountProfile)).data,
});

/** `GET /account/organization`: the partner's own legal entity and representative record. */
export const organizationQuery = queryOptions({
  queryKey: ['cabinet', 'organization'],
  queryFn: async () => (await call(accountOrganization)).data,
});
