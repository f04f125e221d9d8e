import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPrivateAddress, systemResolver, type Resolver } from './webhook-address.ts';

/** The `code` of the error a connection fails with when its host resolves into a private network. */
export const PRIVATE_ADDRESS_CODE = 'VZ_PRIVATE_ADDRESS';

const failure = (message: string, code: string) => Object.assign(new Error(message), { code });

/**
 * A socket `lookup` that refuses a host whose addresses are in a private network (docs/decisions/271, 281).
 * The addresses it checks are the ones the socket connects to: a name switched between the delivery's own
 * check and the call (DNS rebinding) is refused here. IP literals are never looked up: the delivery's check
 * has seen them already, and they cannot change.
 */
export function publicOnlyLookup(resolve: Resolver = systemResolver, isBlocked: (address: string) => boolean = isPrivateAddress): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return callback(failure('unresolved host', 'ENOTFOUND'), '', 0);
        if (addresses.some(isBlocked)) return callback(failure('private address', PRIVATE_ADDRESS_CODE), '', 0);
        if (options.all)
          return callback(
            null,
            addresses.map((address) => ({ address, family: isIP(address) })),
          );
        return callback(null, addresses[0], isIP(addresses[0]));
      },
      (error: unknown) => callback(error instanceof Error ? error : failure('unresolved host', 'ENOTFOUND'), '', 0),
    );
  };
}

/** What a webhook POST needs of `fetch`, met by the built-in one and by undici's. */
export interface WebhookRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  redirect: 'manual';
  signal: AbortSignal;
}

export interface WebhookAnswer {
  status: number;
  ok: boolean;
  body: { cancel(): Promise<void> } | null;
}

export type WebhookFetch = (url: string, request: WebhookRequest) => Promise<WebhookAnswer>;

/**
 * `fetch` whose connections reach only public addresses: undici's, over an agent with
 * {@link publicOnlyLookup}. One agent (and its pool of connections) per resolver.
 */
export function publicFetch(resolve?: Resolver, isBlocked?: (address: string) => boolean): WebhookFetch {
  const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(resolve, isBlocked) } });
  return (url, request) => undiciFetch(url, { ...request, dispatcher });
}

/** Whether a failed fetch failed because its host resolved into a private network. */
export function refusedAsPrivate(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) if ((cause as { code?: unknown }).code === PRIVATE_ADDRESS_CODE) return true;
  return false;
}
