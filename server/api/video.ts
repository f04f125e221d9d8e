import type { FastifyInstance } from 'fastify';
import { APPOINTMENT_READ_PERMISSION } from '../../contracts/appointment-decisions.ts';
import { VIDEO_FILE_MAX_BYTES } from '../../contracts/video.ts';
import {
  doctorVideoConsultations,
  patientVideoConsultations,
  sendVideoFile,
  staffVideoRoom,
  videoFile,
  videoRoom,
  writeVideoConclusion,
} from '../../contracts/routes/video.ts';
import { hasPermissions, type SessionUser } from '../../features/accounts/permissions.ts';
import { UnauthorizedError, ValidationError } from '../../features/errors.ts';
import type { Services } from '../../features/services.ts';
import { createVideoHub, failureOf } from '../../features/video/hub.ts';
import type { SentFile } from '../../features/video/service.ts';
import type { Config } from '../config.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';
import { videoSignalRoute } from './video-signal.ts';

const signedIn = (user: SessionUser | null): SessionUser => {
  if (!user) throw new UnauthorizedError();
  return user;
};

/** Reads the multipart form of a chat file (the platform's own parser; the body was read as bytes). */
async function readFileForm(body: unknown, contentType: string | undefined): Promise<SentFile> {
  if (!Buffer.isBuffer(body) || !contentType) throw new ValidationError({ file: ['validation.required'] });
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(body)]), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ValidationError({ file: ['validation.required'] });
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw new ValidationError({ file: ['validation.required'] });
  const caption = form.get('text');
  return { name: file.name, data: Buffer.from(await file.arrayBuffer()), caption: typeof caption === 'string' ? caption : null };
}

/** `Content-Disposition` with the name in both the plain and the RFC 5987 form. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const plain = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Video consultations (docs/decisions/214–217): the lists and room of the two parties, chat files, the
 * doctor's conclusion, the staff's read, and the signaling socket with this app instance's hub.
 */
export async function videoRoutes(api: FastifyInstance, { services, config }: { services: Services; config: Config }): Promise<void> {
  const { video } = services;
  const hub = createVideoHub({ database: services.database, video, ice: config, log: api.log });
  api.addHook('onReady', () => hub.start());
  api.addHook('onClose', () => hub.stop());

  register(api, patientVideoConsultations, async ({ user, query, request }) => video.listForPatient(user, query, requestLocale(request)));
  register(api, doctorVideoConsultations, async ({ user, query, request }) => video.listForDoctor(user, query, requestLocale(request)));
  register(api, videoRoom, async ({ user, params, request }) => ({ data: await video.room(signedIn(user), params.id, requestLocale(request)) }));

  // The form is read as bytes up to twice the limit, so a file a little too large is told so in our words.
  api.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: VIDEO_FILE_MAX_BYTES * 2 + 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  register(api, sendVideoFile, async ({ user, params, request }) => {
    const message = await video.sendFile(signedIn(user), params.id, () => readFileForm(request.body, request.headers['content-type']));
    await hub.announce(params.id, { type: 'chat', message }).catch((error: unknown) => request.log.warn(failureOf(error), 'video file announce failed'));
    return { data: message };
  });

  register(api, videoFile, async ({ user, params, reply }) => {
    const caller = signedIn(user);
    const file = await video.file(caller, params.id, params.fileId, hasPermissions(caller, APPOINTMENT_READ_PERMISSION));
    return reply
      .header('content-type', file.type)
      .header('content-disposition', disposition(file.type.startsWith('image/') ? 'inline' : 'attachment', file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'no-store')
      .send(file.data);
  });

  register(api, writeVideoConclusion, async ({ user, params, body }) => ({ data: await video.writeConclusion(signedIn(user), params.id, body) }));
  register(api, staffVideoRoom, async ({ user, params, request }) => ({ data: await video.staffRoom(user, params.id, requestLocale(request)) }));

  await api.register(videoSignalRoute, { services, config, hub });
}
