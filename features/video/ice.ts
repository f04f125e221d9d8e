import { createHmac } from 'node:crypto';
import type { TVideoIceServer } from '../../contracts/video.ts';

/** STUN and TURN servers from the settings (`STUN_URLS`, `TURN_URLS`, `TURN_USERNAME` / `TURN_CREDENTIAL` or `TURN_SECRET`). */
export interface IceSettings {
  stunUrls: readonly string[];
  turnUrls: readonly string[];
  turnUsername?: string;
  turnCredential?: string;
  /** coturn's `static-auth-secret`: each connection gets its own short-lived credentials. */
  turnSecret?: string;
  /** Media only through TURN (`TURN_RELAY_ONLY=1`): the browsers are told to use relay candidates alone. */
  relayOnly?: boolean;
}

/** How long TURN credentials made from the shared secret stay valid. */
export const TURN_CREDENTIAL_SECONDS = 60 * 60;

/**
 * The ICE servers a browser is given on connecting. With a shared secret, credentials are made as coturn's
 * REST API expects them: the username is `<expiry, unix seconds>:<user id>`, the password the base64 of
 * HMAC-SHA1(secret, username). Nothing configured: none (host candidates still connect on one network).
 */
export function iceServers(settings: IceSettings, userId: number, now: Date): TVideoIceServer[] {
  const servers: TVideoIceServer[] = [];
  if (settings.stunUrls.length) servers.push({ urls: [...settings.stunUrls] });
  if (!settings.turnUrls.length) return servers;
  if (settings.turnSecret) {
    const username = `${Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_SECONDS}:${userId}`;
    const credential = createHmac('sha1', settings.turnSecret).update(username).digest('base64');
    servers.push({ urls: [...settings.turnUrls], username, credential });
  } else if (settings.turnUsername && settings.turnCredential) {
    servers.push({ urls: [...settings.turnUrls], username: settings.turnUsername, credential: settings.turnCredential });
  } else {
    servers.push({ urls: [...settings.turnUrls] });
  }
  return servers;
}

/** What the browsers' `RTCPeerConnection` is told to gather: `relay` when the deployment allows TURN alone. */
export function iceTransportPolicy(settings: IceSettings): 'relay' | undefined {
  return settings.relayOnly ? 'relay' : undefined;
}

/** Relay-only without a TURN server could never connect a call: the start stops with a clear message instead. */
export function checkIceSettings(settings: IceSettings): void {
  if (settings.relayOnly && !settings.turnUrls.length) throw new Error('TURN_RELAY_ONLY is set, but TURN_URLS is empty: relay-only calls need a TURN server');
}

/** A comma-separated list of addresses; blanks dropped. */
export function urlList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}
