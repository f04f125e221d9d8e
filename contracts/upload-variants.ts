// Apart from uploads.ts and its schemas: pages that show an uploaded image need only these, not the validator.

/** The widest side of a stored upload: the server re-encodes larger images down to it (docs/decisions/196). */
export const UPLOAD_MAX_SIDE = 1600;

/**
 * Narrower copies of an uploaded image for phones and small columns (`/media/uploads/<name>?w=480`), made from
 * the stored image on first request and cached for good like it; the stored image is the widest (up to 1600 px).
 */
export const UPLOAD_VARIANT_WIDTHS = [480, 960] as const;

/** The `srcset` of an uploaded image: its narrower copies and itself (at most {@link UPLOAD_MAX_SIDE} wide). */
export const uploadedImageSrcSet = (src: string): string =>
  [...UPLOAD_VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`), `${src} ${UPLOAD_MAX_SIDE}w`].join(', ');
