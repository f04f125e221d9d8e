import { BRAND } from '../../contracts/brand.ts';
import type { AppIconShape } from '../../contracts/web-app.ts';
import { imageCodec } from './image-codec.ts';

/** The brand mark, a white "V" on the 64-unit grid the favicon is drawn on. */
const MARK = 'M17 18l15 30 15-30';
/** The mark's middle (its ends and point, stroke included), which a smaller mark is scaled around. */
const MARK_CENTRE = { x: 32, y: 33 };

/**
 * The brand tile as SVG (SPEC §3 brand green, the mark white on it), the one drawing every icon of the site comes from:
 * - `any`: the rounded tile of the favicon and the manifest's ordinary icons (transparent corners);
 * - `maskable`: the whole square green, the mark shrunk to stay inside the middle circle (80 % of the width)
 *   that every platform's mask keeps;
 * - `touch`: the whole square green for iOS, which rounds the corners itself and fills transparency black.
 */
export function appIconSvg(shape: AppIconShape): string {
  const radius = shape === 'any' ? ' rx="14"' : '';
  const scale = shape === 'maskable' ? 0.8 : 1;
  const transform = scale === 1 ? '' : ` transform="translate(${32 - MARK_CENTRE.x * scale} ${32 - MARK_CENTRE.y * scale}) scale(${scale})"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"${radius} fill="${BRAND.green}"/>` +
    `<path d="${MARK}"${transform} fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg>`
  );
}

const rendered = new Map<string, Promise<Buffer>>();

/**
 * The icon as a PNG of `size` pixels square, drawn from {@link appIconSvg} once per process and kept
 * (a few kilobytes each; ~20 ms to draw the largest).
 */
export function appIconPng(shape: AppIconShape, size: number): Promise<Buffer> {
  const key = `${shape}:${size}`;
  let png = rendered.get(key);
  if (!png) {
    // Drawn at the target size (density), not scaled up from 64 pixels: sharp edges at every size.
    png = imageCodec().then((sharp) =>
      sharp(Buffer.from(appIconSvg(shape)), { density: (72 * size) / 64 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    png.catch(() => rendered.delete(key));
    rendered.set(key, png);
  }
  return png;
}
