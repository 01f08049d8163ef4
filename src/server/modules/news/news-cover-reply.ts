import type { FastifyReply } from 'fastify';

/** A cover as the browser gets it: WebP, never sniffed as anything else, kept by the browser for an hour. */
export function sendCover(reply: FastifyReply, bytes: Uint8Array) {
  return reply
    .header('content-type', 'image/webp')
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes));
}
