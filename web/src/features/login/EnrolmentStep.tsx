// The sign-in's second step for an account that manages GSIS and has no second factor yet (the server answered
// SECOND_FACTOR_ENROLMENT_REQUIRED with a challenge): it sets an authenticator app up before it reaches anything
// else. Why, then the app's QR code and first code (the kit My info uses too), then the recovery codes, shown once;
// the session the confirmation opened is taken up only once the person has kept them.
import { SafetyOutlined } from '@ant-design/icons';
import { ErrorCode, loginApi, type EnrolledSession, type EnrolmentConfirm, type TotpEnrolment } from '@gsis/contract';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { callWithToken } from '../../api/endpoints.ts';
import { rememberDevice } from '../../session/remembered-devices.ts';
import { AppSetup, RecoveryCodesList } from '../../ui/second-factor-setup.tsx';
import { RememberDeviceField, type SecondStepProps } from './SecondFactorStep.tsx';

export function EnrolmentStep({ challenge, loginId, onSignedIn, onExpired, onBack }: SecondStepProps) {
  const { t } = useTranslation(['common', 'errors']);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [opened, setOpened] = useState<{ token: string; data: EnrolledSession } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  /** A refusal that is not about the code: a stale challenge goes back to the password, the rest is said here. */
  const refused = (e: unknown) => {
    const failure = e instanceof ApiError ? e : new ApiError(0, ErrorCode.CONTACT_MANAGER);
    if (failure.code === ErrorCode.SECOND_FACTOR_EXPIRED) onExpired(failure);
    else setError(failure);
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await callWithToken(loginApi.startEnrolment, { challenge }, { anonymous: true });
      setEnrolment(data);
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async ({ code, rememberDevice: remember }: { code: string; rememberDevice?: boolean }) => {
    const body: EnrolmentConfirm = { challenge, code, rememberDevice: remember ?? false };
    try {
      const { data, token } = await callWithToken(loginApi.confirmEnrolment, body, { anonymous: true });
      if (!token) throw new ApiError(500, ErrorCode.CONTACT_MANAGER);
      rememberDevice(loginId, data.rememberedDevice);
      setOpened({ token, data });
    } catch (e) {
      // A wrong code is the kit's to say at its field.
      if (e instanceof ApiError && e.code === ErrorCode.SECOND_FACTOR_WRONG) throw e;
      refused(e);
    }
  };

  if (opened) {
    return (
      <div data-testid="login-enrol">
        <RecoveryCodesList codes={opened.data.recoveryCodes} title={t('login.enrolDone')} loginId={loginId} onDone={() => void onSignedIn(opened.token, opened.data)} />
      </div>
    );
  }

  return (
    <div data-testid="login-enrol">
      <Typography.Title level={3}>{t('login.enrolTitle')}</Typography.Title>
      <Typography.Paragraph>{t('login.enrolIntro')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon role="alert" title={t(`errors:${error.code}`)} className="login-enrol-error" data-testid="login-enrol-error" /> : null}
      {enrolment ? (
        <AppSetup enrolment={enrolment} confirm={confirm} onCancel={onBack} cancelText={t('login.backToLogin')} extra={<RememberDeviceField />} />
      ) : (
        <>
          <Button type="primary" block size="large" icon={<SafetyOutlined />} loading={busy} onClick={() => void start()} className="login-submit" data-testid="login-enrol-start">
            {t('login.enrolStart')}
          </Button>
          <Button type="link" block onClick={onBack} data-testid="login-enrol-back">{t('login.backToLogin')}</Button>
        </>
      )}
    </div>
  );
}
