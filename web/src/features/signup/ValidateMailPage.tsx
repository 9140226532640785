// /validatemail/:param: the link of the verification e-mail. The link works once, so the call is made
// once per address even when React runs the effect twice (StrictMode) or the page draws again.
import { SIGNUP_LINK_HOURS } from '@gsis/contract';
import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useErrorText } from '../../api/error-text.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useSupportEmail, useValidateMail } from './api.ts';
import './signup.css';

export default function ValidateMailPage() {
  const { t } = useTranslation('signup');
  usePageTitle(t('validate.title'));
  const errorText = useErrorText();
  const { param = '' } = useParams();
  const supportEmail = useSupportEmail();
  const validate = useValidateMail();
  const { mutate } = validate;
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === param) return;
    asked.current = param;
    mutate(param);
  }, [param, mutate]);

  const loginButton = (
    <Link to={pages.login()} key="login">
      <Button type="primary" size="large" data-testid="validatemail-login">{t('actions.goToLogin')}</Button>
    </Link>
  );

  let body;
  if (validate.isSuccess) {
    body = (
      <Result
        status="success"
        title={<h1 className="result-title">{t('validate.okTitle')}</h1>}
        subTitle={t('validate.okText')}
        extra={loginButton}
        data-testid="validatemail-result"
        data-state="ok"
        role="status"
      />
    );
  } else if (validate.isError) {
    // A refused link (spent, expired or never issued) is a 400; anything else is the server's trouble.
    const refused = validate.error instanceof ApiError && validate.error.status >= 400 && validate.error.status < 500;
    body = (
      <Result
        status="warning"
        title={<h1 className="result-title">{t('validate.errorTitle')}</h1>}
        subTitle={
          <>
            <p>{refused ? t('validate.invalidText', { hours: SIGNUP_LINK_HOURS }) : errorText(validate.error)}</p>
            <p>{t('validate.hint')}</p>
            {supportEmail ? <p><a href={`mailto:${supportEmail}`} className="validatemail-support">{supportEmail}</a></p> : null}
          </>
        }
        extra={[
          <Link to={pages.signup()} key="signup"><Button size="large" data-testid="validatemail-signup">{t('validate.signupAgain')}</Button></Link>,
          loginButton,
        ]}
        data-testid="validatemail-result"
        data-state="error"
        role="alert"
      />
    );
  } else {
    body = (
      <div className="validatemail-pending" data-testid="validatemail-pending">
        <Spin size="large" />
        <p>{t('validate.checking')}</p>
      </div>
    );
  }

  return (
    <div className="signup-page">
      <Card className="signup-card validatemail-card">{body}</Card>
    </div>
  );
}
