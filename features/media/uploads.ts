import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { OutputInfo } from 'sharp';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_SIDE, UPLOAD_VARIANT_WIDTHS, type TUploadedImage } from '../../contracts/uploads.ts';
import type { Db } from '../../db/client.ts';
import { uploaded_files } from '../../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { imageCodec } from './image-codec.ts';

export const UPLOADS_PATH = '/media/uploads/';

/** 413: larger than the limit, said in the caller's language with the limit. */
export class UploadTooLargeError extends DomainError {
  constructor() {
    super(413, 'upload.too.large');
  }
}

/** 415: not one of the image types we take, or a file that does not decode as one. */
export class NotAnImageError extends DomainError {
  constructor() {
    super(415, 'upload.not.image');
  }
}

/** One of the image types we take, or bytes of no stated type (the decoder then decides). */
export const isUploadType = (type: string | undefined): boolean =>
  [...UPLOAD_IMAGE_TYPES, 'application/octet-stream'].some((accepted) => type?.split(';')[0].trim().toLowerCase() === accepted);

/**
 * Stores an uploaded image (docs/decisions/196): decoded and re-encoded, so only pixels are kept (no
 * metadata, no script hidden in a file), turned upright, at most 1600 px a side, as WebP. Content-addressed:
 * the same picture twice is one row.
 */
export async function storeImage(db: Db, file: Buffer, uploadedBy: number | null): Promise<TUploadedImage> {
  if (file.length > MAX_UPLOAD_BYTES) throw new UploadTooLargeError();
  const sharp = await imageCodec();
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(file, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new NotAnImageError();
  }
  const name = `${createHash('sha256').update(output.data).digest('hex').slice(0, 32)}.webp`;
  await db
    .insert(uploaded_files)
    .values({
      name,
      content_type: 'image/webp',
      bytes: output.data.length,
      width: output.info.width,
      height: output.info.height,
      data: output.data,
      uploaded_by: uploadedBy,
    })
    .onConflictDoNothing({ target: uploaded_files.name });
  return { url: `${UPLOADS_PATH}${name}`, width: output.info.width, height: output.info.height, bytes: output.data.length };
}

/** A stored image by its file name, or undefined. */
export async function readUpload(db: Db, name: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  if (!/^[0-9a-f]{32}\.webp$/.test(name)) return undefined;
  const [row] = await db
    .select({ contentType: uploaded_files.content_type, data: uploaded_files.data })
    .from(uploaded_files)
    .where(eq(uploaded_files.name, name));
  return row;
}

const variants = new Map<string, Buffer>();
/** Variants kept in memory (about 60 KB each at 960 px): the popular images of a page; a CDN keeps the rest. */
const VARIANTS_KEPT = 256;

/**
 * A stored image narrowed to one of {@link UPLOAD_VARIANT_WIDTHS} (never widened), or undefined for an unknown
 * image or width. Made on the first request and kept in memory; the address is as immutable as the image's.
 */
export async function readUploadVariant(db: Db, name: string, width: number): Promise<{ contentType: string; data: Buffer } | undefined> {
  if (!(UPLOAD_VARIANT_WIDTHS as readonly number[]).includes(width)) return undefined;
  const key = `${name}:${width}`;
  const kept = variants.get(key);
  if (kept) return { contentType: 'image/webp', data: kept };
  const original = await readUpload(db, name);
  if (!original) return undefined;
  const sharp = await imageCodec();
  const data = await sharp(original.data).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  if (variants.size >= VARIANTS_KEPT) variants.delete(variants.keys().next().value as string);
  variants.set(key, data);
  return { contentType: 'image/webp', data };
}

/** How many uploads are stored, and their size (for the operations page and tests). */
export async function uploadStats(db: Db): Promise<{ count: number; bytes: number }> {
  const [row] = await db.select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(bytes), 0)::int` }).from(uploaded_files);
  return row;
}
