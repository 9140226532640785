// /mylibrary/myinfo: one's own account in My Library: the details and preferences, the password, two-step sign-in,
// the company accounts linked to it, and the devices signed in to it.
import { Skeleton, Typography } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { usePageTop } from '../../ui/page-top.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useMyInfo } from './api.ts';
import { CompanyAccountsSection } from './CompanyAccountsSection.tsx';
import { DetailsSection } from './DetailsSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SecondFactorSection } from './SecondFactorSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { useMyInfoT } from './shared.ts';
import './myinfo.css';

export default function MyInfoPage() {
  const { t } = useMyInfoT();
  usePageTitle(t('title'));
  const pageTop = usePageTop();
  const info = useMyInfo();
  const { user } = useSession();
  const { pathname, search } = useLocation();

  // Signed out while here (the session was ended from another device, or found dead on start-up): this
  // page is only about the signed-in person, so go and sign in, and come back.
  if (!user) return <Navigate to={pages.login({ redirect: pathname + search })} replace />;

  return (
    <div className="mylib-page myinfo-page" data-testid="myinfo-page">
      {pageTop}
      <header className="myinfo-head">
        <Typography.Title level={2} className="myinfo-heading">{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary" className="myinfo-intro">{t('intro')}</Typography.Paragraph>
      </header>

      {info.data ? (
        <div className="myinfo-layout">
          <div className="myinfo-main">
            {/* Keyed by account: another sign-in in this tab starts from its own values. */}
            <DetailsSection key={info.data.id} info={info.data} />
          </div>
          <div className="myinfo-side">
            <PasswordSection loginId={info.data.id} />
            <SecondFactorSection key={info.data.id} loginId={info.data.id} />
            <CompanyAccountsSection key={`company-${info.data.id}`} />
            <SessionsSection />
          </div>
        </div>
      ) : (
        <div className="myinfo-card"><Skeleton active paragraph={{ rows: 8 }} /></div>
      )}
    </div>
  );
}
