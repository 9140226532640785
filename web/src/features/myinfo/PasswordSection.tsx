// My info, "Password": a new password only with the current one. The server e-mails the owner about the
// change, and the page says so; a wrong current password shows on its field.
import { LockOutlined } from '@ant-design/icons';
import { ErrorCode, PASSWORD_MAX, PASSWORD_MIN, passwordSchema } from '@gsis/contract';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useErrorText } from '../../api/error-text.ts';
import { useChangePassword } from './api.ts';
import { useMyInfoT } from './shared.ts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}
type Field = keyof PasswordValues;
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'newPasswordConfirm'];

export function PasswordSection({ loginId }: { loginId: string }) {
  const { t } = useMyInfoT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const change = useChangePassword();
  const [form] = Form.useForm<PasswordValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const rule = t('password.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX });

  const serverMessage = (field: Field, e: ApiError): string => {
    switch (field) {
      case 'currentPassword': return e.code === ErrorCode.CHECK_PASSWORD ? t('password.currentWrong') : t('password.currentRequired');
      case 'newPassword': return t('password.newInvalid', { min: PASSWORD_MIN, max: PASSWORD_MAX });
      case 'newPasswordConfirm': return t('password.mismatch');
    }
  };

  const submit = async (values: PasswordValues) => {
    setFormError(null);
    setChanged(false);
    try {
      await change.mutateAsync(values);
    } catch (e) {
      const issues = e instanceof ApiError ? e.details?.fields ?? [] : [];
      const onFields = e instanceof ApiError
        ? issues.flatMap(({ path }) => {
          const field = path.replace(/^body\./, '') as Field;
          return FIELDS.includes(field) ? [{ name: field, errors: [serverMessage(field, e)] }] : [];
        })
        : [];
      if (onFields.length > 0) form.setFields(onFields);
      if (onFields.length < Math.max(issues.length, 1)) setFormError(errorText(e));
      return;
    }
    form.resetFields();
    setChanged(true);
    void message.success(t('password.changed'));
  };

  return (
    <section className="myinfo-card" aria-labelledby="myinfo-password-title" data-testid="myinfo-password">
      <header className="myinfo-card-head">
        <h2 id="myinfo-password-title" className="myinfo-card-title">{t('password.title')}</h2>
        <p className="myinfo-card-help">{t('password.help')}</p>
      </header>

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
        <Form.Item name="currentPassword" label={t('password.current')} rules={[{ required: true, message: t('password.currentRequired') }]}>
          <Input.Password autoComplete="current-password" maxLength={256} data-testid="myinfo-current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          extra={rule}
          rules={[
            { required: true, message: t('password.newRequired') },
            {
              validator: async (_, value: string | undefined) => {
                if (value && !passwordSchema.safeParse(value).success) throw new Error(t('password.newInvalid', { min: PASSWORD_MIN, max: PASSWORD_MAX }));
              },
            },
          ]}
          validateFirst
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid="myinfo-new-password" />
        </Form.Item>
        <Form.Item
          name="newPasswordConfirm"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
          validateFirst
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid="myinfo-new-password-confirm" />
        </Form.Item>

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
                <p className="myinfo-alert-line">{t('password.othersHint')}</p>
              </>
            )}
            data-testid="myinfo-password-done"
          />
        ) : null}

        <div className="myinfo-actions">
          <Button type="primary" htmlType="submit" icon={<LockOutlined />} loading={change.isPending} data-testid="myinfo-change-password">{t('password.change')}</Button>
        </div>
      </Form>
    </section>
  );
}
