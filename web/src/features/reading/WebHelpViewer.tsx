// The web-help viewer: the bundle's table of contents beside a sandboxed frame. The frame gets an opaque
// origin (no allow-same-origin, and the server's CSP sandbox), so the bundle's scripts run but cannot
// reach the portal's token, storage or API. On a phone the table of contents opens in a drawer.
// Find in the topic asks the topic page's own find script (webhelp-find.ts).
import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Menu, Spin, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebHelpToc } from './api.ts';
import { FIND_AS_BAR, FindBar, FindInToolbar } from './FindInDocument.tsx';
import { COMPACT_READER, PORTRAIT_PHONE, useMediaQuery } from './reader-layout.ts';
import { useTopicFind } from './webhelp-find.ts';

export interface WebHelpViewerProps {
  versionId: number;
  /** The address of the bundle's entry page, with the content ticket in its path. */
  entryUrl: string;
  topic: string | undefined;
  onTopicChange: (topic: string) => void;
  /** Words to mark in the topic (a search's hits): the server marks them and scrolls to the first. */
  highlights?: string[];
  actions?: ReactNode;
}

export function WebHelpViewer({ versionId, entryUrl, topic, onTopicChange, highlights = [], actions }: WebHelpViewerProps) {
  const { t } = useTranslation('reading');
  const compact = useMediaQuery(COMPACT_READER);
  const portrait = useMediaQuery(PORTRAIT_PHONE);
  const [tocOpen, setTocOpen] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const findAsBar = useMediaQuery(FIND_AS_BAR);
  const { find, step, frameLoaded } = useTopicFind(frameRef, findAsBar);
  const toc = useWebHelpToc(versionId, true);
  const entry = toc.data?.entry;
  // The ticket's base: everything up to the entry path.
  const base = entry && entryUrl.endsWith(entry) ? entryUrl.slice(0, -entry.length) : entryUrl.replace(/[^/]*$/, '');
  const current = topic ?? entry;
  const page = current ? `${base}${current.split('/').map(encodeURIComponent).join('/')}` : entryUrl;
  const marks = new URLSearchParams(highlights.map((word) => ['hl', word])).toString();
  const src = marks ? `${page}${page.includes('?') ? '&' : '?'}${marks}` : page;

  const contents = toc.isLoading ? <Spin /> : toc.data?.topics.length ? (
    <Menu
      mode="inline"
      selectedKeys={current ? [current] : []}
      items={toc.data.topics.map((x) => ({ key: x.path, label: <span data-testid={`webhelp-topic-${x.path}`}>{x.title}</span> }))}
      onClick={({ key }) => {
        setTocOpen(false);
        onTopicChange(key);
      }}
    />
  ) : toc.data?.preparing ? (
    <Empty image={<Spin />} description={t('viewer.contentsPreparing')} data-testid="webhelp-contents-preparing" />
  ) : <Empty description={t('viewer.noContents')} />;

  return (
    <div className="webhelp-viewer" data-testid="webhelp-viewer">
      {compact && actions ? <div className="pdf-actions-row">{actions}</div> : null}
      <div className="pdf-toolbar">
        {compact && (
          <Tooltip title={t('viewer.contents')}>
            <Button
              icon={<UnorderedListOutlined />} onClick={() => setTocOpen(true)} aria-label={t('viewer.contents')} aria-haspopup="dialog" aria-expanded={tocOpen}
              data-testid="webhelp-contents"
            />
          </Tooltip>
        )}
        <span className="webhelp-current">{toc.data?.topics.find((x) => x.path === current)?.title}</span>
        <FindInToolbar find={find} bar={findAsBar} onStep={step} />
        {!compact && <span className="pdf-actions">{actions}</span>}
      </div>
      <FindBar find={find} bar={findAsBar} onStep={step} />
      <div className="pdf-body">
        {!compact && <nav className="pdf-outline webhelp-toc" aria-label={t('viewer.contents')}>{contents}</nav>}
        <iframe
          ref={frameRef}
          key={src}
          onLoad={frameLoaded}
          className="webhelp-frame"
          title={t('viewer.webhelpFrame')}
          src={src}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          data-testid="webhelp-frame"
        />
      </div>
      <Drawer
        open={compact && tocOpen} onClose={() => setTocOpen(false)} placement={portrait ? 'bottom' : 'left'} size={portrait ? '75%' : 'default'}
        title={t('viewer.contents')} className="pdf-outline-drawer webhelp-toc"
      >
        <nav aria-label={t('viewer.contents')}>{contents}</nav>
      </Drawer>
    </div>
  );
}
