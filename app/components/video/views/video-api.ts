import { queryOptions } from '@tanstack/react-query';
import { routePath } from '../../../../contracts/routes/path.ts';
import * as routes from '../../../../contracts/routes/video.ts';
import type { TVideoConclusion, TVideoConclusionInput, TVideoMessage, TVideoRole, TVideoRoom } from '../../../../contracts/video.ts';
import { call } from '../../../api/call.ts';

export type VideoScope = 'upcoming' | 'past';

export const videoKeys = {
  all: ['video'] as const,
  list: (role: TVideoRole, scope: VideoScope, page: number) => ['video', 'list', role, scope, page] as const,
  lists: ['video', 'list'] as const,
  room: (id: number) => ['video', 'room', id] as const,
};

/** Who is waiting changes by the minute: the doctor's list asks again this often while it is open. */
export const DOCTOR_LIST_REFRESH_MS = 10_000;

/** One page of the signed-in party's own consultations (the patient's, or the doctor's). */
export const videoListQuery = (role: TVideoRole, scope: VideoScope, page: number) =>
  queryOptions({
    queryKey: videoKeys.list(role, scope, page),
    queryFn: async ({ signal }) =>
      call(role === 'doctor' ? routes.doctorVideoConsultations : routes.patientVideoConsultations, { query: { scope, page }, signal }),
    refetchInterval: role === 'doctor' ? DOCTOR_LIST_REFRESH_MS : 60_000,
  });

/** The room's page: the consultation, the chat, the conclusion, whether this party may connect now. */
export const videoRoomQuery = (id: number) =>
  queryOptions({
    queryKey: videoKeys.room(id),
    queryFn: async ({ signal }) => (await call(routes.videoRoom, { params: { id }, signal, expected: [404] })).data,
    retry: false,
    // The patient waits on the summary for the doctor's conclusion: it appears without a reload.
    refetchInterval: (query) => (awaitsConclusion(query.state.data) ? CONCLUSION_REFRESH_MS : false),
  });

/** How often an ended visit without a conclusion asks for it again, while its page is open. */
export const CONCLUSION_REFRESH_MS = 15_000;

/** An ended visit whose conclusion the doctor has not written yet (the doctor's own page holds the form). */
export function awaitsConclusion(room: TVideoRoom | undefined): boolean {
  return Boolean(room && room.role === 'patient' && room.status === 'ended' && !room.conclusion);
}

/** Sends a file into the chat; 413 and 415 are the chat's own to explain, so they raise no toast. */
export async function sendVideoFile(id: number, file: File, signal?: AbortSignal): Promise<TVideoMessage> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { browserApi } = await import('../../../api/browser.ts');
  const answer = await browserApi().request<{ data: TVideoMessage }>(routes.sendVideoFile.method, routePath(routes.sendVideoFile, { id }), {
    body,
    signal,
    expected: [409, 413, 415, 422],
  });
  return answer.data;
}

export async function writeConclusion(id: number, input: TVideoConclusionInput): Promise<TVideoConclusion> {
  return (await call(routes.writeVideoConclusion, { params: { id }, body: input, expected: [409, 422] })).data;
}
