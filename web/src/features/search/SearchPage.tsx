// /search: the search field, the three result tabs with their counts, and the chosen tab's results below
// (child routes index, pdf and webhelp). Only the tab shown is searched for real (and so recorded); the
// other two ask for their count alone.
import { FileSearchOutlined, FilePdfOutlined, GlobalOutlined } from '@ant-design/icons';
import type { SearchTab } from '@gsis/contract';
import { Input } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate, useSearchParams } from 'react-router';
import { clearNamed } from '../../ui/clear-icon.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useTabSearch } from './api.ts';
import type { TabCounts } from './ResultStates.tsx';
import { indexQueryFrom, textQueryFrom, useSearchT, useSearchTab } from './shared.ts';
import './search.css';

const TABS: { key: SearchTab; icon: ReactNode }[] = [
  { key: 'index', icon: <FileSearchOutlined /> },
  { key: 'pdf', icon: <FilePdfOutlined /> },
  { key: 'webhelp', icon: <GlobalOutlined /> },
];

export default function SearchPage() {
  const { t } = useSearchT();
  const { t: tc } = useTranslation();
  const tab = useSearchTab();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const word = (params.get('searchWord') ?? '').trim();
  const [typed, setTyped] = useState(word);
  useEffect(() => setTyped(word), [word]);

  usePageTitle(word ? t('pageTitle', { word }) : t('title'));

  // The same keys the tab's own page uses, so the shown tab is asked once.
  const indexQuery = useMemo(() => (tab === 'index' ? indexQueryFrom(params) : { searchWord: word }), [tab, params, word]);
  const pdfQuery = useMemo(() => (tab === 'pdf' ? textQueryFrom(params) : { searchWord: word }), [tab, params, word]);
  const webhelpQuery = useMemo(() => (tab === 'webhelp' ? textQueryFrom(params) : { searchWord: word }), [tab, params, word]);
  const counts: Record<SearchTab, number | undefined> = {
    index: useTabSearch('index', indexQuery, tab !== 'index').data?.total,
    pdf: useTabSearch('pdf', pdfQuery, tab !== 'pdf').data?.total,
    webhelp: useTabSearch('webhelp', webhelpQuery, tab !== 'webhelp').data?.total,
  };

  /** A new word keeps the tab and its filters, and starts at the first page. */
  const submit = (value: string) => {
    const next = value.trim();
    if (!next) return;
    const kept = new URLSearchParams(params);
    kept.set('searchWord', next);
    kept.delete('page');
    void navigate(pages.search(tab, kept));
  };

  return (
    <div className="search-page" data-testid="search-page">
      <h1 className="search-heading">{t('title')}</h1>
      <div className="search-field" role="search" aria-label={t('title')}>
        <Input.Search
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={submit}
          placeholder={t('field.placeholder')}
          aria-label={t('field.label')}
          enterButton={t('field.submit')}
          size="large"
          allowClear={clearNamed(tc('header.clear'))}
          maxLength={200}
          data-testid="search-field"
        />
      </div>
      <nav className="search-tabs" aria-label={t('tabs.label')}>
        {TABS.map(({ key, icon }) => (
          <NavLink
            key={key}
            to={pages.search(key, word ? { searchWord: word } : undefined)}
            className={({ isActive }) => `search-tab${isActive ? ' is-active' : ''}`}
            data-testid={`search-tab-${key}`}
          >
            <span className="search-tab-icon" aria-hidden>{icon}</span>
            <span>{t(`tabs.${key}`)}</span>
            {word ? <span className="search-tab-count" data-testid={`search-count-${key}`}>{counts[key] ?? '…'}</span> : null}
          </NavLink>
        ))}
      </nav>
      <Outlet context={{ counts } satisfies TabCounts} />
    </div>
  );
}
