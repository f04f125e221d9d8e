/** What a one-time code becomes once the message carrying it has left the server. */
export const REDACTED_CODE = '******';

export interface RedactableMessage {
  subject: string | null;
  body: string;
  payload: Record<string, unknown> | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Removes the one-time code (the `code` template parameter) from a delivered message's text and parameters,
 * so codes do not sit readable in the database. Only whole occurrences are replaced: the code `1234` leaves
 * `12345` alone. Messages without a code come back unchanged (the same object).
 */
export function redactOneTimeCode<T extends RedactableMessage>(message: T): T {
  const params = message.payload?.params as Record<string, unknown> | undefined;
  const code = params?.code;
  if ((typeof code !== 'string' && typeof code !== 'number') || String(code) === '' || String(code) === REDACTED_CODE) return message;
  const pattern = new RegExp(`(?<![0-9A-Za-z])${escapeRegExp(String(code))}(?![0-9A-Za-z])`, 'g');
  const scrub = (text: string) => text.replace(pattern, REDACTED_CODE);
  return {
    ...message,
    subject: message.subject === null ? null : scrub(message.subject),
    body: scrub(message.body),
    payload: { ...message.payload, params: { ...params, code: REDACTED_CODE } },
  };
}
