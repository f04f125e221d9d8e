import { z } from 'zod';
import { SUPPORT_REQUEST_STATUSES } from './support-requests.ts';

/**
 * One of the signed-in patient's own emergency (ambulance) requests, as `/patients/ambulance` lists them
 * (docs/decisions/267): when, for whom, which city and where it stands (SPEC §4 statuses: new, in process,
 * completed). Staff's handling stays in the back office.
 */
export const ZOwnEmergencyRequest = z.object({
  id: z.number().int(),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  patient_name: z.string(),
  phone: z.string(),
  city: z.string().nullable().describe("the city's name in the page's language"),
  comment: z.string().nullable(),
  created_at: z.string().describe('ISO instant'),
});
export type TOwnEmergencyRequest = z.infer<typeof ZOwnEmergencyRequest>;

/** `GET /patients/emergency-requests`: her requests, newest first. */
export const ZOwnEmergencyRequestList = z.object({ data: z.array(ZOwnEmergencyRequest) });

/** A cabinet list, not an archive: the newest this many. */
export const OWN_EMERGENCY_REQUESTS_LIMIT = 50;
