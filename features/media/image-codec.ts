import type SharpFunction from 'sharp';

/**
 * The image codec (sharp, over libvips), loaded when a worker first draws or re-encodes an image
 * (docs/decisions/319): loading it costs a process about 25 MB resident, which a worker that only serves pages
 * and lists never needs.
 */
let loading: Promise<typeof SharpFunction> | undefined;

export function imageCodec(): Promise<typeof SharpFunction> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
