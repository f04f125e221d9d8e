import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Just enough STUN/TURN (RFC 5389, RFC 5766) to talk to a TURN server from a test over `node:dgram`:
 * build a request with attributes and MESSAGE-INTEGRITY, read a response's attributes and addresses.
 */

const MAGIC_COOKIE = 0x2112a442;
const HEADER_BYTES = 20;

export const STUN_METHOD = { binding: 0x001, allocate: 0x003, refresh: 0x004, send: 0x006, data: 0x007, createPermission: 0x008 } as const;
export const STUN_CLASS = { request: 0x000, indication: 0x010, success: 0x100, error: 0x110 } as const;
export const STUN_ATTRIBUTE = {
  username: 0x0006,
  messageIntegrity: 0x0008,
  errorCode: 0x0009,
  lifetime: 0x000d,
  xorPeerAddress: 0x0012,
  data: 0x0013,
  realm: 0x0014,
  nonce: 0x0015,
  xorRelayedAddress: 0x0016,
  requestedTransport: 0x0019,
  xorMappedAddress: 0x0020,
} as const;

export interface StunMessage {
  type: number;
  transactionId: Buffer;
  attributes: Map<number, Buffer>;
}

export interface StunAddress {
  address: string;
  port: number;
}

function attribute(type: number, value: Buffer): Buffer {
  const padded = Buffer.alloc(4 + Math.ceil(value.length / 4) * 4);
  padded.writeUInt16BE(type, 0);
  padded.writeUInt16BE(value.length, 2);
  value.copy(padded, 4);
  return padded;
}

/**
 * A STUN message of `type` with the attributes in order; with `integrityKey`, MESSAGE-INTEGRITY last
 * (HMAC-SHA1 over the message whose length already counts the integrity attribute).
 */
export function encodeStun(
  type: number,
  attributes: readonly [number, Buffer][],
  { integrityKey, transactionId = randomBytes(12) }: { integrityKey?: Buffer; transactionId?: Buffer } = {},
): Buffer {
  const body = Buffer.concat(attributes.map(([kind, value]) => attribute(kind, value)));
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(body.length + (integrityKey ? 24 : 0), 2);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(header, 8);
  const message = Buffer.concat([header, body]);
  if (!integrityKey) return message;
  const integrity = createHmac('sha1', integrityKey).update(message).digest();
  return Buffer.concat([message, attribute(STUN_ATTRIBUTE.messageIntegrity, integrity)]);
}

export function decodeStun(packet: Buffer): StunMessage | null {
  if (packet.length < HEADER_BYTES || packet.readUInt32BE(4) !== MAGIC_COOKIE) return null;
  const length = packet.readUInt16BE(2);
  const attributes = new Map<number, Buffer>();
  for (let offset = HEADER_BYTES; offset + 4 <= HEADER_BYTES + length;) {
    const kind = packet.readUInt16BE(offset);
    const size = packet.readUInt16BE(offset + 2);
    attributes.set(kind, packet.subarray(offset + 4, offset + 4 + size));
    offset += 4 + Math.ceil(size / 4) * 4;
  }
  return { type: packet.readUInt16BE(0), transactionId: packet.subarray(8, 20), attributes };
}

/** An XOR-…-ADDRESS attribute's value (IPv4 only: the tests run on 127.0.0.1). */
export function decodeXorAddress(value: Buffer): StunAddress {
  const port = value.readUInt16BE(2) ^ (MAGIC_COOKIE >>> 16);
  const address = (value.readUInt32BE(4) ^ MAGIC_COOKIE) >>> 0;
  return { address: [address >>> 24, (address >>> 16) & 255, (address >>> 8) & 255, address & 255].join('.'), port };
}

export function encodeXorAddress({ address, port }: StunAddress): Buffer {
  const value = Buffer.alloc(8);
  value.writeUInt8(0x01, 1);
  value.writeUInt16BE(port ^ (MAGIC_COOKIE >>> 16), 2);
  const [a, b, c, d] = address.split('.').map(Number);
  value.writeUInt32BE((((a << 24) | (b << 16) | (c << 8) | d) ^ MAGIC_COOKIE) >>> 0, 4);
  return value;
}

/** An ERROR-CODE attribute as its number (401, 438, ...). */
export function errorCode(message: StunMessage): number | null {
  const value = message.attributes.get(STUN_ATTRIBUTE.errorCode);
  return value ? value.readUInt8(2) * 100 + value.readUInt8(3) : null;
}

/** The long-term credential key: MD5(username ":" realm ":" password). */
export function longTermKey(username: string, realm: string, password: string): Buffer {
  return createHash('md5').update(`${username}:${realm}:${password}`).digest();
}

/** REQUESTED-TRANSPORT: UDP. */
export const UDP_TRANSPORT = Buffer.from([17, 0, 0, 0]);
