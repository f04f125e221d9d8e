import { z } from 'zod';

/**
 * Images staff and partners upload (doctor photos, clinic logos): at most 5 MB as sent, JPEG, PNG, WebP or
 * AVIF. The server re-encodes each to WebP no larger than 1600 px a side, without its metadata (a phone
 * photo's location never reaches the site), and answers its address (docs/decisions/196).
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const UPLOAD_MAX_SIDE = 1600;

/**
 * Narrower copies of an uploaded image for phones and small columns (`/media/uploads/<name>?w=480`), made from
 * the stored image on first request and cached for good like it; the stored image is the widest (up to 1600 px).
 */
export const UPLOAD_VARIANT_WIDTHS = [480, 960] as const;

/** The `srcset` of an uploaded image: its narrower copies and itself (at most {@link UPLOAD_MAX_SIDE} wide). */
export const uploadedImageSrcSet = (src: string): string =>
  [...UPLOAD_VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`), `${src} ${UPLOAD_MAX_SIDE}w`].join(', ');

/** Megabytes as people read them, for the "file too large" message. */
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;

export const ZUploadedImage = z.object({
  url: z.string().describe('address of the stored image under /media/uploads/, served with immutable caching'),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int().describe('size of the stored WebP'),
});
export type TUploadedImage = z.output<typeof ZUploadedImage>;
