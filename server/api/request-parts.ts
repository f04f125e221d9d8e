import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ZId } from '../../contracts/batch.ts';
import { NotFoundError } from '../../features/errors.ts';
import { InvalidQueryError } from '../plugins/errors.ts';

/** The query string parsed by its contract; a malformed one answers 400 with the offending parameters. */
export function parseQuery<T extends z.ZodType>(schema: T, request: FastifyRequest): z.output<T> {
  const parsed = schema.safeParse(request.query ?? {});
  if (!parsed.success) throw new InvalidQueryError(parsed.error.issues);
  return parsed.data;
}

/** A numeric path parameter (`:id`, `:doctorId`); anything but a positive 32-bit integer names nothing: 404. */
export function pathId(request: FastifyRequest, name = 'id'): number {
  const parsed = ZId.safeParse((request.params as Record<string, unknown>)[name]);
  if (!parsed.success) throw new NotFoundError();
  return parsed.data;
}

/** preHandler for answers that are personal: never stored by a browser or a proxy. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
