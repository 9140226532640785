// /login: the confidentiality warning, the sign-in form and, once signed in, the login info. A sign-in with
// the temporary password find password e-mailed goes on to choosing a new password (NewPasswordStep); one of an
// account with an authenticator app, to its code (SecondFactorStep) unless this browser was remembered; one of an
// account that manages GSIS and has none, to setting one up (EnrolmentStep). /ssoStep1 is the same card with the
// company sign-in as its first step (CompanySignInStep), which leads to the same second steps.
import { BankOutlined, LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { ErrorCode, isGsisPath, loginApi, LoginRequest, type SessionResponse } from '@gsis/contract';
import { Alert, Button, Card, Divider, Flex, Form, Input, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { callWithToken } from '../../api/endpoints.ts';
import { changeLanguage, currentLanguage } from '../../i18n/i18n.ts';
import { LOGIN_REASONS } from '../../session/login-path.ts';
import { session, useSession } from '../../session/session-store.ts';
import { LoginInfo } from '../../ui/login-info.tsx';
import { pages } from '../../ui/pages.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';
import { NewPasswordStep } from './NewPasswordStep.tsx';
import { CompanySignInStep } from './CompanySignInStep.tsx';
import { EnrolmentStep } from './EnrolmentStep.tsx';
import { SecondFactorStep } from './SecondFactorStep.tsx';
import { rememberDevice, rememberedDeviceFor } from '../../session/remembered-devices.ts';

/** Only paths inside GSIS are followed after signing in. */
/** Back to a page of GSIS only: a path with one leading '/' (not '//host' or '/\\host', which browsers read as another site). */
function safeRedirect(target: string | null): string {
  return target && isGsisPath(target) && !target.startsWith(pages.login()) ? target : pages.main();
}

function ErrorMessage({ error }: { error: ApiError }) {
  const { t } = useTranslation(['common', 'forgot']);
  const extra = error.details?.retryAfterSeconds !== undefined
    ? t('login.retryAfter', { seconds: error.details.retryAfterSeconds })
    : error.code === ErrorCode.TEMPORARY_PASSWORD_EXPIRED ? <Link to={pages.forgot('password')}>{t('forgot:password.title')}</Link>
    // The seed's words say no more than that; the second line says which two things to check.
    : error.code === ErrorCode.NO_LOGIN_INFO ? t('login.wrongIdOrPassword') : undefined;
  return <Alert type="error" showIcon title={t(`errors:${error.code}`)} description={extra} data-testid="login-error" role="alert" />;
}

/** Why the visitor was sent here instead of the page they asked for (guards.ts), so the login is no surprise. */
function ReasonNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  const known = LOGIN_REASONS.find((r) => r === reason);
  if (!known) return null;
  return <Alert type={known === 'session' ? 'warning' : 'info'} showIcon title={t(`login.reason.${known}`)} data-testid="login-reason" role="status" />;
}

/** Sign-up, find ID and find password, under the form. */
function AccountLinks() {
  const { t } = useTranslation(['signup', 'forgot']);
  return (
    <Flex vertical align="center" gap={8} className="login-links" style={{ marginTop: 20 }}>
      <Flex wrap justify="center" align="center">
        <Link to={pages.forgot('id')} data-testid="login-find-id">{t('forgot:id.title')}</Link>
        <Divider orientation="vertical" />
        <Link to={pages.forgot('password')} data-testid="login-find-password">{t('forgot:password.title')}</Link>
      </Flex>
      <span>
        {t('signup:loginPrompt')}{' '}
        <Link to={pages.signup()} data-testid="login-signup">{t('signup:title')}</Link>
      </span>
    </Flex>
  );
}

/** /login: ID and password. */
export default function LoginPage() {
  return <SignInCard way="password" />;
}

/** /ssoStep1: the company sign-in (CompanySignInStep), with the same second steps. */
export function CompanySignInPage() {
  return <SignInCard way="company" />;
}

/** The sign-in's card: its first step by `way`, then the steps a right first step may lead to. */
function SignInCard({ way }: { way: 'password' | 'company' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, loginInfo } = useSession();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  /** The ID and temporary password that asked for a new password (PASSWORD_CHANGE_REQUIRED). */
  const [temporary, setTemporary] = useState<LoginRequest | null>(null);
  /**
   * The challenge of a right password whose account asks for its second factor (SECOND_FACTOR_REQUIRED) or must set
   * one up first (SECOND_FACTOR_ENROLMENT_REQUIRED), and whose sign-in it is.
   */
  const [second, setSecond] = useState<{ step: 'code' | 'enrol'; challenge: string; loginId: string; factors?: ('TOTP' | 'PASSKEY')[] | undefined } | null>(null);
  // Kept across the new-password step, so "back" finds the ID as it was typed.
  const [form] = Form.useForm<LoginRequest>();

  const signedIn = useCallback(async (token: string, data: SessionResponse, redirect = params.get('redirect')) => {
    session.signIn(token, data.user, data.loginInfo);
    if (data.user.language && data.user.language !== currentLanguage()) await changeLanguage(data.user.language);
    await navigate(safeRedirect(redirect));
  }, [navigate, params]);

  /** A refusal that asks for the second factor, or for setting one up: on to that step (true), with the ID it is for. */
  const toSecondStep = useCallback((refusal: ApiError, loginId: string): boolean => {
    const challenge = refusal.details?.challenge;
    const step = refusal.code === ErrorCode.SECOND_FACTOR_REQUIRED ? 'code' : refusal.code === ErrorCode.SECOND_FACTOR_ENROLMENT_REQUIRED ? 'enrol' : null;
    if (!step || !challenge) return false;
    // Asked for the code even so: this browser's token for the account is stale, and goes.
    if (step === 'code') rememberDevice(loginId, undefined);
    // Should the step take too long, the password is asked again, with the ID kept as typed.
    form.setFieldValue('password', '');
    setTemporary(null);
    setSecond({ step, challenge, loginId, factors: refusal.details?.factors });
    return true;
  }, [form]);

  const submit = async (values: LoginRequest) => {
    setBusy(true);
    setError(null);
    try {
      const { data, token } = await callWithToken(loginApi.login, { ...values, rememberedDevice: rememberedDeviceFor(values.id) }, { anonymous: true });
      if (!token) throw new ApiError(500, 'CONTACT_MANAGER');
      await signedIn(token, data);
    } catch (e) {
      const failure = e instanceof ApiError ? e : new ApiError(0, 'CONTACT_MANAGER');
      if (failure.code === ErrorCode.PASSWORD_CHANGE_REQUIRED) setTemporary(values);
      else if (!toSecondStep(failure, values.id)) setError(failure);
    } finally {
      setBusy(false);
    }
  };

  /** Back from the second step to the ID and password (its challenge is stale, or given up), with why, if any. */
  const backToPassword = (why: ApiError | null) => {
    setSecond(null);
    setError(why);
  };

  return (
    <div className="login-page">
      <Card className="login-card">
        <Typography.Title level={1} className="login-title">{t('login.title')}</Typography.Title>
        {!user ? <ReasonNotice reason={params.get('reason')} /> : null}
        <Alert
          type="warning"
          showIcon
          icon={<SafetyCertificateOutlined />}
          title={t('login.warningTitle')}
          description={t('login.warning')}
          className="login-warning"
          data-testid="confidentiality-warning"
        />
        {user && loginInfo ? (
          <>
            <Typography.Paragraph>{t('login.alreadySignedIn', { name: user.userName })}</Typography.Paragraph>
            <LoginInfo info={loginInfo} />
          </>
        ) : temporary ? (
          <NewPasswordStep
            id={temporary.id} password={temporary.password} onSignedIn={signedIn} onBack={() => setTemporary(null)}
            onSecondStep={(refusal) => toSecondStep(refusal, temporary.id)}
          />
        ) : second?.step === 'code' ? (
          <SecondFactorStep challenge={second.challenge} loginId={second.loginId} factors={second.factors} onSignedIn={signedIn} onExpired={backToPassword} onBack={() => backToPassword(null)} />
        ) : second?.step === 'enrol' ? (
          <EnrolmentStep challenge={second.challenge} loginId={second.loginId} onSignedIn={signedIn} onExpired={backToPassword} onBack={() => backToPassword(null)} />
        ) : way === 'company' ? (
          <CompanySignInStep onSignedIn={signedIn} onSecondStep={toSecondStep} />
        ) : (
          <Form<LoginRequest> form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy} data-testid="login-form">
            <Form.Item name="id" label={t('login.id')} rules={fieldRules(LoginRequest.shape.id, { required: t('login.idRequired') })}>
              <Input prefix={<UserOutlined />} maxLength={maxLengthOf(LoginRequest.shape.id)} autoComplete="username" inputMode="email" autoFocus data-testid="login-id" />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={fieldRules(LoginRequest.shape.password, { required: t('login.passwordRequired') })}>
              <Input.Password prefix={<LockOutlined />} maxLength={maxLengthOf(LoginRequest.shape.password)} autoComplete="current-password" data-testid="login-password" />
            </Form.Item>
            {error ? <ErrorMessage error={error} /> : null}
            <Button type="primary" htmlType="submit" block size="large" loading={busy} className="login-submit" data-testid="login-submit">
              {t('login.submit')}
            </Button>
            <Divider plain className="login-or">{t('login.or')}</Divider>
            <Button block size="large" icon={<BankOutlined />} onClick={() => void navigate(pages.companySignIn({ redirect: params.get('redirect') ?? undefined }))} data-testid="login-company-way">
              {t('login.companyLink')}
            </Button>
            <AccountLinks />
          </Form>
        )}
      </Card>
    </div>
  );
}
