import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders, tileOrigin } from './security-headers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(securityHeaders, { contentSecurityPolicy: true });
  app.get('/page', async () => 'ok');
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

/** `camera=(self), usb=()` as a map from feature to its allow-list. */
function parsePolicy(header: string): Map<string, string> {
  return new Map(
    header.split(',').map((entry) => {
      const [feature, allow] = entry.trim().split('=');
      return [feature, allow] as const;
    }),
  );
}

describe('Permissions-Policy', () => {
  it('lets only our own origin use the camera and the microphone', async () => {
    const response = await app.inject({ method: 'GET', url: '/page' });
    const policy = parsePolicy(String(response.headers['permissions-policy']));
    expect(policy.get('camera')).toBe('(self)');
    expect(policy.get('microphone')).toBe('(self)');
    expect(policy.get('display-capture')).toBe('(self)');
  });

  it('turns every other powerful feature off, for us and for frames', async () => {
    const policy = parsePolicy(String((await app.inject({ method: 'GET', url: '/page' })).headers['permissions-policy']));
    for (const feature of ['geolocation', 'payment', 'usb', 'serial', 'hid', 'bluetooth', 'midi', 'browsing-topics']) {
      expect(policy.get(feature), feature).toBe('()');
    }
    const allowed = [...policy].filter(([, allow]) => allow !== '()').map(([feature]) => feature);
    expect(allowed.sort()).toEqual(['camera', 'display-capture', 'microphone']);
  });

  it('is sent on error answers too', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['permissions-policy']).toContain('camera=(self)');
  });
});

describe('tileOrigin', () => {
  it('names the origin of a tile server, a subdomain placeholder as a wildcard, and none for a data: image', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tiles.example/{z}/{x}/{y}.png')).toBe('https://*.tiles.example');
    expect(tileOrigin('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
  });
});
