import type { ApiError } from '../../api/client.ts';

/**
 * What a 422 of a write the rules refused says to a person: the message of each field (already in their
 * language, batch paths such as `ids.0` included), else the answer's own message.
 */
export function refusal(error: ApiError): string {
  const messages = [...new Set(Object.values(error.fieldErrors).flat())];
  return messages.length ? messages.join(' ') : error.message;
}
