// The login info area: this sign-in's address, the previous one's, and when the previous one was.
import type { LoginInfo as LoginInfoData } from '@gsis/contract';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDates } from './dates.ts';

export function LoginInfo({ info }: { info: LoginInfoData }) {
  const { t } = useTranslation();
  const dates = useDates();
  const when = info.lastLoginAt ? dates.dateTime(info.lastLoginAt) : t('loginInfo.none');
  return (
    <Card size="small" title={t('loginInfo.title')} className="login-info" data-testid="login-info">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('loginInfo.currentAddress')}><span data-testid="current-address">{info.currentAddress ?? t('loginInfo.none')}</span></Descriptions.Item>
        <Descriptions.Item label={t('loginInfo.previousAddress')}><span data-testid="previous-address">{info.previousAddress ?? t('loginInfo.none')}</span></Descriptions.Item>
        <Descriptions.Item label={t('loginInfo.lastLogin')}><span data-testid="last-login">{when}</span></Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
