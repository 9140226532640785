// What the My info sections share: their translations, the time-zone list from the browser's own data,
// and a readable form of a session's user agent.
import { useTranslation } from 'react-i18next';

export const NS = 'myinfo';

export function useMyInfoT() {
  return useTranslation(NS);
}

/** Field lengths of the contract (MyInfoSave). */
export const TEXT_MAX = 100;

/** The time zone this device is set to, if the browser says. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Every IANA time zone the browser knows (an older browser: at least this device's and UTC). */
export function knownTimeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(supported);
  const here = deviceTimeZone();
  if (here) zones.add(here);
  zones.add('UTC');
  return [...zones].sort();
}

/** "GMT+9", "GMT-3:30" or "GMT" for a zone right now; empty when the browser cannot tell. */
export function zoneOffset(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * A user agent shortened to what tells devices apart: its platform (the first part in brackets) and its
 * last two product tokens, such as "Windows NT 10.0; Win64; x64 · Chrome/140.0.0.0 Safari/537.36".
 * The web app has no user-agent parser of its own (bowser is the server's), so this stays the raw words.
 */
export function shortUserAgent(userAgent: string): string {
  const ua = userAgent.trim();
  const platform = /\(([^)]*)\)/.exec(ua)?.[1]?.trim();
  const products = ua.replace(/\([^)]*\)/g, ' ').split(/\s+/).filter((token) => token.includes('/') && !/^Mozilla\//i.test(token));
  const tail = products.slice(-2).join(' ');
  const short = [platform, tail].filter(Boolean).join(' · ') || ua;
  return short.length > 90 ? `${short.slice(0, 89)}…` : short;
}

/** Whether a user agent says it is a phone or a tablet, to pick the icon. */
export function isMobileAgent(userAgent: string | null): boolean {
  return userAgent !== null && /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent);
}
