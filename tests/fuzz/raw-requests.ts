import { connect } from 'node:net';
import fc from 'fast-check';

/**
 * Whole HTTP/1.x requests as bytes, for what `inject` cannot send: request lines and headers Node's own
 * parser judges (control characters, oversized lines, a missing or doubled Host, conflicting lengths).
 */
export interface RawAnswer {
  /** The status code, or undefined when the server closed without answering. */
  status?: number;
  body: string;
}

const hostHeader = fc.oneof(
  fc.constantFrom(
    'Host: localhost',
    'Host: localhost',
    'Host: vizyt.test:3000',
    'Host: a%b',
    'Host: evil.example:99999',
    'Host: [::1',
    'Host:',
    'Host: x\u0000y',
    '',
  ),
  fc.constant('Host: localhost\r\nHost: other.example'),
);

const headerLine = fc.oneof(
  fc.constantFrom(
    'X-Forwarded-For: 1.2.3.4, not-an-address',
    'X-Forwarded-Host: evil.example',
    'X-Forwarded-Proto: gopher',
    'Accept-Language: ru;q=abc, *',
    'Content-Type: application/json; charset=utf-16',
    'Content-Length: 5',
    'Content-Length: -1',
    'Content-Length: 99999999999999999999',
    'Transfer-Encoding: chunked',
    'Transfer-Encoding: gzip, chunked',
    'Cookie: vizyt_session=%00; __Host-vizyt_session=x',
    'Sec-Fetch-Site: same-origin',
    'Idempotency-Key: \u00ff\u00fe',
    ' folded: continuation',
    'Bad Header: x',
    'X-Control: a\u0001b',
    'X-Nul: a\u0000b',
    `X-Long: ${'x'.repeat(17_000)}`,
  ),
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(...'abcXYZ-_:'.split('')), minLength: 1, maxLength: 12 }),
      fc.string({ unit: fc.integer({ min: 0, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 30 }),
    )
    .map(([name, value]) => `${name}: ${value.replace(/[\r\n]/g, '')}`),
);

export function rawRequest(paths: string[]): fc.Arbitrary<string> {
  return fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'get', 'BREW', 'G\u0000T'),
      path: fc.constantFrom(...paths),
      suffix: fc.constantFrom('', '', '?search=%00', '?a=%zz', `?q=${'x'.repeat(17_000)}`, '?x=\u0001', ' junk', '#fragment', '/..%2f..%2f'),
      version: fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTX/1.1', ''),
      host: hostHeader,
      headers: fc.array(headerLine, { maxLength: 4 }),
      body: fc.constantFrom('', '', '{"login":"a\\u0000"}', '{', '0\r\n\r\n', 'zz\r\nnot chunked\r\n'),
    })
    .map(
      ({ method, path, suffix, version, host, headers, body }) =>
        [`${method} ${path}${suffix} ${version}`.trimEnd(), host, ...headers, 'Connection: close'].filter(Boolean).join('\r\n') + `\r\n\r\n${body}`,
    );
}

/** Sends the bytes and reads until the server closes (or 5 s pass, when the server waits for more body). */
export function sendRaw(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from(text, 'latin1')));
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
      resolve({ status: status ? Number(status) : undefined, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
  });
}
