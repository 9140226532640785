// What a request tells about the person behind it: address, language, time zone and device.
import { languageFromAcceptHeader, type LanguageCode } from '@gsis/contract';
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';

export interface ClientInfo {
  ip: string;
  language: LanguageCode | undefined;
  timeZone: string | undefined;
  userAgent: string | undefined;
  device: string | undefined;
  browser: string | undefined;
  os: string | undefined;
  /** The page's origin a browser names on a cross-origin or POST request (Origin): which site a passkey is for. */
  origin?: string | undefined;
}

const TIME_ZONE = /^[A-Za-z]+(?:[/_+-][A-Za-z0-9_+-]+){0,3}$|^UTC$/;

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent']?.slice(0, 512);
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const zoneHeader = request.headers['x-time-zone'];
  const timeZone = typeof zoneHeader === 'string' && zoneHeader.length <= 64 && TIME_ZONE.test(zoneHeader) ? zoneHeader : undefined;
  return {
    ip: request.ip,
    language: languageFromAcceptHeader(request.headers['accept-language']),
    timeZone,
    userAgent,
    device: parsed?.platform.type ?? undefined,
    browser: parsed?.browser.name ?? undefined,
    os: parsed?.os.name ?? undefined,
    origin: typeof request.headers.origin === 'string' && request.headers.origin.length <= 200 ? request.headers.origin : undefined,
  };
}
