import { ZOwnSupportRequestList } from '../support-requests.ts';
import { route } from './define.ts';
import { ZOwnEmergencyRequestList } from '../own-emergency-requests.ts';

/** Her own lists: the patient's alone, never cached, under the support tag. */
const ownList = { method: 'GET', access: { accounts: ['patient'] }, noStore: true, tag: 'support' } as const;

/**
 * The patient's own support requests (docs/decisions/232). New ones are sent through the public form route
 * (`POST /public/support-requests`), which links a signed-in person's request to their account.
 */
export const listOwnSupportRequests = route({
  ...ownList,
  path: 'patients/support-requests',
  answer: { status: 200, schema: ZOwnSupportRequestList, description: 'list' },
  operationId: 'listOwnSupportRequests',
  summary: 'My support requests, newest first, with their statuses and staff answers',
});

/** The patient's own emergency requests (docs/decisions/267); new ones go through `POST /public/emergency-requests`. */
export const listOwnEmergencyRequests = route({
  ...ownList,
  path: 'patients/emergency-requests',
  answer: { status: 200, schema: ZOwnEmergencyRequestList, description: 'list' },
  operationId: 'listOwnEmergencyRequests',
  summary: 'My ambulance requests, newest first, with their statuses',
});
