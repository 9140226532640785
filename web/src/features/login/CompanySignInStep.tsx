// /ssoStep1, the company sign-in: an employee types their work e-mail and goes to the sign-in page of their company's
// identity provider (the server picks it by the e-mail's domain); the provider sends them back here with a ticket,
// which opens the session — or with a catalogue code that says why not. Where the provider proved no second factor,
// the account's own is asked next, as after a password (the login page's steps). The e-mail and where to go after
// are kept in this tab's storage across the trip to the provider.
import { MailOutlined } from '@ant-design/icons';
import { CompanySignInStart, ErrorCode, companySignInApi, type SessionResponse } from '@gsis/contract';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { callWithToken } from '../../api/endpoints.ts';
import { rememberedDeviceFor } from '../../session/remembered-devices.ts';
import { pages } from '../../ui/pages.ts';
import { fieldRules, maxLengthOf } from '../../ui/schema-rules.ts';

/** What this tab keeps while the person is at their provider: the e-mail typed, and the page to go to after. */
const TRIP_KEY = 'gsis.companySignIn';
interface Trip { email: string; redirect: string | null }

function tripOf(): Trip | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(TRIP_KEY) ?? 'null') as Trip | null;
    return value && typeof value.email === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The catalogue's code the callback put in the address, if it is one (anything else reads as a failed sign-in). */
const refusalOf = (code: string | null): ErrorCode | null =>
  code === null ? null : ((Object.values(ErrorCode) as string[]).includes(code) ? (code as ErrorCode) : ErrorCode.SSO_FAILED);

export function CompanySignInStep({ onSignedIn, onSecondStep }: {
  onSignedIn: (token: string, session: SessionResponse, redirect: string | null) => Promise<void>;
  /** The account's own second factor is asked (or set up) next: true when the refusal was that. */
  onSecondStep: (refusal: ApiError, loginId: string) => boolean;
}) {
  const { t } = useTranslation(['common', 'errors']);
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<CompanySignInStart>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(() => refusalOf(params.get('error')));
  const ticket = params.get('ticket');
  /** A ticket is being traded for the session: nothing to type meanwhile. */
  const [finishing, setFinishing] = useState(ticket !== null);
  /** A ticket works once: the effect must not send it twice (React runs effects twice in development). */
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket || sent.current === ticket) return;
    sent.current = ticket;
    // Out of the address at once: the back button and the history must not hold it.
    setParams((now) => { now.delete('ticket'); return now; }, { replace: true });
    const trip = tripOf();
    void (async () => {
      setFinishing(true);
      try {
        const body = { ticket, rememberedDevice: trip ? rememberedDeviceFor(trip.email) : undefined };
        const { data, token } = await callWithToken(companySignInApi.finish, body, { anonymous: true });
        if (!token) throw new ApiError(500, ErrorCode.CONTACT_MANAGER);
        sessionStorage.removeItem(TRIP_KEY);
        await onSignedIn(token, data, trip?.redirect ?? null);
      } catch (e) {
        const failure = e instanceof ApiError ? e : new ApiError(0, ErrorCode.CONTACT_MANAGER);
        if (!onSecondStep(failure, trip?.email ?? '')) setError(failure.code as ErrorCode);
      } finally {
        setFinishing(false);
      }
    })();
  }, [ticket, setParams, onSignedIn, onSecondStep]);

  const start = async ({ email }: CompanySignInStart) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await callWithToken(companySignInApi.start, { email }, { anonymous: true });
      sessionStorage.setItem(TRIP_KEY, JSON.stringify({ email, redirect: params.get('redirect') } satisfies Trip));
      window.location.assign(data.location);
    } catch (e) {
      setError((e instanceof ApiError ? e.code : ErrorCode.CONTACT_MANAGER) as ErrorCode);
      setBusy(false);
    }
  };

  if (finishing) {
    return (
      <div className="login-company-finishing" data-testid="login-company-finishing" role="status">
        <Spin /> <span>{t('login.companyFinishing')}</span>
      </div>
    );
  }

  return (
    <div data-testid="login-company">
      <Typography.Title level={3}>{t('login.companyTitle')}</Typography.Title>
      <Typography.Paragraph>{t('login.companyIntro')}</Typography.Paragraph>
      <Form<CompanySignInStart>
        form={form} layout="vertical" onFinish={(values) => void start(values)} onValuesChange={() => setError(null)} requiredMark={false} disabled={busy}
        initialValues={{ email: tripOf()?.email ?? '' }}
      >
        <Form.Item
          name="email" label={t('login.companyEmail')}
          rules={fieldRules(CompanySignInStart.shape.email, { required: t('login.companyEmailRequired'), format: t('login.companyEmailInvalid'), tooLong: t('login.companyEmailInvalid') })}
        >
          <Input prefix={<MailOutlined />} type="email" inputMode="email" autoComplete="username" maxLength={maxLengthOf(CompanySignInStart.shape.email)} autoFocus data-testid="login-company-email" />
        </Form.Item>
        {error ? <Alert type="error" showIcon role="alert" title={t(`errors:${error}`)} className="login-company-error" data-testid="login-company-error" /> : null}
        <Button type="primary" htmlType="submit" block size="large" loading={busy} className="login-submit" data-testid="login-company-submit">
          {t('login.companySubmit')}
        </Button>
        <div className="login-links login-company-links">
          <Link to={pages.login()} data-testid="login-password-way">{t('login.passwordWay')}</Link>
        </div>
      </Form>
    </div>
  );
}
