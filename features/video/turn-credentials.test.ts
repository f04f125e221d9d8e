import { createSocket, type Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeStun,
  encodeStun,
  errorCode,
  longTermKey,
  STUN_ATTRIBUTE,
  STUN_CLASS,
  STUN_METHOD,
  UDP_TRANSPORT,
  type StunMessage,
} from '../../tests/support/stun.ts';
import { startTurnServer, turnServerAvailable, type TurnServer } from '../../tests/support/turn-server.ts';
import { iceServers } from './ice.ts';

/**
 * What `iceServers` hands a browser, against a real coturn with a shared secret (issue 13, part 5): coturn
 * allocates a relay for those credentials and refuses credentials made with another secret or expired.
 */
function ask(socket: Socket, port: number, packet: Buffer): Promise<StunMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer from coturn within 3 s')), 3_000);
    socket.once('message', (data) => {
      clearTimeout(timer);
      const message = decodeStun(data);
      if (message) resolve(message);
      else reject(new Error('not a STUN answer'));
    });
    socket.send(packet, port, '127.0.0.1');
  });
}

/**
 * A TURN Allocate from one socket (coturn ties its nonce to the client's address): the first request
 * learns the realm and nonce, the second is signed with the credentials.
 */
async function allocate(port: number, username: string, password: string): Promise<StunMessage> {
  const socket = createSocket('udp4');
  try {
    const allocateRequest = STUN_METHOD.allocate | STUN_CLASS.request;
    const transport: [number, Buffer] = [STUN_ATTRIBUTE.requestedTransport, UDP_TRANSPORT];
    const challenge = await ask(socket, port, encodeStun(allocateRequest, [transport]));
    const realm = challenge.attributes.get(STUN_ATTRIBUTE.realm)!;
    const nonce = challenge.attributes.get(STUN_ATTRIBUTE.nonce)!;
    const attributes: [number, Buffer][] = [
      transport,
      [STUN_ATTRIBUTE.username, Buffer.from(username)],
      [STUN_ATTRIBUTE.realm, realm],
      [STUN_ATTRIBUTE.nonce, nonce],
    ];
    return await ask(socket, port, encodeStun(allocateRequest, attributes, { integrityKey: longTermKey(username, realm.toString(), password) }));
  } finally {
    socket.close();
  }
}

describe.runIf(turnServerAvailable())('TURN credentials from a shared secret, against coturn', () => {
  let turn: TurnServer;
  beforeAll(async () => {
    turn = await startTurnServer();
  }, 20_000);
  afterAll(async () => turn?.stop());

  const settings = () => ({ stunUrls: turn.stunUrls, turnUrls: turn.urls, turnSecret: turn.secret });

  it('allocates a relay for the credentials a connection is given', async () => {
    const [, server] = iceServers(settings(), 42, new Date());
    const answer = await allocate(turn.port, server.username!, server.credential!);
    expect(errorCode(answer)).toBeNull();
    expect(answer.type).toBe(STUN_METHOD.allocate | STUN_CLASS.success);
    expect(answer.attributes.has(STUN_ATTRIBUTE.xorRelayedAddress)).toBe(true);
  });

  it('refuses credentials made with another secret, and credentials that expired', async () => {
    const [, forged] = iceServers({ ...settings(), turnSecret: 'not-the-secret' }, 42, new Date());
    expect(errorCode(await allocate(turn.port, forged.username!, forged.credential!))).toBe(401);
    const [, stale] = iceServers(settings(), 42, new Date(Date.now() - 2 * 3_600_000));
    expect(errorCode(await allocate(turn.port, stale.username!, stale.credential!))).toBe(401);
  });
});
