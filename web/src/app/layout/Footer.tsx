// The footer: legal pages, social links, the Family Link block, the Related Sites dropup and the copyright.
import { FacebookOutlined, GlobalOutlined, InstagramOutlined, LinkedinOutlined, UpOutlined, YoutubeOutlined } from '@ant-design/icons';
import { shortenSiteName, type RelatedLink } from '@gsis/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PopupMenu } from '../../ui/popup-menu.tsx';
import { useRelatedLinks } from './queries.ts';

const SOCIAL_ICONS: Record<string, ReactNode> = {
  youtube: <YoutubeOutlined />, linkedin: <LinkedinOutlined />, facebook: <FacebookOutlined />, instagram: <InstagramOutlined />,
};

/** What a link that opens another site in a new tab says it does, for every such link of the footer. */
const newTabTitle = (link: RelatedLink, t: TFunction) => `${link.linkName} (${t('footer.newTab')})`;

function ExternalLink({ link, children }: { link: RelatedLink; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={link.linkUrl} target="_blank" rel="noopener noreferrer" title={newTabTitle(link, t)}>
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
          <PopupMenu
            align="end" above buttonClassName="related-sites" popupClassName="related-sites-menu" testId="related-sites"
            items={of('RELATED_SITE').map((link) => ({
              key: String(link.linkId), label: shortenSiteName(link.linkName), to: link.linkUrl, external: true,
              title: newTabTitle(link, t),
            }))}
          >
            {t('footer.relatedSites')} <UpOutlined aria-hidden />
          </PopupMenu>
        </div>
        <p className="copyright">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
