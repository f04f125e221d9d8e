import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { createTransports } from './index.ts';
import { createTurboSmsTransport, toGatewayPhone } from './turbosms.ts';
import { DeliveryError } from './types.ts';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the gateway on 127.0.0.1: answers every request with `status` and `body`, or never (`hang`). */
async function startGateway({ status = 200, body = '{}' as string | object, hang = false } = {}) {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: text });
      if (hang) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/message/send.json`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let gateways: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  gateways = [];
});
async function gateway(options?: Parameters<typeof startGateway>[0]) {
  const started = await startGateway(options);
  gateways.push(started);
  return started;
}

const accepted = (code = 800) => ({
  response_code: code,
  response_status: 'SUCCESS_MESSAGE_ACCEPTED',
  response_result: [{ phone: '380671234567', response_code: 0, message_id: 'f83f8868-5e46-c6cf-e4fb-615e5a293754', response_status: 'OK' }],
});
const send = (url: string, extra: { timeoutMs?: number } = {}) =>
  createTurboSmsTransport({ token: 'tok-123', sender: 'Vizyt', url, ...extra }).send({ to: '+38 (067) 123-45-67', text: 'Vizyt: код 123456' });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as DeliveryError,
  );

describe('TurboSMS transport', () => {
  test('posts the message as JSON with the bearer token and returns the gateway message id', async () => {
    const server = await gateway({ body: accepted() });
    const result = await send(server.url);

    expect(result).toEqual({ providerMessageId: 'f83f8868-5e46-c6cf-e4fb-615e5a293754' });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/message/send.json');
    expect(request.headers.authorization).toBe('Bearer tok-123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ recipients: ['380671234567'], sms: { sender: 'Vizyt', text: 'Vizyt: код 123456' } });
  });

  test.each([0, 800, 801, 802, 803])('response_code %i counts as sent', async (code) => {
    const server = await gateway({ body: { ...accepted(), response_code: code } });
    await expect(send(server.url)).resolves.toMatchObject({ providerMessageId: expect.any(String) });
  });

  test('an answer without a per-recipient result is still sent, just without an id', async () => {
    const server = await gateway({ body: { response_code: 801, response_status: 'SUCCESS_MESSAGE_SENT', response_result: null } });
    await expect(send(server.url)).resolves.toEqual({});
  });

  test.each([
    [{ response_code: 103, response_status: 'REQUIRED_TOKEN' }, 'turbosms_103'],
    [{ response_status: 'OK' }, 'turbosms_bad_answer'],
    [{ ...accepted(802), response_result: [{ phone: '380671234567', response_code: 406, response_status: 'NOT_ALLOWED_RECIPIENT_COUNTRY' }] }, 'turbosms_406'],
    ['<html>maintenance</html>', 'turbosms_bad_answer'],
  ])('a refusing answer %j fails with %s', async (body, code) => {
    const server = await gateway({ body });
    const failure = await failureOf(send(server.url));
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure).toMatchObject({ code, message: code, permanent: false });
  });

  test.each([
    [503, false],
    [500, false],
    [429, false],
    [401, true],
    [400, true],
  ])('HTTP %i fails (permanent: %s)', async (status, permanent) => {
    const server = await gateway({ status, body: accepted() });
    await expect(send(server.url)).rejects.toMatchObject({ code: `http_${status}`, permanent });
  });

  test('a gateway that does not answer in time is a timeout', async () => {
    const server = await gateway({ hang: true });
    await expect(send(server.url, { timeoutMs: 200 })).rejects.toMatchObject({ code: 'timeout', permanent: false });
    expect(server.requests).toHaveLength(1);
  });

  test('nobody listening is a network failure', async () => {
    const server = await startGateway();
    await server.close();
    await expect(send(server.url)).rejects.toMatchObject({ code: 'network', permanent: false });
  });

  test.each([
    ['+380671234567', '380671234567'],
    ['380 67 123 45 67', '380671234567'],
    ['0671234567', '380671234567'],
    ['+38 (067) 123-45-67', '380671234567'],
  ])('phone %s goes to the gateway as %s', (phone, expected) => {
    expect(toGatewayPhone(phone)).toBe(expected);
  });
});

describe('SMS provider settings', () => {
  const base = { smtpFrom: 'Vizyt <no-reply@vizyt.local>', smsApiUrl: 'http://127.0.0.1/send.json' };

  test('the sandbox by default, TurboSMS when chosen with its token and sender', () => {
    expect(createTransports({ ...base, smsProvider: 'outbox' }).sms).toMatchObject({ name: 'outbox', sandbox: true });
    expect(createTransports({ ...base, smsProvider: 'turbosms', smsApiToken: 't', smsSender: 'Vizyt' }).sms).toMatchObject({
      name: 'turbosms',
      sandbox: false,
    });
  });

  test('a half-configured or unknown provider stops the start-up', () => {
    expect(() => createTransports({ ...base, smsProvider: 'turbosms', smsSender: 'Vizyt' })).toThrow(/SMS_API_TOKEN and SMS_SENDER/);
    expect(() => createTransports({ ...base, smsProvider: 'turbosms', smsApiToken: 't' })).toThrow(/SMS_API_TOKEN and SMS_SENDER/);
    expect(() => createTransports({ ...base, smsProvider: 'twilio' })).toThrow(/SMS_PROVIDER=twilio is unknown: use one of outbox, turbosms/);
  });
});
