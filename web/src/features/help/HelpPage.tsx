// /mylibrary/help: a guide to using GSIS — finding a machine's documents, searching inside them, reading at
// a page, bookmarks, authority, the account — in the reader's language, with links to where each happens.
import { Anchor, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title.ts';
import { usePageTop } from '../../ui/page-top.ts';
import { pages } from '../../ui/pages.ts';
import './help.css';

/**
 * The guide's sections in reading order: each block is a paragraph (its key) or a list of tips (their keys),
 * and `action` the page the section leads to.
 */
const SECTIONS: { key: string; blocks: (string | string[])[]; action?: string }[] = [
  { key: 'find', blocks: ['p1', 'p2'], action: pages.documentList() },
  { key: 'search', blocks: ['p1', ['tip1', 'tip2', 'tip3'], 'p2'] },
  { key: 'read', blocks: ['p1', 'p2'] },
  { key: 'troubleshoot', blocks: ['p1', 'p2', 'p3'], action: pages.tsg() },
  { key: 'bookmarks', blocks: ['p1', 'p2', 'p3'], action: pages.myLibrary.bookmarks() },
  { key: 'feedback', blocks: ['p1', 'p2'], action: pages.feedback.mine() },
  { key: 'authority', blocks: ['p1', 'p2'], action: pages.myLibrary.accessRequests() },
  { key: 'ask', blocks: ['p1', 'p2', 'p3'], action: pages.qna.board.list() },
  { key: 'account', blocks: ['p1', 'p2'], action: pages.myLibrary.myInfo() },
];

export default function HelpPage() {
  const { t } = useTranslation('help');
  usePageTitle(t('title'));
  const pageTop = usePageTop();
  return (
    <div className="mylib-page help-page" data-testid="help-page">
      {pageTop}
      <header className="help-head">
        <Typography.Title level={2}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      </header>
      <div className="help-layout">
        <nav className="help-contents" aria-label={t('contents')}>
          <Anchor
            offsetTop={16}
            items={SECTIONS.map(({ key }) => ({ key, href: `#help-${key}`, title: t(`sections.${key}.title`) }))}
          />
        </nav>
        <div className="help-sections">
          {SECTIONS.map(({ key, blocks, action }) => (
            <section key={key} id={`help-${key}`} className="help-section" aria-labelledby={`help-${key}-title`} data-testid={`help-${key}`}>
              <Typography.Title level={3} id={`help-${key}-title`}>{t(`sections.${key}.title`)}</Typography.Title>
              {blocks.map((block) => (typeof block === 'string'
                ? <Typography.Paragraph key={block}>{t(`sections.${key}.${block}`)}</Typography.Paragraph>
                : <ul key={block.join()} className="help-tips">{block.map((tip) => <li key={tip}>{t(`sections.${key}.${tip}`)}</li>)}</ul>))}
              {action ? <Link to={action} className="help-action">{t(`sections.${key}.action`)} →</Link> : null}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
