// The footer: legal pages, social links, the Family Link block, the Related Sites dropup and the copyright.
import { FacebookOutlined, GlobalOutlined, InstagramOutlined, LinkedinOutlined, UpOutlined, YoutubeOutlined } from '@ant-design/icons';
import { shortenSiteName, type RelatedLink } from '@gsis/contract';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRelatedLinks } from './queries.ts';

const SOCIAL_ICONS: Record<string, ReactNode> = {
  youtube: <YoutubeOutlined />, linkedin: <LinkedinOutlined />, facebook: <FacebookOutlined />, instagram: <InstagramOutlined />,
};

function ExternalLink({ link, children }: { link: RelatedLink; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={link.linkUrl} target="_blank" rel="noopener noreferrer" title={`${link.linkName} (${t('footer.newTab')})`}>
      {children}
    </a>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const links = useRelatedLinks().data ?? [];
  const of = (type: RelatedLink['linkType']) => links.filter((l) => l.linkType === type);
  return (
    <footer className="app-footer">
      <div className="footer-inner">
        <div className="footer-top">
          <nav className="footer-legal" aria-label={t('footer.legalNotice')}>
            <Link to="/footer/privacypolice"><strong>{t('footer.privacy')}</strong></Link>
            <Link to="/footer/termsofuse">{t('footer.terms')}</Link>
            <Link to="/footer/legalnotice">{t('footer.legalNotice')}</Link>
          </nav>
          <div className="footer-social" aria-label={t('footer.followUs')}>
            {of('SOCIAL').map((link) => (
              <ExternalLink key={link.linkId} link={link}>
                <span className="social-icon" aria-label={link.linkName}>{SOCIAL_ICONS[link.linkName.toLowerCase()] ?? <GlobalOutlined />}</span>
              </ExternalLink>
            ))}
          </div>
        </div>
        <div className="footer-bottom">
          <div className="family-link" data-testid="family-link">
            <span className="footer-heading">{t('footer.familyLink')}</span>
            {of('FAMILY_SITE').map((link) => (
              <ExternalLink key={link.linkId} link={link}>{link.linkName}</ExternalLink>
            ))}
          </div>
          <Dropdown
            placement="topRight"
            trigger={['click']}
            classNames={{ root: 'related-sites-menu' }}
            menu={{
              items: of('RELATED_SITE').map((link) => ({
                key: link.linkId,
                label: <ExternalLink link={link}>{shortenSiteName(link.linkName)}</ExternalLink>,
              })),
            }}
          >
            <Button ghost size="small" className="related-sites" data-testid="related-sites">
              {t('footer.relatedSites')} <UpOutlined />
            </Button>
          </Dropdown>
        </div>
        <p className="copyright">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
