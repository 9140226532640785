// What a result tab shows around its list: "did you mean", nothing found (with tips on writing a search),
// nothing typed yet, a failed search, and the pager.
import { BulbOutlined, SearchOutlined } from '@ant-design/icons';
import { SEARCH_TABS, type SearchTab } from '@gsis/contract';
import { Alert, Pagination } from 'antd';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { useErrorText } from '../../api/error-text.ts';
import { pages } from '../../ui/pages.ts';
import { useSearchT, useSearchTab } from './shared.ts';

export function DidYouMean({ tab, word }: { tab: SearchTab; word: string | null }) {
  const { t } = useSearchT();
  if (!word) return null;
  return (
    <p className="search-did-you-mean">
      <BulbOutlined aria-hidden /> {t('didYouMean')}{' '}
      <Link to={pages.search(tab, { searchWord: word })} data-testid="did-you-mean">{word}</Link>
    </p>
  );
}

function Tips() {
  const { t } = useSearchT();
  return (
    <div className="search-tips">
      <h3>{t('empty.tipsTitle')}</h3>
      <ul>
        <li><span>{t('empty.tipPhrase')}</span> <code>{t('empty.tipPhraseExample')}</code></li>
        <li><span>{t('empty.tipExclude')}</span> <code>{t('empty.tipExcludeExample')}</code></li>
        <li><span>{t('empty.tipOr')}</span> <code>{t('empty.tipOrExample')}</code></li>
        {/* A model code reads the same in every language. */}
        <li><span>{t('empty.tipModel')}</span> <code>DX225LCA</code></li>
      </ul>
    </div>
  );
}

/** What the search page knows of every tab's count (SearchPage hands it to the tab shown). */
export interface TabCounts { counts: Record<SearchTab, number | undefined> }

/**
 * Nothing found on this tab: when another tab has hits, say where (never "Nothing was found" while the Documents
 * tab lists 15 documents for the machine), under a fault code's guides that no page mentions it; else say so, point at fewer filters when some are set, and show how
 * searches are written.
 */
export function NoResults({ word, filtered, guidesAbove = false }: { word: string; filtered: boolean; guidesAbove?: boolean }) {
  const { t } = useSearchT();
  const tab = useSearchTab();
  const counts = useOutletContext<TabCounts | undefined>()?.counts;
  const elsewhere = SEARCH_TABS.find((key) => key !== tab && (counts?.[key] ?? 0) > 0);
  return (
    <div className="search-empty" data-testid="search-empty">
      <SearchOutlined className="search-empty-icon" aria-hidden />
      {/* Under the guides of a fault code, what is missing is a page that mentions it, not any result. */}
      <p className="search-empty-title">{guidesAbove ? t('empty.noPages', { word }) : elsewhere ? t('empty.noneHere', { word }) : t('empty.noResults', { word })}</p>
      {elsewhere ? (
        <p className="search-empty-text">
          <Link to={pages.search(elsewhere, { searchWord: word })} data-testid="search-elsewhere">{t('empty.elsewhere', { tab: t(`tabs.${elsewhere}`), count: counts?.[elsewhere] })}</Link>
        </p>
      ) : null}
      {filtered ? <p className="search-empty-text">{t('empty.filtered')}</p> : null}
      <Tips />
    </div>
  );
}

export function NoWord() {
  const { t } = useSearchT();
  return (
    <div className="search-empty" data-testid="search-empty">
      <SearchOutlined className="search-empty-icon" aria-hidden />
      <p className="search-empty-title">{t('empty.noWord')}</p>
      <p className="search-empty-text">{t('empty.noWordText')}</p>
      <Tips />
    </div>
  );
}

export function SearchFailed({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return <Alert type="error" showIcon title={errorText(error)} className="search-failed" data-testid="search-failed" />;
}

/** The pager; the page is in the address, so back and forward step through pages. */
export function ResultPager({ total, pageSize }: { total: number; pageSize: number }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  if (total <= pageSize) return null;
  return (
    <Pagination
      className="search-pager"
      current={page}
      pageSize={pageSize}
      // The server pages up to 500; more than that is a sign to narrow the search.
      total={Math.min(total, pageSize * 500)}
      showSizeChanger={false}
      responsive
      onChange={(next) => {
        const copy = new URLSearchParams(params);
        if (next > 1) copy.set('page', String(next));
        else copy.delete('page');
        setParams(copy);
        window.scrollTo(0, 0);
      }}
      data-testid="search-pager"
    />
  );
}

export function isFiltered(params: URLSearchParams): boolean {
  return ['documentTypeId', 'productTypeId', 'productId', 'modelId', 'language', 'publishType'].some((key) => params.has(key));
}
