// Receiving an upload sent as the raw request body (one file per request).
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Runs `receive` on the request's body. Refused part-way, the rest of the body is never read, so the
 * connection cannot carry another request: the answer closes it.
 */
export async function receiveUpload<T>(request: FastifyRequest, reply: FastifyReply, receive: () => Promise<T>): Promise<T> {
  try {
    return await receive();
  } catch (error) {
    if (!request.raw.readableEnded) reply.header('connection', 'close');
    throw error;
  }
}
