import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../contracts/booking.ts';
import type { Idempotent, IdempotentAnswer } from '../../features/booking/idempotency.ts';

/**
 * Runs a signed-in user's write once per `Idempotency-Key` (ARCHITECTURE §3) and sends its first answer:
 * the key is scoped to the user and the operation, and stands for the request's path parameters and body.
 */
export async function sendOnce(
  idempotent: Idempotent,
  request: FastifyRequest,
  reply: FastifyReply,
  operation: string,
  work: () => Promise<IdempotentAnswer>,
): Promise<FastifyReply> {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const answer = await idempotent(
    {
      scope: `user:${request.sessionUser!.id}:${operation}`,
      key: typeof header === 'string' ? header : undefined,
      request: { params: request.params, body: request.body ?? null },
    },
    work,
  );
  return reply.code(answer.status).send(answer.body);
}
