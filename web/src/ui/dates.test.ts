// Dates for a reader whose language Intl has no data for (some Chromium builds lack Burmese and Mongolian, and would
// write ICU's "2026 M11 29"): written the language's own way, or as 2026-11-29; never the root locale's.
import { describe, expect, it } from 'vitest';
import { dateFormat, intlSpeaks, pickerFormat } from './dates.ts';

const without = () => false;
// 29 November 2026, a Sunday, 14:05 UTC.
const at = new Date(Date.UTC(2026, 10, 29, 14, 5));
const utc = { timeZone: 'UTC' } as const;

describe('dates without Intl data for the language', () => {
  it('are Intl’s own when Intl speaks the language', () => {
    expect(intlSpeaks('en')).toBe(true);
    for (const language of ['en', 'th', 'ko', 'my']) {
      const options = { dateStyle: 'medium', ...utc } as const;
      expect(dateFormat(language, options).format(at)).toBe(new Intl.DateTimeFormat(language, options).format(at));
    }
  });

  it('write Burmese with its month names and Myanmar digits', () => {
    expect(dateFormat('my', { dateStyle: 'medium', ...utc }, without).format(at)).toBe('၂၀၂၆ နို ၂၉');
    expect(dateFormat('my', { dateStyle: 'long', ...utc }, without).format(at)).toBe('၂၀၂၆ နိုဝင်ဘာ ၂၉');
    expect(dateFormat('my', { dateStyle: 'medium', timeStyle: 'short', ...utc }, without).format(at)).toBe('၂၀၂၆ နို ၂၉ ၁၄:၀၅');
    expect(dateFormat('my', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...utc }, without).format(at))
      .toBe('၂၀၂၆ နိုဝင်ဘာ ၂၉ တနင်္ဂနွေ UTC ၁၄:၀၅');
  });

  it('write Mongolian as ICU does', () => {
    expect(dateFormat('mn', { dateStyle: 'medium', ...utc }, without).format(at)).toBe('2026 оны 11-р сарын 29');
    expect(dateFormat('mn', { dateStyle: 'full', ...utc }, without).format(at)).toBe('2026 оны арван нэгдүгээр сарын 29, ням гараг');
    expect(dateFormat('mn', { timeStyle: 'short', ...utc }, without).format(at)).toBe('14:05');
    expect(dateFormat('mn', { year: 'numeric', month: 'short', ...utc }, without).format(at)).toBe('2026 оны 11-р сар');
    expect(dateFormat('my', { year: 'numeric', month: 'short', ...utc }, without).format(at)).toBe('၂၀၂၆ နို');
  });

  it('write any other language in numbers nobody misreads, and a span from one to the other', () => {
    expect(dateFormat('xx', { dateStyle: 'medium', ...utc }, without).format(at)).toBe('2026-11-29');
    expect(dateFormat('xx', { dateStyle: 'medium', timeStyle: 'short', ...utc }, without).format(at)).toBe('2026-11-29 14:05');
    const later = new Date(at.getTime() + 2 * 3_600_000);
    expect(dateFormat('xx', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...utc }, without).formatRange(at, later)).toBe('14:05 UTC – 16:05 UTC');
  });

  it('never write the root locale’s month numbers', () => {
    for (const language of ['my', 'mn', 'xx']) {
      for (const dateStyle of ['short', 'medium', 'long', 'full'] as const) {
        expect(dateFormat(language, { dateStyle, ...utc }, without).format(at)).not.toMatch(/M\d/);
      }
    }
  });
});

describe('date pickers', () => {
  it('show and read the language’s numeric date, Gregorian and in 0–9, else YYYY-MM-DD', () => {
    expect(pickerFormat('en')).toBe('MM/DD/YYYY');
    expect(pickerFormat('ru')).toBe('DD.MM.YYYY');
    expect(pickerFormat('ko')).toBe('YYYY. MM. DD.');
    // Thai counts Buddhist years, which a picker cannot read back; the year typed is the Gregorian one.
    expect(pickerFormat('th')).toBe('DD/MM/YYYY');
    expect(pickerFormat('my', without)).toBe('YYYY-MM-DD');
  });
});
