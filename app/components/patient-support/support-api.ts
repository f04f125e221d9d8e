import { queryOptions } from '@tanstack/react-query';
import * as routes from '../../../contracts/routes/patient-support.ts';
import { call } from '../../api/call.ts';

export const supportKeys = { own: ['support', 'own-requests'] as const };

/** The signed-in patient's support requests, newest first (docs/decisions/232). */
export const ownSupportRequestsQuery = queryOptions({
  queryKey: supportKeys.own,
  queryFn: async () => (await call(routes.listOwnSupportRequests)).data,
});
