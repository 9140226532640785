// What the My info sections share: their translations, dates and times in the reader's language, the
// time-zone list from the browser's own data, and a readable form of a session's user agent.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const NS = 'myinfo';

export function useMyInfoT() {
  return useTranslation(NS);
}

/** Field lengths of the contract (MyInfoSave). */
export const TEXT_MAX = 100;

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60], ['minute', 60], ['hour', 24], ['day', 30], ['month', 12], ['year', Number.POSITIVE_INFINITY],
];

/** Dates, date-times and "5 minutes ago" in the reader's language, in this device's time zone. */
export function useDates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    return {
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** "5 minutes ago"; null within the last minute, which the caller words as "just now". */
      ago: (iso: string, now = Date.now()): string | null => {
        let value = Math.round((new Date(iso).getTime() - now) / 1000);
        if (Math.abs(value) < 60) return null;
        for (const [unit, size] of RELATIVE_STEPS) {
          if (Math.abs(value) < size) return relative.format(value, unit);
          value = Math.round(value / size);
        }
        return dateTime.format(new Date(iso));
      },
    };
  }, [language]);
}

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
