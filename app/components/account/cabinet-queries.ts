import { queryOptions } from '@tanstack/react-query';
import { browserApi } from '../../api/browser.ts';
import type { AccountDetails, PartnerOrganization } from './account.ts';

/** `GET /account/profile`: the signed-in person's own data. */
export const profileQuery = queryOptions({
  queryKey: ['cabinet', 'profile'],
  queryFn: async () => (await browserApi().get<{ data: AccountDetails }>('account/profile')).data,
});

/** `GET /account/organization`: the partner's own legal entity and representative record. */
export const organizationQuery = queryOptions({
  queryKey: ['cabinet', 'organization'],
  queryFn: async () => (await browserApi().get<{ data: PartnerOrganization }>('account/organization')).data,
});
