import { createSocket, type Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeStun,
  decodeXorAddress,
  encodeStun,
  encodeXorAddress,
  errorCode,
  longTermKey,
  STUN_ATTRIBUTE,
  STUN_CLASS,
  STUN_METHOD,
  UDP_TRANSPORT,
  type StunAddress,
  type StunMessage,
} from './stun.ts';
import { startTurnServer, TURN_SERVER_MISSING, turnRestCredentials, turnServerAvailable, type TurnServer } from './turn-server.ts';

/** Binds a UDP socket on loopback; collects what it receives. */
async function udpSocket(): Promise<{ socket: Socket; port: number; next(what: string): Promise<{ packet: Buffer; from: StunAddress }> }> {
  const socket = createSocket('udp4');
  const queue: { packet: Buffer; from: StunAddress }[] = [];
  const waiting: ((item: { packet: Buffer; from: StunAddress }) => void)[] = [];
  socket.on('message', (packet, from) => {
    const item = { packet, from: { address: from.address, port: from.port } };
    const waiter = waiting.shift();
    if (waiter) waiter(item);
    else queue.push(item);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    socket,
    port: socket.address().port,
    next(what) {
      const item = queue.shift();
      if (item) return Promise.resolve(item);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${what} within 3 s`)), 3_000);
        waiting.push((received) => {
          clearTimeout(timer);
          resolve(received);
        });
      });
    },
  };
}

const ALLOCATE = STUN_METHOD.allocate | STUN_CLASS.request;
const TRANSPORT: [number, Buffer] = [STUN_ATTRIBUTE.requestedTransport, UDP_TRANSPORT];

describe('the TURN server of the tests (coturn)', () => {
  let turn: TurnServer | undefined;
  beforeAll(async () => {
    if (turnServerAvailable()) turn = await startTurnServer();
  });
  afterAll(async () => turn?.stop());

  /** A client socket and its first exchange with the server: the 401 challenge's realm and nonce. */
  async function openSession(server: TurnServer) {
    const client = await udpSocket();
    const ask = async (message: Buffer, what: string): Promise<StunMessage> => {
      client.socket.send(message, server.port, server.host);
      for (;;) {
        const answer = decodeStun((await client.next(what)).packet);
        if (answer?.transactionId.equals(message.subarray(8, 20))) return answer;
      }
    };
    // Unauthenticated: 401 with the realm and a nonce to sign the next request with.
    const challenge = await ask(encodeStun(ALLOCATE, [TRANSPORT]), 'challenge');
    expect(challenge.type).toBe(STUN_METHOD.allocate | STUN_CLASS.error);
    expect(errorCode(challenge)).toBe(401);
    const realm = challenge.attributes.get(STUN_ATTRIBUTE.realm)!.toString();
    const nonce = challenge.attributes.get(STUN_ATTRIBUTE.nonce)!;
    const signed = (method: number, { username, credential }: { username: string; credential: string }, attributes: [number, Buffer][]) =>
      encodeStun(
        method,
        [[STUN_ATTRIBUTE.username, Buffer.from(username)], [STUN_ATTRIBUTE.realm, Buffer.from(realm)], [STUN_ATTRIBUTE.nonce, nonce], ...attributes],
        { integrityKey: longTermKey(username, realm, credential) },
      );
    return { client, ask, realm, signed };
  }

  it('refuses a password not made from the shared secret, and credentials that expired', async ({ skip }) => {
    skip(!turn, TURN_SERVER_MISSING);
    // coturn ties the first username to the client's address: each attempt comes from a socket of its own.
    const wrong = await openSession(turn!);
    const stale = await openSession(turn!);
    try {
      const good = turnRestCredentials(turn!.secret, 'patient-1');
      expect(errorCode(await wrong.ask(wrong.signed(ALLOCATE, { ...good, credential: 'not-the-password' }, [TRANSPORT]), 'wrong password'))).toBe(401);
      const expired = turnRestCredentials(turn!.secret, 'patient-1', -60);
      expect(errorCode(await stale.ask(stale.signed(ALLOCATE, expired, [TRANSPORT]), 'expired'))).toBe(401);
    } finally {
      wrong.client.socket.close();
      stale.client.socket.close();
    }
  });

  it('relays UDP both ways for a client with short-lived credentials made from the shared secret', async ({ skip }) => {
    skip(!turn, TURN_SERVER_MISSING);
    const server = turn!;
    const { client, ask, realm, signed } = await openSession(server);
    const peer = await udpSocket();
    try {
      expect(realm).toBe(server.realm);
      const credentials = turnRestCredentials(server.secret, 'patient-1');

      // Allocate: a relayed address on the server, and the client's own address as the server saw it.
      const allocated = await ask(signed(ALLOCATE, credentials, [TRANSPORT]), 'allocation');
      expect(allocated.type, `error ${errorCode(allocated)}`).toBe(STUN_METHOD.allocate | STUN_CLASS.success);
      const relayed = decodeXorAddress(allocated.attributes.get(STUN_ATTRIBUTE.xorRelayedAddress)!);
      expect(relayed.address).toBe('127.0.0.1');
      expect(relayed.port).not.toBe(server.port);
      expect(decodeXorAddress(allocated.attributes.get(STUN_ATTRIBUTE.xorMappedAddress)!)).toEqual({ address: '127.0.0.1', port: client.port });

      // Permission for the peer, then data through the relay: out to the peer, and back.
      const peerAddress = { address: '127.0.0.1', port: peer.port };
      const permission = await ask(
        signed(STUN_METHOD.createPermission | STUN_CLASS.request, credentials, [[STUN_ATTRIBUTE.xorPeerAddress, encodeXorAddress(peerAddress)]]),
        'permission',
      );
      expect(permission.type).toBe(STUN_METHOD.createPermission | STUN_CLASS.success);
      client.socket.send(
        encodeStun(STUN_METHOD.send | STUN_CLASS.indication, [
          [STUN_ATTRIBUTE.xorPeerAddress, encodeXorAddress(peerAddress)],
          [STUN_ATTRIBUTE.data, Buffer.from('hello through the relay')],
        ]),
        server.port,
        server.host,
      );
      const outbound = await peer.next('data at the peer');
      expect(outbound.packet.toString()).toBe('hello through the relay');
      expect(outbound.from).toEqual(relayed);

      peer.socket.send(Buffer.from('and back'), relayed.port, relayed.address);
      const inbound = decodeStun((await client.next('data indication')).packet)!;
      expect(inbound.type).toBe(STUN_METHOD.data | STUN_CLASS.indication);
      expect(inbound.attributes.get(STUN_ATTRIBUTE.data)!.toString()).toBe('and back');
      expect(decodeXorAddress(inbound.attributes.get(STUN_ATTRIBUTE.xorPeerAddress)!)).toEqual(peerAddress);
    } finally {
      client.socket.close();
      peer.socket.close();
    }
  });
});
