// The PDF and web-help tabs (/search/pdf — the seed's named route `pdf` — and /search/webhelp): pages or
// topics that hold the words, each with a snippet, opening the reader there with the words highlighted.
// Hits in documents the reader may not read say so, show no words of the document and open nothing. A fault code
// searched on the PDF tab shows its troubleshooting guides first (`lead`).
import { FilePdfOutlined, GlobalOutlined, LockOutlined, LoginOutlined } from '@ant-design/icons';
import type { SnippetPart, TextHit } from '@gsis/contract';
import { Skeleton } from 'antd';
import { useMemo, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { languageName } from '../../ui/languages.tsx';
import { useTabSearch } from './api.ts';
import { DidYouMean, isFiltered, NoResults, NoWord, ResultPager, SearchFailed } from './ResultStates.tsx';
import { SearchFilters } from './SearchFilters.tsx';
import { HitIcon, HitTitle, LockedLabel, LockedText } from './hit-title.tsx';
import { hitUrl, modelsShown, textQueryFrom, useSearchT, useSearchTab } from './shared.ts';

/**
 * `lead`: another feature's part shown above the hits for the word searched (the route table hands the PDF tab
 * the troubleshooting guides of a fault code, so a code searched shows its guide first).
 */
export default function TextResults({ lead: Lead }: { lead?: ComponentType<{ searchWord: string }> }) {
  const { t } = useSearchT();
  const { user } = useSession();
  const tab = useSearchTab();
  const kind = tab === 'webhelp' ? 'webhelp' : 'pdf';
  const [params] = useSearchParams();
  const query = useMemo(() => textQueryFrom(params), [params]);
  const search = useTabSearch(kind, query, false);
  const data = search.data;

  if (!query.searchWord) return <NoWord />;
  return (
    <section className="search-results" aria-busy={search.isFetching} data-testid={`search-results-${kind}`}>
      <SearchFilters />
      {Lead ? <Lead searchWord={query.searchWord} /> : null}
      {search.isError ? <SearchFailed error={search.error} /> : null}
      {!data ? (
        search.isError ? null : <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <div className="search-summary" aria-live="polite" hidden={data.total === 0}>
            <span data-testid="search-total">{t(data.totalCapped ? 'summary.resultsCapped' : 'summary.results', { count: data.total })}</span>
            {data.totalCapped ? <span className="search-summary-locked">{t('summary.narrow')}</span> : null}
            {!user ? (
              <span className="search-summary-locked" data-testid="search-login-required-total"><LoginOutlined aria-hidden /> {t('summary.loginRequired')}</span>
            ) : !data.totalCapped && data.authorisedTotal < data.total ? (
              <span className="search-summary-locked" data-testid="search-unauthorised-total">
                <LockOutlined aria-hidden /> {t('summary.unauthorised', { count: data.total - data.authorisedTotal })}
              </span>
            ) : null}
          </div>
          <DidYouMean tab={kind} word={data.didYouMean} />
          {data.hits.length === 0 ? (
            <NoResults word={query.searchWord} filtered={isFiltered(params)} />
          ) : (
            <ol className={`search-hits${search.isPlaceholderData ? ' is-stale' : ''}`} start={(data.page - 1) * data.pageSize + 1}>
              {data.hits.map((hit) => <Hit key={`${hit.versionId}/${hit.page ?? hit.topicPath}`} hit={hit} />)}
            </ol>
          )}
          <ResultPager total={data.total} pageSize={data.pageSize} />
        </>
      )}
    </section>
  );
}

function Snippet({ parts }: { parts: SnippetPart[] }) {
  return <p className="search-snippet">{parts.map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</p>;
}

function Hit({ hit }: { hit: TextHit }) {
  const { t } = useSearchT();
  const Icon = hit.publishType === 'WEBHELP' ? GlobalOutlined : FilePdfOutlined;
  const where = hit.page !== null ? t('hit.page', { page: hit.page }) : t('hit.topic', { title: hit.topicTitle ?? hit.topicPath ?? '' });
  return (
    <li className={`search-hit${hit.authorised ? '' : ' is-unauthorised'}`} data-testid="search-hit" data-authorised={String(hit.authorised)}>
      <HitIcon authorised={hit.authorised}><Icon /></HitIcon>
      <div className="search-hit-body">
        <div className="search-hit-head">
          <HitTitle title={hit.title} to={hitUrl(hit)} authorised={hit.authorised} testId="search-hit-link" />
          <span className="search-hit-where">{where}</span>
        </div>
        <div className="search-hit-meta">
          <LockedLabel authorised={hit.authorised} />
          <span>{hit.documentType}</span>
          {hit.models.length ? <><span aria-hidden>·</span><span data-testid="search-hit-models">{t('index.models', { models: modelsShown(hit.models) })}</span></> : null}
          <span aria-hidden>·</span>
          <span>{t('hit.version', { label: hit.versionLabel })}</span>
          <span aria-hidden>·</span>
          <span>{languageName(hit.language)}</span>
        </div>
        {hit.authorised && hit.snippet ? <Snippet parts={hit.snippet} /> : null}
        <LockedText authorised={hit.authorised} />
      </div>
    </li>
  );
}
