import { type VIDEO_FILE_TYPES } from '../../contracts/video.ts';

type VideoFileType = (typeof VIDEO_FILE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
/** ISO base media brands of HEIF/HEIC still images. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * What a chat file really is, read from its first bytes, never from the name or the header the browser
 * sent: one of `VIDEO_FILE_TYPES`, or null for anything else.
 */
export function sniffVideoFileType(bytes: Uint8Array): VideoFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** A file name safe to show and to put in Content-Disposition: no path, no control characters, at most 150 characters. */
export function cleanFileName(name: string | undefined, type: VideoFileType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';

  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-150);
  return clean || `file.${type === 'application/pdf' ? 'pdf' : type.slice('image/'.length)}`;
}
