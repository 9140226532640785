// My info, "Password": a new password only with the current one. The server e-mails the owner about the
// change and signs out every other device, and the page says so; a wrong current password, and a new one
// the server refuses (too common, or the current one again), show on their fields.
import { LockOutlined } from '@ant-design/icons';
import { ErrorCode, PasswordChange, PASSWORD_COMMON_RULE, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SAME_RULE } from '@gsis/contract';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { ApiError } from '../../api/client.ts';
import { useErrorText } from '../../api/error-text.ts';
import { NewPasswordFields, showRefusalOnFields } from '../../ui/account-form.tsx';
import { useChangePassword } from './api.ts';
import { MyInfoCard } from './MyInfoCard.tsx';
import { useMyInfoT } from './shared.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}
type Field = keyof PasswordValues;
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'newPasswordConfirm'];

export function PasswordSection({ loginId }: { loginId: string }) {
  const { t } = useMyInfoT();
  const { t: tErrors } = useTranslation('errors');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const change = useChangePassword();
  const [form] = Form.useForm<PasswordValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const rule = t('password.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX });

  const serverMessage = (field: Field, rule: string, e: ApiError): string => {
    switch (field) {
      // A wrong current password is the seed's 'Please check the password', as the server words it.
      case 'currentPassword': return e.code === ErrorCode.CHECK_PASSWORD ? tErrors(e.code) : t('password.currentRequired');
      case 'newPassword':
        return rule === PASSWORD_COMMON_RULE || rule === PASSWORD_SAME_RULE ? tErrors(e.code) : t('password.newInvalid', { min: PASSWORD_MIN, max: PASSWORD_MAX });
      case 'newPasswordConfirm': return t('password.mismatch');
    }
  };

  const submit = async (values: PasswordValues) => {
    setFormError(null);
    setChanged(false);
    try {
      await change.mutateAsync(values);
    } catch (e) {
      if (showRefusalOnFields(form, e, FIELDS, serverMessage, { scroll: false })) setFormError(errorText(e));
      return;
    }
    form.resetFields();
    setChanged(true);
    void message.success(t('password.changed'));
  };

  return (
    <MyInfoCard name="password" title={t('password.title')} help={t('password.help')}>
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        onValuesChange={() => { setFormError(null); setChanged(false); }}
        disabled={change.isPending}
        requiredMark={false}
        className="myinfo-form myinfo-password-form"
        data-testid="myinfo-password-form"
      >
        {/* Lets a password manager file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={loginId} readOnly hidden />
        <Form.Item name="currentPassword" label={t('password.current')} rules={fieldRules(PasswordChange.shape.currentPassword, { required: t('password.currentRequired') })}>
          <Input.Password autoComplete="current-password" maxLength={maxLengthOf(PasswordChange.shape.currentPassword)} data-testid="myinfo-current-password" />
        </Form.Item>
        <NewPasswordFields
          password={{ name: 'newPassword', label: t('password.new'), testId: 'myinfo-new-password', requiredMessage: t('password.newRequired') }}
          repeat={{ name: 'newPasswordConfirm', label: t('password.confirm'), testId: 'myinfo-new-password-confirm', requiredMessage: t('password.confirmRequired') }}
          hint={rule}
          invalidMessage={t('password.newInvalid', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          mismatchMessage={t('password.mismatch')}
          maxLength={PASSWORD_MAX}
        />

        {formError ? <Alert type="error" showIcon title={formError} role="alert" className="myinfo-alert" data-testid="myinfo-password-error" /> : null}
        {changed ? (
          <Alert
            type="success"
            showIcon
            role="status"
            className="myinfo-alert"
            title={t('password.changed')}
            description={(
              <>
                <p className="myinfo-alert-line">{t('password.mailSent', { email: loginId })}</p>
                <p className="myinfo-alert-line">{t('password.othersSignedOut')}</p>
              </>
            )}
            data-testid="myinfo-password-done"
          />
        ) : null}

        <div className="myinfo-actions">
          <Button type="primary" htmlType="submit" icon={<LockOutlined />} loading={change.isPending} data-testid="myinfo-change-password">{t('password.change')}</Button>
        </div>
      </Form>
    </MyInfoCard>
  );
}
