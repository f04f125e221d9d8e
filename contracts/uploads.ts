import { z } from 'zod';

/**
 * Images staff and partners upload (doctor photos, clinic logos): at most 5 MB as sent, JPEG, PNG, WebP or
 * AVIF. The server re-encodes each to WebP no larger than 1600 px a side, without its metadata (a phone
 * photo's location never reaches the site), and answers its address (docs/decisions/196).
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export { UPLOAD_MAX_SIDE, UPLOAD_VARIANT_WIDTHS, uploadedImageSrcSet } from './upload-variants.ts';

/** Megabytes as people read them, for the "file too large" message. */
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;

export const ZUploadedImage = z.object({
  url: z.string().describe('address of the stored image under /media/uploads/, served with immutable caching'),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int().describe('size of the stored WebP'),
});
export type TUploadedImage = z.output<typeof ZUploadedImage>;
