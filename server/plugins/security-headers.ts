import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { VIDEO_PLAYER_ORIGINS } from '../../contracts/rich-text.ts';

export interface SecurityHeadersOptions {
  /** Send the Content-Security-Policy (off in development: Vite's client injects inline scripts). */
  contentSecurityPolicy: boolean;
  /** `https://tile.openstreetmap.org/{z}/{x}/{y}.png`: its host may serve images. */
  mapTileUrl?: string;
  /** With a tag manager id, the tag manager and analytics hosts are allowed too. */
  gtmId?: string;
  /** Payment providers' checkout pages our forms post to (LiqPay when its keys are set; docs/decisions/150). */
  formActionOrigins?: string[];
}

const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: ['https://www.googletagmanager.com'],
};

/** The origin of a tile URL template; a `{s}` subdomain placeholder becomes a wildcard. */
export function tileOrigin(template: string | undefined): string | undefined {
  if (!template) return undefined;
  try {
    const url = new URL(template.replace('{s}.', 'sub-domain-placeholder.'));
    // Only a tile server has an origin to allow; a `data:` image is allowed by img-src already.
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return `${url.protocol}//${url.host.replace('sub-domain-placeholder.', '*.')}`;
  } catch {
    return undefined;
  }
}

/**
 * ARCHITECTURE §3: only our origin plus the configured map tiles and tag manager. One text for every answer, made
 * once (docs/decisions/297): no inline script runs but a page's own, which the page allows by its hashes
 * ({@link withScriptHashes}).
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions): string {
  const tiles = tileOrigin(options.mapTileUrl);
  const gtm = options.gtmId ? TAG_MANAGER : { script: [], img: [], connect: [], frame: [] };
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...gtm.script]],
    ['script-src-attr', ["'none'"]],
    // Mantine sets CSS variables through style attributes and <style> elements.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...gtm.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...gtm.connect]],
    ['media-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    // Videos staff embed in a text play in their host's player (contracts/rich-text.ts, docs/decisions/284).
    ['frame-src', ["'self'", ...VIDEO_PLAYER_ORIGINS, ...gtm.frame]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(options.formActionOrigins ?? [])]],
    ['frame-ancestors', ["'none'"]],
    // No upgrade-insecure-requests: on plain HTTP (localhost) it would send the browser to https for every asset.
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
}

/** A page's policy: its inline scripts allowed by their hashes (app/script-hashes.server.ts, docs/decisions/174). */
export function withScriptHashes(policy: string, hashes: string): string {
  return hashes ? policy.replace(/(^|;)script-src 'self'/, `$1script-src 'self' ${hashes}`) : policy;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Powerful browser features nobody on our pages needs: off for us and for anything we embed, so an
 * injected script or a third-party frame cannot ask for them either.
 */
const FEATURES_OFF = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/**
 * Camera, microphone and screen sharing only for our own origin, where the video room lives (docs/decisions/173,
 * 218); never for frames such as the tag manager's. Autoplay, fullscreen and picture-in-picture keep the browser's
 * default (our origin only), which a video call may use.
 */
export const PERMISSIONS_POLICY = ['camera=(self)', 'microphone=(self)', 'display-capture=(self)', ...FEATURES_OFF.map((feature) => `${feature}=()`)].join(
  ', ',
);

/** Helmet's headers, the CSP, the Permissions-Policy, and HSTS only on requests that reached us over HTTPS. */
export async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const policy = options.contentSecurityPolicy ? contentSecurityPolicy(options) : null;
  app.addHook('onRequest', async (request, reply) => {
    if (policy) reply.header('content-security-policy', policy);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
Object.defineProperty(securityHeaders, Symbol.for('skip-override'), { value: true });
