import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { translate } from '../../app/i18n/catalogs.ts';

/** Node's parser errors we answer with a status of their own; any other parser error is a 400. */
const STATUSES: Record<string, { status: number; key: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, key: 'error.headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'error.request_timeout' },
};

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (a URL or headers over 16 KB, a
 * broken request line, a bad header) never reach a route, so the answer is written to the socket here,
 * in the API's error shape `{"message": ...}` (docs/decisions/171). No request was parsed, so no language
 * is known: the default locale's text.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = STATUSES[error.code ?? ''] ?? { status: 400, key: 'error.bad_request' };
  const body = JSON.stringify({ message: translate('ua', key) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
