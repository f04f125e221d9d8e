import { queryOptions } from '@tanstack/react-query';
import type { TClinicStatusUpdate } from '../../../contracts/clinic-status.ts';
import * as routes from '../../../contracts/routes/clinic-status.ts';
import { call } from '../../api/call.ts';

/** A clinic's status right now in the partner cabinet (contracts/routes/clinic-status.ts, docs/decisions/306). */

export const clinicStatusKey = (id: number) => ['partner-cabinet', 'clinics', id, 'status'] as const;

export const clinicStatusQuery = (id: number) =>
  queryOptions({
    queryKey: clinicStatusKey(id),
    queryFn: async ({ signal }) => (await call(routes.clinicStatus, { params: { id }, signal, expected: [404] })).data,
    retry: false,
  });

/** 404 (not theirs any more) and 422 are the panel's own to explain. */
export async function saveClinicStatus(id: number, body: TClinicStatusUpdate) {
  return (await call(routes.setClinicStatus, { params: { id }, body, expected: [404, 422] })).data;
}

export async function clearClinicStatus(id: number): Promise<void> {
  await call(routes.clearClinicStatus, { params: { id }, expected: [404] });
}
