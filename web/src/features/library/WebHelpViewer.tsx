// The web-help viewer: the bundle's table of contents beside a sandboxed frame. The frame gets an opaque
// origin (no allow-same-origin, and the server's CSP sandbox), so the bundle's scripts run but cannot
// reach the portal's token, storage or API.
import { Empty, Menu, Spin } from 'antd';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebHelpToc } from './api.ts';

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
  const { t } = useTranslation('library');
  const toc = useWebHelpToc(versionId, true);
  const entry = toc.data?.entry;
  // The ticket's base: everything up to the entry path.
  const base = entry && entryUrl.endsWith(entry) ? entryUrl.slice(0, -entry.length) : entryUrl.replace(/[^/]*$/, '');
  const current = topic ?? entry;
  const page = current ? `${base}${current.split('/').map(encodeURIComponent).join('/')}` : entryUrl;
  const marks = new URLSearchParams(highlights.map((word) => ['hl', word])).toString();
  const src = marks ? `${page}${page.includes('?') ? '&' : '?'}${marks}` : page;

  return (
    <div className="webhelp-viewer" data-testid="webhelp-viewer">
      <div className="pdf-toolbar"><span className="webhelp-current">{toc.data?.topics.find((x) => x.path === current)?.title}</span><span className="pdf-actions">{actions}</span></div>
      <div className="pdf-body">
        <nav className="pdf-outline webhelp-toc" aria-label={t('viewer.contents')}>
          {toc.isLoading ? <Spin /> : toc.data?.topics.length ? (
            <Menu
              mode="inline"
              selectedKeys={current ? [current] : []}
              items={toc.data.topics.map((x) => ({ key: x.path, label: <span data-testid={`webhelp-topic-${x.path}`}>{x.title}</span> }))}
              onClick={({ key }) => onTopicChange(key)}
            />
          ) : <Empty description={t('viewer.noContents')} />}
        </nav>
        <iframe
          key={src}
          className="webhelp-frame"
          title={t('viewer.webhelpFrame')}
          src={src}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          data-testid="webhelp-frame"
        />
      </div>
    </div>
  );
}
