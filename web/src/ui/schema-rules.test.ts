// The form rules taken from the contract's schemas: what they require, the words they say, and the body's
// cross-field issues put on the form's fields.
import { NoticeSave } from '@gsis/contract';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import errors from '../i18n/locales/en/errors.json';
import ko from '../i18n/locales/ko/errors.json';
import type { FormInstance } from 'antd';
import { crossFieldRule, fieldRules, formIssues, innermost, isRequired, maxLengthOf, rangeOf, valueSchemaOf } from './schema-rules.ts';

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { errors }, ko: { errors: ko } } });
});

/** What the field's rules say of `value`: nothing when it passes, else the message. */
async function verdict(schema: z.ZodType, value: unknown, messages = {}): Promise<string | undefined> {
  const [rule] = fieldRules(schema, messages);
  const validator = (rule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator;
  return validator({}, value).then(() => undefined, (error: Error) => error.message);
}

const title = z.string().trim().min(1).max(5);

describe('fieldRules', () => {
  it('marks a field required when its schema takes no empty value', () => {
    expect(isRequired(title)).toBe(true);
    expect(isRequired(z.string().max(5))).toBe(false);
    expect(isRequired(z.number().int().optional())).toBe(false);
    expect(isRequired(z.number().int())).toBe(true);
    expect(fieldRules(title)[0]).toMatchObject({ required: true });
  });

  it('says the catalogue’s words by default, in the reader’s language', async () => {
    expect(await verdict(title, '  ')).toBe(errors.REQUIRED_VALUES_MISSING);
    expect(await verdict(title, undefined)).toBe(errors.REQUIRED_VALUES_MISSING);
    expect(await verdict(title, 'abcdef')).toBe(errors.INPUT_VALUE_ERROR);
    expect(await verdict(title, 'abc')).toBeUndefined();
    await i18n.changeLanguage('ko');
    expect(await verdict(title, 'abcdef')).toBe(ko.INPUT_VALUE_ERROR);
    await i18n.changeLanguage('en');
  });

  it('says the form’s own words for the kind of issue', async () => {
    const messages = { required: 'Enter a title', tooLong: 'Too long', format: 'Letters only', outOfRange: '6 to 96' };
    expect(await verdict(title, '', messages)).toBe('Enter a title');
    expect(await verdict(title, 'abcdef', messages)).toBe('Too long');
    expect(await verdict(z.string().regex(/^[a-z]+$/), 'a1', messages)).toBe('Letters only');
    expect(await verdict(z.enum(['A', 'B']), 'C', messages)).toBe('Letters only');
    expect(await verdict(z.number().int().min(6).max(96), 100, messages)).toBe('6 to 96');
    expect(await verdict(z.number().int().min(6).max(96), 6.5, messages)).toBe('6 to 96');
  });

  it('leaves an empty value of a field that is not required alone', async () => {
    expect(await verdict(z.email().optional(), '')).toBeUndefined();
    expect(await verdict(z.email().optional(), 'not an address')).toBe(errors.INPUT_VALUE_ERROR);
  });

  it('checks the value the page sends, when it changes the typed one first', async () => {
    const [rule] = fieldRules(z.email(), { format: 'Not an address' }, (typed: string) => typed.trim());
    const validator = (rule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator;
    await expect(validator({}, '  a@example.com ')).resolves.toBeUndefined();
    await expect(validator({}, 'a@')).rejects.toThrow('Not an address');
  });

  it('reads the limits an input shows through the wrappers', () => {
    expect(maxLengthOf(title)).toBe(5);
    expect(maxLengthOf(z.string().max(7).nullable().default(null))).toBe(7);
    expect(maxLengthOf(z.string().max(9).transform((s) => s.toUpperCase()))).toBe(9);
    expect(maxLengthOf(z.number())).toBeUndefined();
    expect(rangeOf(z.number().int().min(6).max(96).optional())).toEqual({ min: 6, max: 96 });
    expect(rangeOf(z.number())).toEqual({});
    expect(maxLengthOf(valueSchemaOf(z.partialRecord(z.enum(['en', 'ko']), z.string().max(120)).refine(() => true)))).toBe(120);
    expect(isRequired(innermost(z.number().int().nullable().default(null)))).toBe(true);
  });
});

describe('crossFieldRule', () => {
  const Range = z.object({ from: z.number().nullable(), to: z.number().nullable() })
    .refine((r) => r.from === null || r.to === null || r.from <= r.to, { path: ['to'], message: 'backwards' });
  const verdictOf = (body: unknown) => {
    const rule = crossFieldRule(Range, 'to', () => body, { format: 'Runs backwards' }) as (form: FormInstance) => { validator: () => Promise<void> };
    return rule({} as FormInstance).validator().then(() => undefined, (error: Error) => error.message);
  };

  it('says the rule of the body at the field’s path, and nothing of the body’s other issues', async () => {
    expect(await verdictOf({ from: 5, to: 1 })).toBe('Runs backwards');
    expect(await verdictOf({ from: 1, to: 5 })).toBeUndefined();
    expect(await verdictOf({ from: 'x', to: null })).toBeUndefined();
  });
});

describe('formIssues', () => {
  const notice = { classification: 'GENERAL', title: 'T', bodyHtml: '<p>x</p>', popup: true, popupPeriod: 'SET', popupFrom: '2026-12-02', popupTo: '2026-12-01' };
  const fields = { popupFrom: { name: 'popupDates', messages: { required: 'Choose the days' } }, popupTo: { name: 'popupDates', messages: { required: 'Choose the days' } } };

  it('puts a cross-field rule on its field with the catalogue code the rule names', () => {
    expect(formIssues(NoticeSave, notice, fields)).toEqual([{ name: 'popupDates', errors: [errors.CHECK_DATE] }]);
    expect(formIssues(NoticeSave, { ...notice, popupTo: '2026-12-03' }, fields)).toEqual([]);
  });

  it('says the form’s own words for a missing value, once for a field that shows two', () => {
    expect(formIssues(NoticeSave, { ...notice, popupFrom: null, popupTo: null }, fields)).toEqual([{ name: 'popupDates', errors: ['Choose the days'] }]);
  });

  it('leaves issues of paths the form does not show to the server', () => {
    expect(formIssues(NoticeSave, { ...notice, title: '' }, {})).toEqual([]);
  });
});
