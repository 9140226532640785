// Dates and times in the reader's language, in this device's time zone: the one place screens format them (and file sizes).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60], ['minute', 60], ['hour', 24], ['day', 30], ['month', 12], ['year', Number.POSITIVE_INFINITY],
];

/**
 * "12 Mar 2026" (`date`), with the time (`dateTime`), the time alone (`time`), the long way
 * (`longDate`: "12 March 2026"), and "5 minutes ago" (`ago`), each in the reader's way of writing it.
 * Nothing reads as ''; what is not a date reads as it was given.
 */
export function useDates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const safe = (format: Intl.DateTimeFormat) => (iso: string | null | undefined): string => {
      if (!iso) return '';
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : format.format(d);
    };
    const dateTime = safe(new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }));
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    const medium = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return {
      date: safe(medium),
      /** A calendar day (YYYY-MM-DD) as that day here, not as the UTC midnight it would parse as. */
      day: (day: string | null | undefined): string => {
        const [y, m, d] = (day ?? '').split('-').map(Number);
        return y && m && d ? medium.format(new Date(y, m - 1, d)) : (day ?? '');
      },
      dateTime,
      time: safe(new Intl.DateTimeFormat(language, { timeStyle: 'short' })),
      longDate: safe(new Intl.DateTimeFormat(language, { dateStyle: 'long' })),
      /** "5 minutes ago"; null within the last minute, which the caller words as "just now". */
      ago: (iso: string, now = Date.now()): string | null => {
        let value = Math.round((new Date(iso).getTime() - now) / 1000);
        if (Math.abs(value) < 60) return null;
        for (const [unit, size] of RELATIVE_STEPS) {
          if (Math.abs(value) < size) return relative.format(value, unit);
          value = Math.round(value / size);
        }
        return dateTime(iso);
      },
    };
  }, [language]);
}

/** Today (or `now`) in the reader's own time zone, as the server takes dates: YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A file's size for people: 1.5 MB, in the reader's way of writing numbers. */
export function formatBytes(bytes: number | null | undefined, locale?: string): string {
  if (bytes === null || bytes === undefined) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
