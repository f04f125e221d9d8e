import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER } from '../../contracts/partner-api.ts';
import { PRIVATE_ADDRESS_CODE, publicFetch, publicOnlyLookup, refusedAsPrivate, type WebhookRequest } from './public-fetch.ts';
import { webhookAddressProblem } from './webhooks.ts';

/** A webhook's connection reaches public addresses only, even when a name changes after the check (docs/decisions/281). */

let receiver: Server;
let port = 0;
const received: { path: string; body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body, signature: request.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const request = (): WebhookRequest => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: 't=1,v1=abc' },
  body: '{"event":"appointment.created"}',
  redirect: 'manual',
  signal: AbortSignal.timeout(5_000),
});

function lookupResult(addresses: string[], all: boolean) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
    publicOnlyLookup(async () => addresses)('receiver.example', { all }, (error, address) => resolve({ error, address }));
  });
}

describe('publicOnlyLookup', () => {
  it('hands a public answer to the socket, one address or all of them', async () => {
    expect(await lookupResult(['93.184.216.34'], false)).toEqual({ error: null, address: '93.184.216.34' });
    expect((await lookupResult(['93.184.216.34', '2606:2800:220:1::'], true)).address).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::', family: 6 },
    ]);
  });

  it('refuses an answer with any private address, and a name without one', async () => {
    for (const addresses of [['127.0.0.1'], ['93.184.216.34', '10.0.0.7'], ['169.254.169.254'], ['::ffff:192.168.1.1']]) {
      expect((await lookupResult(addresses, true)).error?.code).toBe(PRIVATE_ADDRESS_CODE);
    }
    expect((await lookupResult([], false)).error?.code).toBe('ENOTFOUND');
  });
});

describe('publicFetch', () => {
  it('posts the signed body through its own connections', async () => {
    // The receiver is on this machine: here only, the address rule is lifted to see the request arrive.
    const send = publicFetch(
      async () => ['127.0.0.1'],
      () => false,
    );
    const answer = await send(`http://receiver.example:${port}/hook`, request());
    expect(answer.status).toBe(204);
    expect(received.at(-1)).toEqual({ path: '/hook', body: '{"event":"appointment.created"}', signature: 't=1,v1=abc' });
  });

  it('refuses a name that pointed to the internet when checked and to this machine when called (DNS rebinding)', async () => {
    let asked = 0;
    const rebinding = async () => (++asked === 1 ? ['93.184.216.34'] : ['127.0.0.1']);
    const url = `http://rebinding.example:${port}/hook`;
    expect(await webhookAddressProblem(url, { resolve: rebinding })).toBeNull();
    const before = received.length;
    const refusal = await publicFetch(rebinding)(url, request()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusedAsPrivate(refusal)).toBe(true);
    expect(received.length).toBe(before);
  });
});
