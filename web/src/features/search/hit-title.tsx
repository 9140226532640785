// How a hit a reader may not open is shown. A signed-in reader without authority sees it labelled
// unauthorised, its title leading to the document's page, where access can be requested. A visitor who is not signed in sees it labelled login-required, and its
// title leads to the hit: the page's guard asks for a sign-in first and comes back to it.
import { LockOutlined, LoginOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { useSearchT } from './shared.ts';

export function HitTitle({ title, to, authorised, testId }: { title: string; to: string; authorised: boolean; testId: string }) {
  const { user } = useSession();
  // The whole card is the link's target area (see .search-hit-link::after). A hit the reader may not open
  // leads to its document's page, which says so and offers to request access.
  return <Link to={to} className={`search-hit-link${authorised || !user ? '' : ' is-locked'}`} data-testid={testId}>{title}</Link>;
}

/** The label of a hit that cannot be opened as it stands, and the line that says why. */
export function LockedLabel({ authorised }: { authorised: boolean }) {
  const { t } = useSearchT();
  const { user } = useSession();
  if (authorised) return null;
  return user
    ? <Tag color="error" className="search-locked-tag">{t('hit.unauthorised')}</Tag>
    : <Tag color="blue" icon={<LoginOutlined />} className="search-locked-tag" data-testid="search-login-required">{t('hit.loginRequired')}</Tag>;
}

export function LockedText({ authorised }: { authorised: boolean }) {
  const { t } = useSearchT();
  const { user } = useSession();
  if (authorised) return null;
  return <p className="search-hit-locked-text">{user ? t('hit.requestAccessHelp') : t('hit.loginRequiredHelp')}</p>;
}

/** The icon before a hit: its kind when it can be opened, a lock when it cannot. */
export function HitIcon({ authorised, children }: { authorised: boolean; children: React.ReactNode }) {
  return <span className="search-hit-icon" aria-hidden>{authorised ? children : <LockOutlined />}</span>;
}
