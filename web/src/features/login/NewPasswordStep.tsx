// The sign-in's second step after find password: the temporary password from the e-mail opened no session
// (PASSWORD_CHANGE_REQUIRED), so the person chooses a password of their own, which the server checks against
// the rules and its list of common passwords, and then opens the session. The temporary password stays in
// this component's memory only, for the one call that uses it.
import { LockOutlined } from '@ant-design/icons';
import {
  ErrorCode, PASSWORD_COMMON_RULE, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SAME_RULE, loginApi, type LoginPasswordChange, type SessionResponse,
} from '@gsis/contract';
import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { callWithToken } from '../../api/endpoints.ts';
import { NewPasswordFields, showRefusalOnFields } from '../../ui/account-form.tsx';
import { pages } from '../../ui/pages.ts';
import { rememberedDeviceFor } from '../../session/remembered-devices.ts';

interface Values { newPassword: string; newPasswordConfirm: string }
type Field = keyof Values;
const FIELDS: readonly Field[] = ['newPassword', 'newPasswordConfirm'];

export function NewPasswordStep({ id, password, onSignedIn, onSecondStep, onBack }: {
  id: string;
  /** The temporary password the person just typed. */
  password: string;
  onSignedIn: (token: string, session: SessionResponse) => Promise<void>;
  /** The new password is kept, and the sign-in goes on to the second factor: true when the refusal asked for it. */
  onSecondStep: (refusal: ApiError) => boolean;
  onBack: () => void;
}) {
  // The password field's words are My info's: one wording for choosing a password everywhere.
  const { t } = useTranslation(['common', 'myinfo', 'errors', 'forgot']);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const invalid = t('myinfo:password.newInvalid', { min: PASSWORD_MIN, max: PASSWORD_MAX });

  const fieldMessage = (field: Field, rule: string, e: ApiError): string => {
    if (rule === PASSWORD_COMMON_RULE || rule === PASSWORD_SAME_RULE) return t(`errors:${e.code}`);
    return field === 'newPassword' ? invalid : t('myinfo:password.mismatch');
  };

  const submit = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      const body: LoginPasswordChange = { id, password, rememberedDevice: rememberedDeviceFor(id), ...values };
      const { data, token } = await callWithToken(loginApi.loginWithNewPassword, body, { anonymous: true });
      if (!token) throw new ApiError(500, ErrorCode.CONTACT_MANAGER);
      await onSignedIn(token, data);
    } catch (e) {
      const failure = e instanceof ApiError ? e : new ApiError(0, ErrorCode.CONTACT_MANAGER);
      if (onSecondStep(failure)) return;
      if (showRefusalOnFields(form, failure, FIELDS, fieldMessage, { scroll: false })) setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const expired = error?.code === ErrorCode.TEMPORARY_PASSWORD_EXPIRED;
  return (
    <div data-testid="login-new-password">
      <Typography.Title level={3}>{t('login.newPasswordTitle')}</Typography.Title>
      <Typography.Paragraph>{t('login.newPasswordIntro')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} onValuesChange={() => setError(null)} requiredMark={false} disabled={busy}>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={id} readOnly hidden />
        <NewPasswordFields
          password={{ name: 'newPassword', label: t('myinfo:password.new'), testId: 'login-new-password-input', requiredMessage: t('myinfo:password.newRequired') }}
          repeat={{ name: 'newPasswordConfirm', label: t('myinfo:password.confirm'), testId: 'login-new-password-confirm', requiredMessage: t('myinfo:password.confirmRequired') }}
          hint={t('myinfo:password.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          invalidMessage={invalid}
          mismatchMessage={t('myinfo:password.mismatch')}
          maxLength={PASSWORD_MAX * 2}
        />
        {error ? (
          <Alert
            type="error" showIcon role="alert" data-testid="login-new-password-error" className="login-new-password-error"
            title={t(`errors:${error.code}`)}
            description={expired ? <Link to={pages.forgot('password')}>{t('forgot:password.title')}</Link> : undefined}
          />
        ) : null}
        <Button type="primary" htmlType="submit" block size="large" icon={<LockOutlined />} loading={busy} className="login-submit" data-testid="login-new-password-submit">
          {t('login.newPasswordSubmit')}
        </Button>
        <Button type="link" block onClick={onBack} data-testid="login-new-password-back">{t('login.backToLogin')}</Button>
      </Form>
    </div>
  );
}
