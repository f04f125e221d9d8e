import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { VIDEO_PLAYER_ORIGINS } from '../../contracts/rich-text.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The per-request nonce that lets React Router's inline hydration scripts run under the CSP. */
    cspNonce: string;
  }
}

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

/** ARCHITECTURE §3: only our origin plus the configured map tiles and tag manager. */
export function cspDirectives(options: SecurityHeadersOptions, nonceOf: (res: ServerResponse) => string) {
  const tiles = tileOrigin(options.mapTileUrl);
  const gtm = options.gtmId ? TAG_MANAGER : { script: [], img: [], connect: [], frame: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", (_req: unknown, res: ServerResponse) => `'nonce-${nonceOf(res)}'`, ...gtm.script],
    scriptSrcAttr: ["'none'"],
    // Mantine sets CSS variables through style attributes and <style> elements.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...gtm.img],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...gtm.connect],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    // Videos staff embed in a text play in their host's player (contracts/rich-text.ts, docs/decisions/284).
    frameSrc: ["'self'", ...VIDEO_PLAYER_ORIGINS, ...gtm.frame],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...(options.formActionOrigins ?? [])],
    frameAncestors: ["'none'"],
    // Not on plain HTTP (localhost): it would send the browser to https for every asset.
    upgradeInsecureRequests: null,
  };
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

/** Helmet's headers, a nonce-based CSP, the Permissions-Policy, and HSTS only on requests that reached us over HTTPS. */
export async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const nonces = new WeakMap<ServerResponse, string>();
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    nonces.set(reply.raw, request.cspNonce);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  await app.register(helmet, {
    contentSecurityPolicy: options.contentSecurityPolicy ? { useDefaults: false, directives: cspDirectives(options, (res) => nonces.get(res) ?? '') } : false,
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
Object.defineProperty(securityHeaders, Symbol.for('skip-override'), { value: true });
