import { z } from 'zod';
import { route } from './define.ts';

export const ZBuildManifest = z.object({
  build_id: z
    .string()
    .nullable()
    .describe(
      'the running build: a hash of its client manifest, also `window.__reactRouterManifest.version` in its pages; null on a server without pages (API only)',
    ),
});
export type TBuildManifest = z.output<typeof ZBuildManifest>;

/** SPEC §7 "GET build manifest (latest build id)": polled by open pages to notice a deployment. */
export const buildManifest = route({
  method: 'GET',
  path: 'build-manifest',
  access: { anyone: true },
  noStore: true,
  answer: { status: 200, schema: ZBuildManifest, description: 'the id of the build this server runs' },
  operationId: 'buildManifest',
  summary: 'The running build id',
  description: 'Open pages compare it with their own to reload after a deployment (docs/decisions/255).',
  tag: 'fixed',
});
