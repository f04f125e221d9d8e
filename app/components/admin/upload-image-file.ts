import { uploadImage } from '../../../contracts/routes/uploads.ts';
import { MAX_UPLOAD_BYTES } from '../../../contracts/uploads.ts';
import { ApiError } from '../../api/client.ts';
import { call } from '../../api/call.ts';
import type { LooseTranslate } from './use-resource-screen.ts';

const REFUSALS = [413, 415, 422];

/**
 * Sends an image file to the server (docs/decisions/196), which answers the address of the stored WebP. A file
 * over the limit is refused at once, before it is sent, with the words the server would use; a refusal answers
 * its message to show beside the field. Any other failure is already reported by the API client: null.
 */
export async function uploadImageFile(file: File, t: LooseTranslate): Promise<{ url: string } | { error: string } | null> {
  if (file.size > MAX_UPLOAD_BYTES) return { error: t('upload.too.large') };
  try {
    // The declaration documents the body as the file's bytes; the client sends a File as it is.
    const { data } = await call(uploadImage, {
      body: file as unknown as string,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      expected: REFUSALS,
    });
    return { url: data.url };
  } catch (failure) {
    if (failure instanceof ApiError && REFUSALS.includes(failure.status)) return { error: failure.message };
    return null;
  }
}
