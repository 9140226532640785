// Secrets that travel in addresses never reach the log: the partner portal's access token, content tickets (each
// a bearer credential for a document for hours), e-mail verification links, and any query value named like a
// secret.
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /^(access_?token|token|ticket|code|param|password)$/i;
const TICKET_PATH = /^(\/service\/(?:content|webhelp)\/)[^/?#]+/;
const LINK_PATH = /^(\/validatemail\/)[^/?#]+/;

/** The address with every secret replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(TICKET_PATH, '$1[redacted]').replace(LINK_PATH, '$1[redacted]');
  if (at < 0) return path;
  const query = url.slice(at + 1).split('&').map((pair) => {
    const name = pair.split('=')[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // a malformed name is logged as it came
    }
    return SECRET_QUERY.test(decoded) ? `${name}=[redacted]` : pair;
  });
  return `${path}?${query.join('&')}`;
}

/** Fastify's own request serializer, with the address redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
