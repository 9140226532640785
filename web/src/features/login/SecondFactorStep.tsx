// The sign-in's second step for an account with an authenticator app: the password was right (the server answered
// SECOND_FACTOR_REQUIRED with a challenge), and the 6-digit code of the app, or one of the recovery codes, finishes
// it. A wrong code is said at the field; a challenge gone stale (SECOND_FACTOR_EXPIRED) is the page's to handle, by
// going back to the password.
import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { ErrorCode, loginApi, SecondFactorLogin, type PasskeyLogin, type SessionResponse } from '@gsis/contract';
import { Alert, Button, Checkbox, Divider, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { callWithToken } from '../../api/endpoints.ts';
import { rememberDevice } from '../../session/remembered-devices.ts';
import { passkeyCancelled, passkeysSupported, signWithPasskey } from '../../ui/passkeys.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';

interface Values { code: string; rememberDevice: boolean }

/** What a second step of the sign-in is given: the challenge, whose sign-in it is, and where it goes next. */
export interface SecondStepProps {
  /** What the refusal of the password step carried, sent back with the step's calls. */
  challenge: string;
  /** Whose sign-in: this browser is remembered for that account when the person asks. */
  loginId: string;
  /** The factors the account has (the refusal said): a passkey is offered first; without an app, codes are recovery codes. */
  factors?: ('TOTP' | 'PASSKEY')[] | undefined;
  onSignedIn: (token: string, session: SessionResponse) => Promise<void>;
  /** The challenge is no longer taken: the ID and password again. */
  onExpired: (error: ApiError) => void;
  onBack: () => void;
}

export function SecondFactorStep({ challenge, loginId, factors = ['TOTP'], onSignedIn, onExpired, onBack }: SecondStepProps) {
  const { t } = useTranslation(['common', 'errors']);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const hasApp = factors.includes('TOTP');
  const hasPasskey = factors.includes('PASSKEY') && passkeysSupported();
  /** A recovery code in place of the app's code (a lost or new phone); the only code of an account without an app. */
  const [recovery, setRecovery] = useState(!hasApp);
  const words = recovery
    ? { label: t('login.tfaRecoveryCode'), intro: t('login.tfaRecoveryIntro'), required: t('login.tfaRecoveryRequired'), format: t('login.tfaRecoveryInvalid'), switchTo: t('login.tfaUseApp') }
    : { label: t('login.tfaCode'), intro: t('login.tfaIntro'), required: t('login.tfaCodeRequired'), format: t('login.tfaCodeInvalid'), switchTo: t('login.tfaUseRecovery') };

  const submit = async ({ code, rememberDevice: remember }: Values) => {
    setBusy(true);
    setError(null);
    try {
      const body: SecondFactorLogin = { challenge, code, rememberDevice: remember };
      const { data, token } = await callWithToken(loginApi.secondFactor, body, { anonymous: true });
      if (!token) throw new ApiError(500, ErrorCode.CONTACT_MANAGER);
      rememberDevice(loginId, data.rememberedDevice);
      await onSignedIn(token, data);
    } catch (e) {
      const failure = e instanceof ApiError ? e : new ApiError(0, ErrorCode.CONTACT_MANAGER);
      if (failure.code === ErrorCode.SECOND_FACTOR_EXPIRED) onExpired(failure);
      else if (failure.code === ErrorCode.SECOND_FACTOR_WRONG) form.setFields([{ name: 'code', value: '', errors: [t(`errors:${failure.code}`)] }]);
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  /** The passkey's way: the server's options, the browser's prompt, its signature back. */
  const withPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data: { options } } = await callWithToken(loginApi.passkeyOptions, { challenge }, { anonymous: true });
      const credential = await signWithPasskey(options);
      const body: PasskeyLogin = { challenge, credential, rememberDevice: Boolean(form.getFieldValue('rememberDevice')) };
      const { data, token } = await callWithToken(loginApi.passkey, body, { anonymous: true });
      if (!token) throw new ApiError(500, ErrorCode.CONTACT_MANAGER);
      rememberDevice(loginId, data.rememberedDevice);
      await onSignedIn(token, data);
    } catch (e) {
      const failure = e instanceof ApiError ? e : new ApiError(0, ErrorCode.PASSKEY_FAILED);
      if (failure.code === ErrorCode.SECOND_FACTOR_EXPIRED) onExpired(failure);
      // Closing the browser's prompt is a choice, not a failure: the other ways stay, with nothing to read.
      else if (!passkeyCancelled(e)) setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const switchKind = () => {
    setRecovery((was) => !was);
    setError(null);
    form.resetFields(['code']);
  };

  return (
    <div data-testid="login-tfa">
      <Typography.Title level={3}>{hasPasskey ? t('login.secondStepTitle') : t('login.tfaTitle')}</Typography.Title>
      {hasPasskey ? (
        <>
          <Typography.Paragraph>{t('login.passkeyIntro')}</Typography.Paragraph>
          <Button type="primary" block size="large" icon={<KeyOutlined />} loading={busy} onClick={() => void withPasskey()} data-testid="login-passkey">
            {t('login.passkeyUse')}
          </Button>
          <Divider plain className="login-or">{hasApp ? t('login.passkeyOrCode') : t('login.passkeyOrRecovery')}</Divider>
        </>
      ) : null}
      <Typography.Paragraph>{words.intro}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} onValuesChange={() => setError(null)} requiredMark={false} disabled={busy}>
        <Form.Item name="code" label={words.label} rules={fieldRules(SecondFactorLogin.shape.code, { required: words.required, format: words.format, tooLong: words.format })}>
          <Input
            // Keyed by kind: the other kind of code starts empty, focused, with its own keyboard.
            key={recovery ? 'recovery' : 'app'}
            prefix={<SafetyOutlined />}
            size="large"
            maxLength={maxLengthOf(SecondFactorLogin.shape.code)}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize={recovery ? 'characters' : 'off'}
            spellCheck={false}
            autoFocus
            placeholder={recovery ? 'XXXXX-XXXXX' : '123456'}
            className="login-tfa-code"
            data-testid={recovery ? 'login-tfa-recovery-code' : 'login-tfa-code'}
          />
        </Form.Item>
        {hasApp ? <Button type="link" className="login-tfa-switch" onClick={switchKind} data-testid="login-tfa-recovery">{words.switchTo}</Button> : null}
        <RememberDeviceField />
        {error ? (
          <Alert
            type="error" showIcon role="alert" data-testid="login-tfa-error" className="login-tfa-error"
            title={t(`errors:${error.code}`)}
            description={error.details?.retryAfterSeconds !== undefined ? t('login.retryAfter', { seconds: error.details.retryAfterSeconds }) : undefined}
          />
        ) : null}
        <Button type="primary" htmlType="submit" block size="large" loading={busy} className="login-submit" data-testid="login-tfa-submit">
          {t('login.tfaSubmit')}
        </Button>
        <Button type="link" block onClick={onBack} data-testid="login-tfa-back">{t('login.backToLogin')}</Button>
      </Form>
    </div>
  );
}

/** "Don't ask for a code on this browser for 30 days": the form's `rememberDevice`, off until ticked (a shared computer). */
export function RememberDeviceField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="rememberDevice" valuePropName="checked" initialValue={false} className="login-remember">
      <Checkbox data-testid="login-remember-device">{t('login.rememberDevice')}</Checkbox>
    </Form.Item>
  );
}
