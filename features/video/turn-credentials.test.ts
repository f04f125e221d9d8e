import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iceServers } from './ice.ts';

/**
 * The short-lived TURN credentials of `iceServers` against a real coturn with a shared secret (issue 13,
 * part 5): coturn allocates a relay for them and refuses a wrong secret and an expired username. A TURN
 * Allocate is spoken here byte by byte over UDP on loopback (RFC 5389 / 5766 long-term credentials).
 */
const TURNSERVER = '/usr/bin/turnserver';
const SECRET = randomBytes(12).toString('hex');
const REALM = 'vizyt.test';
const MAGIC = 0x2112a442;
const ATTRIBUTE = { username: 0x0006, integrity: 0x0008, error: 0x0009, realm: 0x0014, nonce: 0x0015, transport: 0x0019, relayed: 0x0016 } as const;

function attribute(type: number, value: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(type, 0);
  head.writeUInt16BE(value.length, 2);
  return Buffer.concat([head, value, Buffer.alloc((4 - (value.length % 4)) % 4)]);
}

function message(type: number, id: Buffer, attributes: Buffer[], integrityKey?: Buffer): Buffer {
  const body = Buffer.concat(attributes);
  const header = Buffer.alloc(20);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(body.length + (integrityKey ? 24 : 0), 2);
  header.writeUInt32BE(MAGIC, 4);
  id.copy(header, 8);
  const unsigned = Buffer.concat([header, body]);
  if (!integrityKey) return unsigned;
  return Buffer.concat([unsigned, attribute(ATTRIBUTE.integrity, createHmac('sha1', integrityKey).update(unsigned).digest())]);
}

function parse(data: Buffer) {
  const attributes = new Map<number, Buffer>();
  for (let offset = 20; offset + 4 <= data.length; ) {
    const type = data.readUInt16BE(offset);
    const length = data.readUInt16BE(offset + 2);
    attributes.set(type, data.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length + ((4 - (length % 4)) % 4);
  }
  const error = attributes.get(ATTRIBUTE.error);
  return { type: data.readUInt16BE(0), attributes, errorCode: error ? error[2] * 100 + error[3] : null };
}

function ask(socket: Socket, port: number, request: Buffer): Promise<ReturnType<typeof parse>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer from coturn')), 3_000);
    socket.once('message', (data) => {
      clearTimeout(timer);
      resolve(parse(data));
    });
    socket.send(request, port, '127.0.0.1');
  });
}

/** A TURN Allocate with the given credentials: the first request learns the realm and nonce, the second signs. */
async function allocate(port: number, username: string, password: string) {
  const socket = createSocket('udp4');
  try {
    const transport = attribute(ATTRIBUTE.transport, Buffer.from([17, 0, 0, 0]));
    const challenge = await ask(socket, port, message(0x0003, randomBytes(12), [transport]));
    const realm = challenge.attributes.get(ATTRIBUTE.realm)!;
    const nonce = challenge.attributes.get(ATTRIBUTE.nonce)!;
    const key = createHash('md5').update(`${username}:${realm.toString()}:${password}`).digest();
    return await ask(socket, port, message(0x0003, randomBytes(12), [transport, attribute(ATTRIBUTE.username, Buffer.from(username)), attribute(ATTRIBUTE.realm, realm), attribute(ATTRIBUTE.nonce, nonce)], key));
  } finally {
    socket.close();
  }
}

describe.runIf(existsSync(TURNSERVER))('TURN credentials from a shared secret, against coturn', () => {
  let coturn: ChildProcess;
  const port = randomInt(20_000, 30_000);

  beforeAll(async () => {
    const relayFrom = port + 1;
    coturn = spawn(
      TURNSERVER,
      [
        '-n', '--listening-ip=127.0.0.1', `--listening-port=${port}`, '--relay-ip=127.0.0.1', `--min-port=${relayFrom}`, `--max-port=${relayFrom + 50}`,
        '--use-auth-secret', `--static-auth-secret=${SECRET}`, `--realm=${REALM}`, '--no-tls', '--no-dtls', '--no-cli', '--allow-loopback-peers', '--log-file=stdout', '--simple-log',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Ready once it answers a binding request.
    const until = Date.now() + 10_000;
    for (;;) {
      const socket = createSocket('udp4');
      try {
        const answer = await ask(socket, port, message(0x0001, randomBytes(12), []));
        if (answer.type === 0x0101) break;
      } catch (error) {
        if (Date.now() > until) throw error;
      } finally {
        socket.close();
      }
    }
  }, 20_000);
  afterAll(() => {
    coturn?.kill();
  });

  const settings = { stunUrls: [], turnUrls: [`turn:127.0.0.1:${port}?transport=udp`], turnSecret: SECRET };

  it('allocates a relay for the credentials a connection is given', async () => {
    const [server] = iceServers(settings, 42, new Date());
    const answer = await allocate(port, server.username!, server.credential!);
    expect(answer.errorCode).toBeNull();
    expect(answer.type).toBe(0x0103);
    expect(answer.attributes.has(ATTRIBUTE.relayed)).toBe(true);
  });

  it('refuses credentials made with another secret, and credentials that expired', async () => {
    const [forged] = iceServers({ ...settings, turnSecret: 'not-the-secret' }, 42, new Date());
    expect((await allocate(port, forged.username!, forged.credential!)).errorCode).toBe(401);
    const [stale] = iceServers(settings, 42, new Date(Date.now() - 2 * 3_600_000));
    expect((await allocate(port, stale.username!, stale.credential!)).errorCode).toBe(401);
  });
});
