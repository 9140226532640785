// What the account forms share (sign-up, My info): phone number fields, the new password
// with its repetition, and the server's field complaints put on their fields.
import { passwordSchema } from '@gsis/contract';
import { Form, Input, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client.ts';
import { SCROLL_TO_FIRST_ERROR } from './first-invalid.ts';
import { fieldRules, type FieldSchema } from './schema-rules.ts';

/**
 * A phone number ("010-1234-5678", spaces around it ignored) as `schema` (the endpoint's) takes it: required when it
 * takes no empty value, and then `requiredMessage` says so; `invalidMessage` when it does not match.
 */
export function PhoneField({ name, schema, label, extra, requiredMessage, invalidMessage, autoComplete, placeholder, testId }: {
  name: string; schema: FieldSchema; label: string; extra?: ReactNode; requiredMessage?: string; invalidMessage: string; autoComplete: string; placeholder?: string; testId: string;
}) {
  return (
    <Form.Item name={name} label={label} extra={extra} rules={fieldRules(schema, { ...(requiredMessage ? { required: requiredMessage } : {}), format: invalidMessage })}>
      <Input type="tel" inputMode="tel" autoComplete={autoComplete} placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}

/** One of the two new-password fields: its form name, label, test id, and what it says when empty. */
interface PasswordFieldText { name: string; label: string; testId: string; requiredMessage: string }

/**
 * A new password, as strong as the contract asks, and the same typed again; `hint` tells the rule under
 * the first, `invalidMessage` and `mismatchMessage` what breaking it or a different repetition says.
 */
export function NewPasswordFields({ password, repeat, hint, invalidMessage, mismatchMessage, maxLength }: {
  password: PasswordFieldText; repeat: PasswordFieldText; hint: string; invalidMessage: string; mismatchMessage: string; maxLength?: number;
}) {
  return (
    <>
      <Form.Item
        name={password.name}
        label={password.label}
        extra={hint}
        rules={fieldRules(passwordSchema, { required: password.requiredMessage, format: invalidMessage, tooLong: invalidMessage })}
      >
        <Input.Password autoComplete="new-password" maxLength={maxLength} data-testid={password.testId} />
      </Form.Item>
      <Form.Item
        name={repeat.name}
        label={repeat.label}
        dependencies={[password.name]}
        rules={[
          { required: true, message: repeat.requiredMessage },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value !== getFieldValue(password.name)) throw new Error(mismatchMessage);
            },
          }),
        ]}
        validateFirst
      >
        <Input.Password autoComplete="new-password" maxLength={maxLength} data-testid={repeat.testId} />
      </Form.Item>
    </>
  );
}

/**
 * Puts the server's complaints about the form's own `fields` on them, worded by `messageOf` (from the rule
 * the value broke), and brings the first into view unless `scroll` is false. True when something is left
 * that no field shows — a failure with no complaints, or one about a field the form does not have — and
 * so is for the form to say as a whole.
 */
export function showRefusalOnFields<F extends string>(
  form: FormInstance, error: unknown, fields: readonly F[], messageOf: (field: F, rule: string, error: ApiError) => string,
  { scroll = true }: { scroll?: boolean } = {},
): boolean {
  const issues = error instanceof ApiError ? error.details?.fields ?? [] : [];
  const onFields = error instanceof ApiError
    ? issues.flatMap(({ path, rule }) => {
      const field = path.replace(/^body\./, '') as F;
      return fields.includes(field) ? [{ name: field, errors: [messageOf(field, rule, error)] }] : [];
    })
    : [];
  if (onFields.length > 0) {
    form.setFields(onFields);
    if (scroll) form.scrollToField(onFields[0]!.name, SCROLL_TO_FIRST_ERROR);
  }
  return onFields.length < Math.max(issues.length, 1);
}
