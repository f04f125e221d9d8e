import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkIceSettings, iceServers, iceTransportPolicy, TURN_CREDENTIAL_SECONDS, urlList } from './ice.ts';
import { cleanFileName, sniffVideoFileType } from './file-types.ts';

const now = new Date('2025-06-01T10:00:00Z');
const none = { stunUrls: [], turnUrls: [] };

describe('ICE servers from the settings', () => {
  it('are none when nothing is configured, and STUN alone when only STUN is', () => {
    expect(iceServers(none, 7, now)).toEqual([]);
    expect(iceServers({ ...none, stunUrls: urlList(' stun:a:3478, ,stun:b ') }, 7, now)).toEqual([{ urls: ['stun:a:3478', 'stun:b'] }]);
  });

  it('give static TURN credentials as configured', () => {
    expect(iceServers({ ...none, turnUrls: ['turn:t:3478'], turnUsername: 'u', turnCredential: 'p' }, 7, now)).toEqual([
      { urls: ['turn:t:3478'], username: 'u', credential: 'p' },
    ]);
  });

  it("make short-lived TURN credentials from a shared secret the way coturn's REST API checks them", () => {
    const [server] = iceServers({ ...none, turnUrls: ['turn:t:3478'], turnUsername: 'ignored', turnCredential: 'ignored', turnSecret: 's3cret' }, 42, now);
    const expiry = now.getTime() / 1000 + TURN_CREDENTIAL_SECONDS;
    expect(server.username).toBe(`${expiry}:42`);
    expect(server.credential).toBe(createHmac('sha1', 's3cret').update(`${expiry}:42`).digest('base64'));
  });
});

describe('relay only', () => {
  it('tells the browsers to gather relay candidates alone when set, and nothing otherwise', () => {
    expect(iceTransportPolicy({ ...none, turnUrls: ['turn:t:3478'], relayOnly: true })).toBe('relay');
    expect(iceTransportPolicy({ ...none, turnUrls: ['turn:t:3478'] })).toBeUndefined();
  });

  it('stops the start when there is no TURN server to relay through', () => {
    expect(() => checkIceSettings({ ...none, stunUrls: ['stun:a'], relayOnly: true })).toThrow(/TURN_RELAY_ONLY.*TURN_URLS/);
    expect(() => checkIceSettings({ ...none, turnUrls: ['turn:t:3478'], relayOnly: true })).not.toThrow();
  });
});

describe('chat files', () => {
  it('are typed by their bytes, not by what they call themselves', () => {
    expect(sniffVideoFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffVideoFileType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffVideoFileType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffVideoFileType(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0'))).toBe('image/heic');
    expect(sniffVideoFileType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffVideoFileType(Buffer.from('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffVideoFileType(Buffer.from('\0\0\0\x18ftypmp42'))).toBeNull();
  });

  it('keep a clean name', () => {
    expect(cleanFileName('C:\\fakepath\\аналіз "крові".pdf', 'application/pdf')).toBe('аналіз крові.pdf');
    expect(cleanFileName('../../etc/passwd\n', 'image/png')).toBe('passwd');
    expect(cleanFileName('', 'image/jpeg')).toBe('file.jpeg');
  });
});
