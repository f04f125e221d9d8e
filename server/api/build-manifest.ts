import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { buildManifest } from '../../contracts/routes/build.ts';
import { register } from './register-route.ts';

/**
 * `GET /build-manifest`: the build this server runs, as its pages know it (React Router's manifest
 * version). Asked per request, so a development server that rebuilds answers its newest build.
 */
export async function buildManifestRoutes(api: FastifyInstance, { getBuild }: { getBuild?: () => Promise<ServerBuild> }): Promise<void> {
  register(api, buildManifest, async () => ({ build_id: getBuild ? (await getBuild()).assets.version : null }));
}
