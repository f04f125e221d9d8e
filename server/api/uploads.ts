import type { FastifyInstance } from 'fastify';
import { uploadImage } from '../../contracts/routes/uploads.ts';
import { MAX_UPLOAD_BYTES } from '../../contracts/uploads.ts';
import { isUploadType, NotAnImageError, storeImage, UploadTooLargeError } from '../../features/media/uploads.ts';
import type { Services } from '../../features/services.ts';
import { register } from './register-route.ts';

/**
 * `POST /uploads/images`: the file as the body. Bodies of the image types are read as bytes, up to twice the
 * limit (a larger body is cut off unread: server/plugins/errors.ts answers it with the same "file too large").
 */
export async function uploadRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  // Every image type is read (one we do not take answers 415, not a bare 400), and so are untyped files.
  const readBytes = (_request: unknown, body: string | Buffer, done: (error: Error | null, body?: unknown) => void) => done(null, body);
  api.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES * 2 }, readBytes);
  api.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES * 2 }, readBytes);
  register(api, uploadImage, async ({ request, user }) => {
    if (!isUploadType(request.headers['content-type'])) throw new NotAnImageError();
    const body = request.body;
    if (!Buffer.isBuffer(body)) throw new NotAnImageError();
    if (body.length > MAX_UPLOAD_BYTES) throw new UploadTooLargeError();
    return { data: await storeImage(services.database.db, body, user.id) };
  });
}
