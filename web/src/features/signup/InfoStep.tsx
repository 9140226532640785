// Sign-up step 2: the personal information. The ID is the e-mail address and must pass the duplicate
// check before the form is sent; changing the address undoes the check. The server's field errors are
// shown on their fields.
import { CheckCircleFilled } from '@ant-design/icons';
import { ErrorCode, PASSWORD_COMMON_RULE, PASSWORD_MAX, PASSWORD_MIN, SignupRequest, type UserType } from '@gsis/contract';
import { Alert, Button, Form, Input, Radio, Space, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useErrorText } from '../../api/error-text.ts';
import { NewPasswordFields, PhoneField, showRefusalOnFields } from '../../ui/account-form.tsx';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/first-invalid.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { useCheckId, useSignup, useUserDivs } from './api.ts';

export interface InfoValues {
  id: string;
  name: string;
  company: string;
  userType: UserType;
  mobilePhone: string;
  password: string;
  passwordConfirm: string;
}
type Field = keyof InfoValues;
const FIELDS: readonly Field[] = ['id', 'name', 'company', 'userType', 'mobilePhone', 'password', 'passwordConfirm'];
/** The most characters of the name and of the company. */
const textMax = maxLengthOf(SignupRequest.shape.name);

/** How the server compares IDs: the address as typed, without spaces around it, in lower case. */
export const normalizeId = (value: string | undefined) => (value ?? '').trim().toLowerCase();

export function InfoStep({ form, checkedId, onChecked, onBack, onCancel, onDone }: {
  form: FormInstance<InfoValues>;
  /** The ID that passed the duplicate check, if any. */
  checkedId: string | null;
  onChecked: (id: string | null) => void;
  onBack: () => void;
  onCancel: () => void;
  onDone: (id: string) => void;
}) {
  const { t } = useTranslation('signup');
  const errorText = useErrorText();
  const userDivs = useUserDivs();
  const check = useCheckId();
  const signup = useSignup();
  const [formError, setFormError] = useState<string | null>(null);
  const typedId = normalizeId(Form.useWatch('id', form));
  const idChecked = checkedId !== null && checkedId === typedId;

  /** The message for a field the server refused, by the rule it broke. */
  const serverMessage = (field: Field, rule: string): string => {
    switch (field) {
      case 'id': return t('info.idInvalid');
      case 'name': return rule === 'too_big' ? t('info.tooLong', { max: textMax }) : t('info.nameRequired');
      case 'company': return rule === 'too_big' ? t('info.tooLong', { max: textMax }) : t('info.companyRequired');
      case 'userType': return t('info.userTypeRequired');
      case 'mobilePhone': return t('info.mobileInvalid');
      case 'password': return rule === PASSWORD_COMMON_RULE ? t('errors:PASSWORD_TOO_COMMON') : t('info.passwordInvalid', { min: PASSWORD_MIN, max: PASSWORD_MAX });
      case 'passwordConfirm': return t('info.passwordMismatch');
    }
  };

  const checkDuplicate = async () => {
    try {
      await form.validateFields(['id']);
    } catch {
      return;
    }
    const id = normalizeId(form.getFieldValue('id') as string | undefined);
    setFormError(null);
    try {
      await check.mutateAsync(id);
      onChecked(id);
      form.setFields([{ name: 'id', errors: [] }]);
    } catch (e) {
      onChecked(null);
      form.setFields([{ name: 'id', errors: [errorText(e)] }]);
    }
  };

  const submit = async (values: InfoValues) => {
    const id = normalizeId(values.id);
    setFormError(null);
    if (checkedId !== id) {
      form.setFields([{ name: 'id', errors: [t('errors:CHECK_ID_DUPLICATE')] }]);
      form.scrollToField('id', SCROLL_TO_FIRST_ERROR);
      return;
    }
    try {
      await signup.mutateAsync({
        ...values, id, name: values.name.trim(), company: values.company.trim(), mobilePhone: values.mobilePhone.trim(),
        agreeTerms: true, agreePrivacy: true, language: currentLanguage(),
      });
      onDone(id);
    } catch (e) {
      if (e instanceof ApiError && e.code === ErrorCode.ALREADY_EXISTS) {
        onChecked(null);
        form.setFields([{ name: 'id', errors: [errorText(e)] }]);
        form.scrollToField('id', SCROLL_TO_FIRST_ERROR);
        return;
      }
      if (showRefusalOnFields(form, e, FIELDS, serverMessage)) setFormError(errorText(e));
    }
  };

  return (
    <Form<InfoValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={(changed: Partial<InfoValues>) => {
        if ('id' in changed) setFormError(null);
      }}
      disabled={signup.isPending}
      className="signup-form"
      data-testid="signup-form"
    >
      <Typography.Paragraph>{t('info.intro')}</Typography.Paragraph>

      <Form.Item
        label={t('info.id')}
        required
        validateStatus={idChecked ? 'success' : undefined}
        extra={idChecked ? <span className="signup-id-ok" role="status" data-testid="signup-id-available"><CheckCircleFilled /> {t('info.idAvailable')}</span> : undefined}
      >
        <Space.Compact block>
          <Form.Item name="id" noStyle rules={fieldRules(SignupRequest.shape.id, { required: t('info.idRequired'), format: t('info.idInvalid'), tooLong: t('info.idInvalid') }, (typed: string | undefined) => typed?.trim())}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('info.idPlaceholder')}
              maxLength={maxLengthOf(SignupRequest.shape.id)}
              aria-label={t('info.id')}
              data-testid="signup-id"
            />
          </Form.Item>
          <Button onClick={() => void checkDuplicate()} loading={check.isPending} data-testid="signup-check-id">{t('info.checkId')}</Button>
        </Space.Compact>
      </Form.Item>

      <Form.Item name="name" label={t('info.name')} rules={fieldRules(SignupRequest.shape.name, { required: t('info.nameRequired'), tooLong: t('info.tooLong', { max: textMax }) })}>
        <Input autoComplete="name" maxLength={maxLengthOf(SignupRequest.shape.name)} data-testid="signup-name" />
      </Form.Item>

      <Form.Item name="company" label={t('info.company')} rules={fieldRules(SignupRequest.shape.company, { required: t('info.companyRequired'), tooLong: t('info.tooLong', { max: textMax }) })}>
        <Input autoComplete="organization" maxLength={maxLengthOf(SignupRequest.shape.company)} data-testid="signup-company" />
      </Form.Item>

      <Form.Item
        name="userType"
        label={t('info.userType')}
        extra={userDivs.isError ? <Typography.Text type="danger">{errorText(userDivs.error)}</Typography.Text> : undefined}
        rules={fieldRules(SignupRequest.shape.userType, { required: t('info.userTypeRequired'), format: t('info.userTypeRequired') })}
      >
        <Radio.Group className="signup-usertype" data-testid="signup-usertype">
          {(userDivs.data ?? []).map((type) => (
            <Radio key={type} value={type} data-testid={`signup-usertype-${type}`}>{t(`common:userType.${type}`)}</Radio>
          ))}
        </Radio.Group>
      </Form.Item>

      <PhoneField
        name="mobilePhone" schema={SignupRequest.shape.mobilePhone} label={t('info.mobile')} extra={t('info.mobileHint')} autoComplete="tel" testId="signup-mobile"
        requiredMessage={t('info.mobileRequired')} invalidMessage={t('info.mobileInvalid')}
      />

      <NewPasswordFields
        password={{ name: 'password', label: t('info.password'), testId: 'signup-password', requiredMessage: t('info.passwordRequired') }}
        repeat={{ name: 'passwordConfirm', label: t('info.passwordConfirm'), testId: 'signup-password-confirm', requiredMessage: t('info.passwordConfirmRequired') }}
        hint={t('info.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        invalidMessage={t('info.passwordInvalid', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        mismatchMessage={t('info.passwordMismatch')}
      />

      {formError ? <Alert type="error" showIcon title={formError} role="alert" className="signup-alert" data-testid="signup-error" /> : null}

      <div className="signup-actions">
        <Button onClick={onBack} data-testid="signup-previous">{t('actions.previous')}</Button>
        <Button onClick={onCancel} data-testid="signup-cancel">{t('actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={signup.isPending} data-testid="signup-submit">{t('actions.submit')}</Button>
      </div>
    </Form>
  );
}
