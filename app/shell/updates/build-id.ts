/**
 * The build this page runs: React Router's manifest version, a hash of the client manifest, so every build
 * that changes any browser file has a new one. The server answers the same value for its build
 * (`GET /api/v1/build-manifest`), so a difference means a new build was deployed under the page.
 */
export function currentBuildId(): string | null {
  if (typeof window === 'undefined') return null;
  const manifest = (window as { __reactRouterManifest?: { version?: unknown } }).__reactRouterManifest;
  return typeof manifest?.version === 'string' ? manifest.version : null;
}
