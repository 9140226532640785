// /forgot/id and /forgot/password: send a 6-digit code to the address, verify it; then the ID is shown
// (and e-mailed) or a temporary password is e-mailed, which at sign-in asks for a new one. The two pages
// are tabs of one card.
import { CODE_LENGTH, ErrorCode, ForgotCodeRequest, ForgotVerify, TEMPORARY_PASSWORD_HOURS, type ForgotPurpose, type ForgotVerified } from '@gsis/contract';
import { Alert, Button, Card, Form, Input, Result, Space, Tabs, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useErrorText } from '../../api/error-text.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { fieldRules, innermost, maxLengthOf } from '../../ui/schema-rules.ts';
import { useSendCode, useVerifyCode } from './api.ts';
import './forgot.css';

type Page = 'id' | 'password';
const PURPOSE: Record<Page, ForgotPurpose> = { id: 'FIND_ID', password: 'FIND_PASSWORD' };

interface Values { name?: string; email: string; code: string }
interface Sent { email: string; expiresAt: number }

/** "9:58" */
function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** "30 seconds", "5 minutes", "1 hour" in the reader's language; each language's `retryIn` says "in" its own way. */
function duration(seconds: number, lang: string): string {
  const [value, unit]: [number, string] = seconds < 60 ? [Math.max(1, seconds), 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

export function ForgotPage({ page }: { page: Page }) {
  const { t, i18n } = useTranslation('forgot');
  usePageTitle(t(`${page}.title`));
  const errorText = useErrorText();
  const navigate = useNavigate();
  const purpose = PURPOSE[page];
  const [form] = Form.useForm<Values>();
  const send = useSendCode();
  const verify = useVerifyCode();
  const [sent, setSent] = useState<Sent | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<{ text: string; extra?: string } | null>(null);
  const [result, setResult] = useState<(ForgotVerified & { email: string }) | null>(null);
  const codeInput = useRef<InputRef>(null);

  useEffect(() => {
    if (!sent) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= sent.expiresAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [sent]);
  const expired = sent !== null && now >= sent.expiresAt;

  const failure = (e: unknown) => {
    const seconds = e instanceof ApiError ? e.details?.retryAfterSeconds : undefined;
    setError({ text: errorText(e), ...(seconds !== undefined ? { extra: t('retryIn', { duration: duration(seconds, i18n.language) }) } : {}) });
  };

  const sendCode = async () => {
    setError(null);
    let values: Pick<Values, 'name' | 'email'>;
    try {
      values = await form.validateFields(page === 'id' ? ['name', 'email'] : ['email']);
    } catch {
      return;
    }
    const email = values.email.trim().toLowerCase();
    try {
      const answer = await send.mutateAsync({ purpose, email, ...(page === 'id' ? { name: values.name?.trim() } : {}) });
      setSent({ email, expiresAt: Date.now() + answer.expiresInMinutes * 60_000 });
      form.setFieldValue('code', '');
      form.setFields([{ name: 'code', errors: [] }]);
      codeInput.current?.focus();
    } catch (e) {
      failure(e);
    }
  };

  const verifyCode = async () => {
    setError(null);
    // The seed's rule: no verifying before a code was asked for.
    if (!sent) {
      setError({ text: t(`errors:${ErrorCode.VERIFICATION_CODE_REQUIRED_FIRST}`) });
      return;
    }
    let code: string;
    try {
      code = (await form.validateFields(['code'])).code.trim();
    } catch {
      return;
    }
    try {
      const answer = await verify.mutateAsync({ purpose, email: sent.email, code });
      setResult({ ...answer, email: sent.email });
    } catch (e) {
      failure(e);
    }
  };

  const tabs = (
    <Tabs
      activeKey={page}
      onChange={(key) => void navigate(pages.forgot(key === 'id' ? 'id' : 'password'))}
      items={[
        { key: 'id', label: <span data-testid="forgot-tab-id">{t('id.title')}</span> },
        { key: 'password', label: <span data-testid="forgot-tab-password">{t('password.title')}</span> },
      ]}
      className="forgot-tabs"
    />
  );

  if (result) {
    return (
      <div className="forgot-page">
        <Card className="forgot-card">
          <Typography.Title level={1} className="forgot-title">{t(`${page}.title`)}</Typography.Title>
          {tabs}
          {result.purpose === 'FIND_ID' ? (
            <Result
              status="success"
              title={t('result.idTitle')}
              subTitle={
                <>
                  <span className="forgot-id-label">{t('result.idLabel')}</span>
                  <Typography.Text strong copyable className="forgot-id" data-testid="forgot-found-id">{result.id ?? result.email}</Typography.Text>
                  <span className="forgot-id-mailed">{t('result.idMailed')}</span>
                </>
              }
              extra={[
                <Link to={pages.login()} key="login"><Button type="primary" size="large">{t('result.goToLogin')}</Button></Link>,
                <Link to={pages.forgot('password')} key="password"><Button size="large">{t('password.title')}</Button></Link>,
              ]}
              data-testid="forgot-result"
              data-purpose={result.purpose}
              role="status"
            />
          ) : (
            <Result
              status="success"
              title={t('result.passwordTitle')}
              subTitle={t('result.passwordText', { email: result.email, hours: TEMPORARY_PASSWORD_HOURS })}
              extra={<Link to={pages.login()}><Button type="primary" size="large">{t('result.goToLogin')}</Button></Link>}
              data-testid="forgot-result"
              data-purpose={result.purpose}
              role="status"
            />
          )}
        </Card>
      </div>
    );
  }

  return (
    <div className="forgot-page" data-testid={`forgot-${page}-page`}>
      <Card className="forgot-card">
        <Typography.Title level={1} className="forgot-title">{t(`${page}.title`)}</Typography.Title>
        {tabs}
        {/* The ID is the e-mail address: finding it is checking which of one's addresses it is, said first. */}
        {page === 'id' ? <Typography.Paragraph strong className="forgot-lead" data-testid="forgot-id-lead">{t('id.lead')}</Typography.Paragraph> : null}
        <Typography.Paragraph className="forgot-intro">{t(`${page}.intro`)}</Typography.Paragraph>
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          onValuesChange={(changed: Partial<Values>) => {
            // A code belongs to the address it was sent to.
            if ('email' in changed && sent && (changed.email ?? '').trim().toLowerCase() !== sent.email) setSent(null);
          }}
          data-testid="forgot-form"
        >
          {page === 'id' ? (
            // Finding an ID, the name is the body's required one (ForgotCodeRequest).
            <Form.Item name="name" label={t('fields.name')} rules={fieldRules(innermost(ForgotCodeRequest.shape.name), { required: t('fields.nameRequired') })}>
              <Input autoComplete="name" maxLength={maxLengthOf(ForgotCodeRequest.shape.name)} data-testid="forgot-name" />
            </Form.Item>
          ) : null}
          <Form.Item
            label={page === 'id' ? t('fields.checkEmail') : t('fields.idEmail')}
            required
            extra={sent ? (
              <span className="forgot-sent" data-testid="forgot-sent">
                <span role="status">{t('sent', { email: sent.email })}</span>
                {expired
                  ? <span className="forgot-expired" role="alert">{t('expired')}</span>
                  : <span className="forgot-countdown" data-testid="forgot-countdown">{t('expiresIn', { time: clock(sent.expiresAt - now) })}</span>}
              </span>
            ) : undefined}
          >
            <Space.Compact block>
              <Form.Item
                name="email"
                noStyle
                rules={fieldRules(ForgotCodeRequest.shape.email, { required: t('fields.emailRequired'), format: t('fields.emailInvalid'), tooLong: t('fields.emailInvalid') }, (typed: string | undefined) => typed?.trim())}
              >
                <Input
                  type="email"
                  inputMode="email"
                  autoComplete={page === 'id' ? 'email' : 'username'}
                  placeholder={t('fields.emailPlaceholder')}
                  maxLength={maxLengthOf(ForgotCodeRequest.shape.email)}
                  aria-label={page === 'id' ? t('fields.checkEmail') : t('fields.idEmail')}
                  onPressEnter={(e) => { e.preventDefault(); void sendCode(); }}
                  data-testid="forgot-email"
                />
              </Form.Item>
              <Button onClick={() => void sendCode()} loading={send.isPending} disabled={verify.isPending} data-testid="forgot-send">
                {sent ? t('resend') : t('send')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item label={t('fields.code')} required>
            <Space.Compact block>
              <Form.Item
                name="code"
                noStyle
                rules={fieldRules(ForgotVerify.shape.code, { required: t('fields.codeRequired'), format: t('fields.codeInvalid') })}
              >
                <Input
                  ref={codeInput}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={t('fields.codePlaceholder')}
                  maxLength={CODE_LENGTH}
                  aria-label={t('fields.code')}
                  onPressEnter={(e) => { e.preventDefault(); void verifyCode(); }}
                  className="forgot-code"
                  data-testid="forgot-code"
                />
              </Form.Item>
              <Button type="primary" onClick={() => void verifyCode()} loading={verify.isPending} disabled={send.isPending} data-testid="forgot-verify">
                {t('verify')}
              </Button>
            </Space.Compact>
          </Form.Item>
          {error ? (
            <Alert type="error" showIcon title={error.text} description={error.extra} role="alert" className="forgot-error" data-testid="forgot-error" />
          ) : null}
        </Form>
        <div className="forgot-links">
          <Link to={pages.login()}>{t('result.goToLogin')}</Link>
        </div>
      </Card>
    </div>
  );
}
