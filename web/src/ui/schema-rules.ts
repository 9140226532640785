// Ant Design form rules taken from the contract's zod schemas: a form checks what its endpoint checks (required,
// lengths, patterns, ranges, choices, the body's cross-field rules) before a round trip, and cannot drift from it.
// antd-zod would do this, but its peer range is antd 5.
import { ERROR_CODES, ErrorCode } from '@gsis/contract';
import type { FormInstance, FormRule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import i18n from 'i18next';
import type { z } from 'zod';
import { SCROLL_TO_FIRST_ERROR } from './first-invalid.ts';

/** What a value got wrong, as a form words it: nothing typed, too long, outside a number's range, or any other way. */
export type IssueKind = 'required' | 'tooLong' | 'outOfRange' | 'format';
/** A form's own words for some kinds (its journeys read them); the others say the error catalogue's. */
export type IssueMessages = Partial<Record<IssueKind, string>>;

type Issue = z.core.$ZodIssue;
/** The contract's schema of one field (a piece of an endpoint's body). */
export type FieldSchema = z.ZodType;

/** Nothing chosen or typed. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
/** Nothing but spaces, which a schema that trims takes for nothing typed (a password's spaces are its own). */
const isBlank = (value: unknown) => isEmpty(value) || (typeof value === 'string' && value.trim() === '');

/**
 * A field's schema without its optional, nullable, default and transform wrappers: also for a field the form's
 * choice makes the one sent (one of a pair the body's refinement asks for, e.g. a guide's model or product line).
 */
export function innermost(schema: FieldSchema): FieldSchema {
  const def = schema._zod.def as { innerType?: FieldSchema; in?: FieldSchema };
  const inner = def.innerType ?? def.in;
  return inner ? innermost(inner) : schema;
}

/** A field is required when its schema takes no empty value: neither absent, nor null, nor an empty text. */
export const isRequired = (schema: FieldSchema) => [undefined, null, ''].every((empty) => !schema.safeParse(empty).success);

/** The schema of each text of a record by language (a Labels-like `z.partialRecord(Language, …)`). */
export function valueSchemaOf(record: FieldSchema): FieldSchema {
  const { valueType } = innermost(record)._zod.def as { valueType?: FieldSchema };
  if (!valueType) throw new Error('valueSchemaOf: not a record schema');
  return valueType;
}

/** The most characters a text field's schema takes, for the input's `maxLength`. */
export function maxLengthOf(schema: FieldSchema): number | undefined {
  return (innermost(schema) as { maxLength?: number | null }).maxLength ?? undefined;
}

/** The bounds a number field's schema takes, for an InputNumber's `min` and `max`. */
export function rangeOf(schema: FieldSchema): { min?: number; max?: number } {
  const { minValue, maxValue } = innermost(schema) as { minValue?: number | null; maxValue?: number | null };
  const bound = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  const [min, max] = [bound(minValue), bound(maxValue)];
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

function kindOf(issue: Issue, value: unknown): IssueKind {
  if (isBlank(value)) return 'required';
  // A refinement (a range that runs backwards, a code that is none) is about the value's form, whatever its type.
  if (issue.code === 'custom') return 'format';
  if (typeof value === 'number') return 'outOfRange';
  return issue.code === 'too_big' ? 'tooLong' : 'format';
}

/** The catalogue code a contract rule names for its refusal (an issue's `params.code`, as the server answers it). */
function codeOf(issue: Issue): ErrorCode | undefined {
  const code = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  return ERROR_CODES.find((known) => known === code);
}

/** The form's own words for the kind, else the catalogue's words for the code the rule names, else the generic ones. */
function messageOf(kind: IssueKind, messages: IssueMessages, code?: ErrorCode): string {
  return messages[kind] ?? i18n.t(code ?? (kind === 'required' ? ErrorCode.REQUIRED_VALUES_MISSING : ErrorCode.INPUT_VALUE_ERROR), { ns: 'errors' });
}

const issueMessage = (issue: Issue, value: unknown, messages: IssueMessages) => messageOf(kindOf(issue, value), messages, codeOf(issue));

/**
 * The rules of a form field whose value is what `schema` (the endpoint's piece for it) takes: `required` for antd's
 * mark, and a validator that parses the value with the schema. An empty value of a field that is not required is
 * left alone (the page sends it as absent). `toBody` is what the page does to the value before sending it, if anything.
 */
export function fieldRules<V>(schema: FieldSchema, messages: IssueMessages = {}, toBody?: (value: V) => unknown): FormRule[] {
  const required = isRequired(schema);
  return [{
    required,
    validator: async (_, typed: V) => {
      const value = toBody ? toBody(typed) : typed;
      if (isEmpty(value)) {
        if (required) throw new Error(messageOf('required', messages));
        return;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new Error(issueMessage(parsed.error.issues[0]!, value, messages));
    },
  }];
}

/**
 * The rule of a field that a cross-field rule of `schema` judges live (a range's end against its start): `bodyOf`
 * reads what the schema parses from the form, and only the issues at `path` count; `dependencies` on the other
 * field make antd ask again when it changes.
 */
export function crossFieldRule(schema: FieldSchema, path: string, bodyOf: (form: FormInstance) => unknown, messages: IssueMessages = {}): FormRule {
  return (form) => ({
    validator: async () => {
      const body = bodyOf(form as FormInstance);
      const parsed = schema.safeParse(body);
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path.join('.') === path);
      if (issue) throw new Error(issueMessage(issue, valueAt(body, issue.path), messages));
    },
  });
}

const valueAt = (body: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), body);

/** Where a body's field is shown on the form, and the form's own words for it. */
export interface FieldOnForm { name: NamePath; messages?: IssueMessages }

/**
 * The body's issues that the form's per-field rules cannot see (its cross-field rules, e.g. a period that runs
 * forwards), on the fields that show them: for `form.setFields` before sending. `fields` maps a body's path
 * ('popupTo', 'texts.0.subject') to its field; issues elsewhere are left to the server's answer.
 */
export function formIssues(schema: FieldSchema, body: unknown, fields: Record<string, FieldOnForm>): { name: NamePath; errors: string[] }[] {
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  const shown = new Map<string, { name: NamePath; errors: string[] }>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    const field = fields[path];
    if (!field) continue;
    const value = valueAt(body, issue.path);
    const key = JSON.stringify(field.name);
    // A field that shows two paths (a period's two ends) says the first thing wrong.
    if (!shown.has(key)) shown.set(key, { name: field.name, errors: [issueMessage(issue, value, field.messages ?? {})] });
  }
  return [...shown.values()];
}

/** Shows the body's cross-field issues on their fields; true when there were none, so the form may be sent. */
export function passesFormIssues(form: FormInstance, schema: FieldSchema, body: unknown, fields: Record<string, FieldOnForm>): boolean {
  const issues = formIssues(schema, body, fields);
  if (issues.length > 0) {
    form.setFields(issues);
    form.scrollToField(issues[0]!.name, SCROLL_TO_FIRST_ERROR);
  }
  return issues.length === 0;
}
