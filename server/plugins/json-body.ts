import type { FastifyBodyParser, FastifyRequest } from 'fastify';
import { ValidationError, type FieldErrors } from '../../features/errors.ts';

/** No body of ours nests deeper than a few levels; a deeper one only exercises recursion further on. */
const MAX_DEPTH = 32;
/** Enough to show the client where the problem is without echoing a huge body back. */
const MAX_REPORTED_FIELDS = 20;

const FORBIDDEN = 'validation.forbidden_characters';

type Done = (error: Error | null, body?: unknown) => void;

class TooDeepError extends SyntaxError {
  constructor() {
    super('JSON nested too deeply');
  }
}

/**
 * The server's one JSON body parser: Fastify's own (prototype poisoning refused), then every string and
 * key is checked for NUL, which PostgreSQL text cannot hold. A NUL is a 422 naming each field that
 * carries it (`items.0.name`, or `body` for a bare string), the same shape as any other validation error,
 * before any route or service sees the body (docs/decisions/171).
 */
export function jsonBodyParser(parseJson: FastifyBodyParser<string>) {
  return (request: FastifyRequest, body: string, done: Done): void => {
    // Fastify's parser reports through `done` synchronously; its answer is inspected before passing it on.
    (parseJson as (request: FastifyRequest, body: string, done: Done) => void)(request, body, (error, value) => {
      if (error) return done(error);
      const problem = inspect(value);
      if (problem === 'too deep') return done(Object.assign(new TooDeepError(), { statusCode: 400 }));
      if (problem) return done(new ValidationError(problem));
      done(null, value);
    });
  };
}

/** Iterative, so a hostile nesting cannot overflow the stack; stops at the first level past MAX_DEPTH. */
function inspect(root: unknown): FieldErrors | 'too deep' | undefined {
  // A Map: field names come from the client and may be `__proto__`.
  const errors = new Map<string, string[]>();
  let found = 0;
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0') && found++ < MAX_REPORTED_FIELDS) errors.set(fieldName(path), [FORBIDDEN]);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_DEPTH) return 'too deep';
    for (const [key, item] of Object.entries(value)) {
      const itemPath = [...path, key];
      if (key.includes('\0') && found++ < MAX_REPORTED_FIELDS) errors.set(fieldName(itemPath), [FORBIDDEN]);
      pending.push({ value: item, path: itemPath });
    }
  }
  return found ? Object.fromEntries(errors) : undefined;
}

/** As zod issues name fields (server/api/zod-messages.ts); a NUL in a key is shown as `\u0000`. */
const fieldName = (path: string[]) => (path.length ? path.join('.').replaceAll('\0', '\\u0000') : 'body');
