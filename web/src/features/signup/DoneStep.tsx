// Sign-up step 3: the verification e-mail is on its way; after the address is confirmed an administrator
// approves the account.
import { MailOutlined } from '@ant-design/icons';
import { SIGNUP_LINK_HOURS } from '@gsis/contract';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pages } from '../../ui/pages.ts';

export function DoneStep({ email }: { email: string }) {
  const { t } = useTranslation('signup');
  return (
    <div className="signup-done" data-testid="signup-done">
      <Result
        status="success"
        icon={<MailOutlined />}
        title={<span role="status">{t('done.title')}</span>}
        subTitle={<span className="signup-sent-to">{t('done.sentTo', { email })}</span>}
      >
        <Typography.Paragraph>{t('done.next', { hours: SIGNUP_LINK_HOURS })}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('done.spam')}</Typography.Paragraph>
      </Result>
      <div className="signup-done-actions">
        <Link to={pages.login()}>
          <Button type="primary" size="large" data-testid="signup-go-login">{t('actions.goToLogin')}</Button>
        </Link>
      </div>
    </div>
  );
}
