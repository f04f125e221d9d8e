import { TURBOSMS_DEFAULT_URL } from '../settings.ts';
import { DeliveryError, type SmsTransport } from './types.ts';

/**
 * TurboSMS answers `response_code` 0 (OK), 800 (accepted into the queue), 801 (sent), 802/803 (accepted or
 * sent, some recipients refused); everything else is an error (docs/decisions/060).
 */
const ACCEPTED_CODES = new Set([0, 800, 801, 802, 803]);

export interface TurboSmsSettings {
  token: string;
  /** Alpha name registered with the gateway (up to 11 latin characters). */
  sender: string;
  url?: string;
  timeoutMs?: number;
  /** Injected by tests that need to see the request; the global `fetch` otherwise. */
  fetch?: typeof fetch;
}

interface TurboSmsAnswer {
  response_code?: unknown;
  response_result?: unknown;
}

interface TurboSmsRecipientResult {
  response_code?: unknown;
  message_id?: unknown;
}

/** `+380 (67) 123-45-67`, `0671234567` → `380671234567`: the gateway wants international digits only. */
export function toGatewayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 && digits.startsWith('0') ? `38${digits}` : digits;
}

/** SMS over TurboSMS's HTTP API: one recipient per request, bearer token, JSON both ways. */
export function createTurboSmsTransport({
  token,
  sender,
  url = TURBOSMS_DEFAULT_URL,
  timeoutMs = 10_000,
  fetch: fetchImpl = fetch,
}: TurboSmsSettings): SmsTransport {
  return {
    name: 'turbosms',
    sandbox: false,
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ recipients: [toGatewayPhone(to)], sms: { sender, text } }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as { name?: unknown } | null)?.name;
        throw new DeliveryError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
      }
      if (!response.ok) {
        await response.body?.cancel();
        // A 4xx other than a timeout or throttling means the request itself is wrong; repeating it will not help.
        const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
        throw new DeliveryError(`http_${response.status}`, permanent);
      }
      let answer: TurboSmsAnswer;
      try {
        answer = (await response.json()) as TurboSmsAnswer;
      } catch {
        throw new DeliveryError('turbosms_bad_answer');
      }
      const code = answer?.response_code;
      if (typeof code !== 'number' || !ACCEPTED_CODES.has(code)) throw new DeliveryError(`turbosms_${typeof code === 'number' ? code : 'bad_answer'}`);
      // With one recipient, a "partially accepted" answer can only mean that recipient was refused.
      const [result] = Array.isArray(answer.response_result) ? (answer.response_result as TurboSmsRecipientResult[]) : [];
      if (result && typeof result.response_code === 'number' && result.response_code !== 0) {
        throw new DeliveryError(`turbosms_${result.response_code}`);
      }
      return typeof result?.message_id === 'string' ? { providerMessageId: result.message_id } : {};
    },
  };
}
