import type { FastifyRequest } from 'fastify';

/** The site's own origin for links we send out: PUBLIC_URL when set, else this request's origin. */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}
