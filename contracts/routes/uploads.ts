import { z } from 'zod';
import { ZUploadedImage } from '../uploads.ts';
import { route } from './define.ts';

export const uploadImage = route({
  method: 'POST',
  path: 'uploads/images',
  access: { accounts: ['user', 'partner'] },
  body: z.string().describe('the image file itself (JPEG, PNG, WebP or AVIF, at most 5 MB), not a form'),
  bodyUnchecked: true,
  requestContentType: 'image/jpeg',
  answer: { status: 201, schema: z.object({ data: ZUploadedImage }), description: 'the stored image' },
  noStore: true,
  operationId: 'uploadImage',
  summary: 'Upload an image (a photo, a logo)',
  description:
    'Staff and partners send the file as the body with its own Content-Type. The image is re-encoded to WebP of at most 1600 px a side, without metadata; the answer gives its address for a record field.',
  tag: 'uploads',
  errors: { 413: 'the file is larger than 5 MB (upload.too.large)', 415: 'not a JPEG, PNG, WebP or AVIF image (upload.not.image)' },
});
