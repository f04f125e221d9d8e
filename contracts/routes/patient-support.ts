import { ZOwnSupportRequestList } from '../support-requests.ts';
import { route } from './define.ts';
import { ZOwnEmergencyRequestList } from '../own-emergency-requests.ts';

/**
 * The patient's own support requests (docs/decisions/232). New ones are sent through the public form route
 * (`POST /public/support-requests`), which links a signed-in person's request to their account.
 */
export const listOwnSupportRequests = route({
  method: 'GET',
  path: 'patients/support-requests',
  access: { accounts: ['patient'] },
  noStore: true,
  answer: { status: 200, schema: ZOwnSupportRequestList, description: 'list' },
  operationId: 'listOwnSupportRequests',
  summary: 'My support requests, newest first, with their statuses and staff answers',
  tag: 'support',
});

/** The patient's own emergency requests (docs/decisions/267); new ones go through `POST /public/emergency-requests`. */
export const listOwnEmergencyRequests = route({
  method: 'GET',
  path: 'patients/emergency-requests',
  access: { accounts: ['patient'] },
  noStore: true,
  answer: { status: 200, schema: ZOwnEmergencyRequestList, description: 'list' },
  operationId: 'listOwnEmergencyRequests',
  summary: 'My ambulance requests, newest first, with their statuses',
  tag: 'support',
});
