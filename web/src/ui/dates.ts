// Dates and times in the reader's language, in this device's time zone: the one place screens format them (and file sizes).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60], ['minute', 60], ['hour', 24], ['day', 30], ['month', 12], ['year', Number.POSITIVE_INFINITY],
];

/**
 * "12 Mar 2026" (`date`), with the time (`dateTime`), the time alone (`time`), the long way
 * (`longDate`: "12 March 2026"), "5 minutes ago" (`ago`), and a span of time such as a maintenance window
 * (`span`), each in the reader's way of writing it. Nothing reads as ''; what is not a date reads as it was given.
 */
export function useDates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const safe = (format: DateFormat) => (iso: string | null | undefined): string => {
      if (!iso) return '';
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : format.format(d);
    };
    const dateTime = safe(dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }));
    // Without Intl's words for the language, "5 minutes ago" would read in English: the date and time then.
    const relative = Intl.RelativeTimeFormat.supportedLocalesOf(language).length ? new Intl.RelativeTimeFormat(language, { numeric: 'auto' }) : null;
    const medium = dateFormat(language, { dateStyle: 'medium' });
    const clock = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
    const spanHere = dateFormat(language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', ...clock });
    // Only compared: whether the span starts on another day in UTC than here.
    const utcDay = new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'short' });
    const hereDay = new Intl.DateTimeFormat('en', { dateStyle: 'short' });
    return {
      date: safe(medium),
      /** A calendar day (YYYY-MM-DD) as that day here, not as the UTC midnight it would parse as. */
      day: (day: string | null | undefined): string => {
        const [y, m, d] = (day ?? '').split('-').map(Number);
        return y && m && d ? medium.format(new Date(y, m - 1, d)) : (day ?? '');
      },
      dateTime,
      time: safe(dateFormat(language, { timeStyle: 'short' })),
      longDate: safe(dateFormat(language, { dateStyle: 'long' })),
      /**
       * From one instant to another in this device's time zone, named ("Sunday, 6 December 2026, 11:00 – 13:00 GMT+9"),
       * and in UTC when the zone is not UTC (`utc`: "02:00 – 04:00 UTC", with the day when UTC's is another).
       */
      span: (from: string, to: string): { here: string; utc: string | null } => {
        const [a, b] = [new Date(from), new Date(to)];
        if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return { here: `${from} – ${to}`, utc: null };
        const here = spanHere.formatRange(a, b);
        if (a.getTimezoneOffset() === 0 && b.getTimezoneOffset() === 0) return { here, utc: null };
        const otherDay = utcDay.format(a) !== hereDay.format(a);
        const utc = dateFormat(language, { timeZone: 'UTC', ...(otherDay ? { weekday: 'short', month: 'short', day: 'numeric' } : {}), ...clock });
        return { here, utc: utc.formatRange(a, b) };
      },
      /** "5 minutes ago"; null within the last minute, which the caller words as "just now". */
      ago: (iso: string, now = Date.now()): string | null => {
        let value = Math.round((new Date(iso).getTime() - now) / 1000);
        if (Math.abs(value) < 60) return null;
        if (!relative) return dateTime(iso);
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

/** A date formatter: Intl's, or one of FALLBACKS' for a language Intl has no data for. */
export interface DateFormat {
  format(date: Date): string;
  formatRange(from: Date, to: Date): string;
}

/** Intl has the language's own data. Some Chromium builds ship none for Burmese or Mongolian. */
export const intlSpeaks = (language: string): boolean => Intl.DateTimeFormat.supportedLocalesOf(language).length > 0;

/**
 * Dates the way the reader writes them: Intl's formatter for the language, the one place screens get one. When Intl
 * has no data for it (it would fall back to its root locale, "2026 M11 29"), the language's own way written out here
 * for the languages GSIS speaks that builds lack (Burmese and Mongolian, as ICU writes them), else the numeric
 * 2026-11-29, which every reader reads right. `speaks` is for the tests.
 */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions, speaks: (language: string) => boolean = intlSpeaks): DateFormat {
  if (speaks(language)) return new Intl.DateTimeFormat(language, options);
  const written = FALLBACKS[language] ?? NUMERIC;
  const parts = new Intl.DateTimeFormat('en-US', {
    ...(options.timeZone ? { timeZone: options.timeZone } : {}), year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23',
    ...(options.timeZoneName ? { timeZoneName: 'short' as const } : {}),
  });
  const { dateStyle, timeStyle } = options;
  const month: Month | undefined = dateStyle ? ({ full: 'long', long: 'long', medium: 'short', short: 'numeric' } as const)[dateStyle]
    : options.month === 'long' ? 'long' : options.month === 'short' || options.month === 'narrow' ? 'short' : options.month ? 'numeric' : undefined;
  const anyTime = Boolean(timeStyle || options.hour || options.minute);
  // Intl's default, with no field asked for, is the numeric date.
  const bare = !month && !anyTime && !options.weekday;
  const shape = {
    month: month ?? (bare ? 'numeric' as const : undefined),
    year: Boolean(dateStyle || options.year || bare),
    day: Boolean(dateStyle || options.day || bare),
    weekday: dateStyle === 'full' || Boolean(options.weekday),
    time: anyTime,
    zone: Boolean(options.timeZoneName),
  };
  const format = (date: Date): string => {
    const got = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
    const [y, m, d] = [Number(got.year), Number(got.month), Number(got.day)];
    const day: Day = { year: y, month: m, day: d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
    const clock = shape.time ? written.time(Number(got.hour) % 24, Number(got.minute), shape.zone ? got.timeZoneName ?? '' : undefined) : undefined;
    const dateText = shape.month ? written.date(day, shape.month, shape.year, shape.day) : undefined;
    const dated = dateText !== undefined && shape.weekday ? written.weekday(dateText, day.weekday) : dateText;
    return written.digits([dated, clock].filter((part) => part !== undefined).join(' '));
  };
  return { format, formatRange: (from, to) => `${format(from)} – ${format(to)}` };
}

type Month = 'numeric' | 'short' | 'long';
interface Day { year: number; month: number; day: number; weekday: number }
/** A language's way of writing dates, for when Intl has no data for it. */
interface WrittenDates {
  date(day: Day, month: Month, withYear: boolean, withDay: boolean): string;
  weekday(date: string, weekday: number): string;
  time(hour: number, minute: number, zone: string | undefined): string;
  /** Its digits, in place of 0–9. */
  digits(text: string): string;
}

const two = (n: number) => String(n).padStart(2, '0');
const latin = (text: string) => text;
const withDigits = (digits: string) => (text: string) => text.replace(/[0-9]/g, (d) => digits[Number(d)]!);

/** 2026-11-29 14:05 UTC: numbers in the order nobody misreads. */
const NUMERIC: WrittenDates = {
  date: ({ year, month, day }, _month, withYear, withDay) => [withYear ? year : null, two(month), withDay ? two(day) : null].filter((p) => p !== null).join('-'),
  weekday: (date) => date,
  time: (hour, minute, zone) => `${two(hour)}:${two(minute)}${zone ? ` ${zone}` : ''}`,
  digits: latin,
};

const MY_MONTHS = ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'];
const MY_MONTHS_SHORT = ['ဇန်', 'ဖေ', 'မတ်', 'ဧ', 'မေ', 'ဇွန်', 'ဇူ', 'ဩ', 'စက်', 'အောက်', 'နို', 'ဒီ'];
const MY_WEEKDAYS = ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'];
const MN_MONTHS = ['нэгдүгээр', 'хоёрдугаар', 'гуравдугаар', 'дөрөвдүгээр', 'тавдугаар', 'зургаадугаар', 'долоодугаар', 'наймдугаар', 'есдүгээр', 'аравдугаар', 'арван нэгдүгээр', 'арван хоёрдугаар'];
const MN_WEEKDAYS = ['ням', 'даваа', 'мягмар', 'лхагва', 'пүрэв', 'баасан', 'бямба'];

const FALLBACKS: Record<string, WrittenDates> = {
  // "၂၀၂၆ နို ၂၉", "၂၀၂၆ နိုဝင်ဘာ ၂၉ တနင်္ဂနွေ", "UTC ၁၄:၀၅", in Myanmar digits.
  my: {
    date: ({ year, month, day }, style, withYear, withDay) => {
      if (style === 'numeric') return [withDay ? day : null, month, withYear ? year : null].filter((p) => p !== null).join('/');
      return [withYear ? year : null, (style === 'long' ? MY_MONTHS : MY_MONTHS_SHORT)[month - 1], withDay ? day : null].filter((p) => p !== null).join(' ');
    },
    weekday: (date, weekday) => `${date} ${MY_WEEKDAYS[weekday]}`,
    time: (hour, minute, zone) => `${zone ? `${zone} ` : ''}${hour}:${two(minute)}`,
    digits: withDigits('၀၁၂၃၄၅၆၇၈၉'),
  },
  // "2026 оны 11-р сарын 29", "2026 оны арван нэгдүгээр сарын 29, ням гараг", "14:05 (UTC)".
  mn: {
    date: ({ year, month, day }, style, withYear, withDay) => {
      if (style === 'numeric') return [withYear ? year : null, two(month), withDay ? two(day) : null].filter((p) => p !== null).join('.');
      const text = `${style === 'long' ? MN_MONTHS[month - 1] : `${month}-р`} ${withDay ? `сарын ${day}` : 'сар'}`;
      return withYear ? `${year} оны ${text}` : text;
    },
    weekday: (date, weekday) => `${date}, ${MN_WEEKDAYS[weekday]} гараг`,
    time: (hour, minute, zone) => `${two(hour)}:${two(minute)}${zone ? ` (${zone})` : ''}`,
    digits: latin,
  },
};

/**
 * The pattern a date picker shows and reads typed days in (dayjs tokens): the language's numeric date in the
 * Gregorian calendar ("11/29/2026", "29.11.2026", "2026. 11. 29."), else YYYY-MM-DD.
 */
export function pickerFormat(language: string, speaks: (language: string) => boolean = intlSpeaks): string {
  if (!speaks(language)) return 'YYYY-MM-DD';
  const tokens = { year: 'YYYY', month: 'MM', day: 'DD' } as const;
  const parts = new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' })
    .formatToParts(new Date(2026, 10, 29));
  let pattern = '';
  for (const part of parts) {
    if (part.type === 'literal') pattern += /\p{L}/u.test(part.value) ? `[${part.value}]` : part.value;
    else if (part.type in tokens) pattern += tokens[part.type as keyof typeof tokens];
    else return 'YYYY-MM-DD';
  }
  return pattern;
}
