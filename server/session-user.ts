import type { SessionUser } from '../features/accounts/permissions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request, or null; set by the session plugin. */
    sessionUser: SessionUser | null;
  }
}

export {};
