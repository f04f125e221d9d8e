import { queryOptions } from '@tanstack/react-query';
import type { TMedicalCard, TMedicalCardRequest, TMedicalDocument } from '../../../contracts/medical-card.ts';
import { routePath } from '../../../contracts/routes/define.ts';
import * as routes from '../../../contracts/routes/medical-card.ts';
import { call } from '../../api/call.ts';

/** The medical card's calls as the browser makes them (docs/decisions/226–228). */
export const ownCardKey = ['cabinet', 'medical-card'] as const;

/** Her own card (`member` undefined) or one family member's (docs/decisions/276). */
export const ownCardQuery = (member?: number) =>
  queryOptions({
    queryKey: [...ownCardKey, member ?? 'self'],
    queryFn: async ({ signal }) => (await call(routes.myMedicalCard, { query: { member }, signal, expected: [404] })).data,
    retry: false,
  });

/** The doctor's read through one of his visits: 403 and 404 are the page's own to explain. */
export const doctorCardQuery = (appointmentId: number) =>
  queryOptions({
    queryKey: ['cabinet', 'medical-card', 'visit', appointmentId],
    queryFn: async ({ signal }) => (await call(routes.doctorPatientMedicalCard, { params: { id: appointmentId }, signal, expected: [403, 404] })).data,
    retry: false,
  });

export const staffCardQuery = (patientId: number, member?: number) =>
  queryOptions({
    queryKey: ['admin', 'medical-card', patientId, member ?? 'self'],
    queryFn: async ({ signal }): Promise<TMedicalCard> =>
      (await call(routes.staffPatientMedicalCard, { params: { id: patientId }, query: { member }, signal })).data,
  });

export async function saveOwnCard(body: TMedicalCardRequest, member?: number) {
  return (await call(routes.saveMyMedicalCard, { body, query: { member }, expected: [422] })).data;
}

/** Sends a document; 413, 415 and 422 are the form's own to explain, so they raise no toast. */
export async function uploadDocument(file: File, member?: number): Promise<TMedicalDocument> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { browserApi } = await import('../../api/browser.ts');
  const answer = await browserApi().request<{ data: TMedicalDocument }>(routes.uploadMedicalDocument.method, routePath(routes.uploadMedicalDocument), {
    body,
    ...(member === undefined ? {} : { query: { member } }),
    expected: [413, 415, 422],
  });
  return answer.data;
}

export const removeDocument = (id: number) => call(routes.removeMedicalDocument, { params: { id }, expected: [404] });
