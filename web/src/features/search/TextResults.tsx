// The PDF and web-help tabs (/search/pdf — the seed's named route `pdf` — and /search/webhelp): pages or
// topics that hold the words, under the manual they are in (the server sends a manual's pages together, best
// first, manuals in the reader's order), each with a snippet, opening the reader there with the words highlighted.
// Hits in documents the reader may not read say so, show no words of the document and open nothing. A fault code
// searched on the PDF tab shows its troubleshooting guides first (`lead`).
import { FilePdfOutlined, GlobalOutlined, LockOutlined, LoginOutlined, ScanOutlined } from '@ant-design/icons';
import type { HitManual, SnippetPart, TextHit } from '@gsis/contract';
import { Button, Skeleton } from 'antd';
import { useMemo, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
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
export default function TextResults({ lead: Lead }: { lead?: ComponentType<{ searchWord: string; onShown?: (shown: boolean) => void }> }) {
  // Whether the lead showed something (a fault code's guides), which changes what "nothing found" says.
  const [leadShown, setLeadShown] = useState(false);
  const { t } = useSearchT();
  const { user } = useSession();
  const tab = useSearchTab();
  const kind = tab === 'webhelp' ? 'webhelp' : 'pdf';
  const [params] = useSearchParams();
  const query = useMemo(() => textQueryFrom(params), [params]);
  const search = useTabSearch(kind, query, false);
  const data = search.data;
  const manuals = useMemo(() => manualsOf(data?.hits ?? [], data?.manuals ?? []), [data]);

  if (!query.searchWord) return <NoWord />;
  return (
    <section className="search-results" aria-busy={search.isFetching} data-testid={`search-results-${kind}`}>
      <SearchFilters />
      {Lead ? <Lead searchWord={query.searchWord} onShown={setLeadShown} /> : null}
      {search.isError ? <SearchFailed error={search.error} /> : null}
      {!data ? (
        search.isError ? null : <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <div className="search-summary" aria-live="polite" hidden={data.total === 0}>
            {/* The hits are listed by document: say in how many, so 27 results under one manual add up (a capped count has no exact one). */}
            <span data-testid="search-total">
              {data.totalCapped
                ? t('summary.resultsCapped', { count: data.total })
                : `${t('summary.results', { count: data.total })} · ${t('summary.inDocuments', { count: data.manualTotal })}`}
            </span>
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
            <NoResults word={query.searchWord} filtered={isFiltered(params)} guidesAbove={leadShown} />
          ) : (
            <ol className={`search-hits${search.isPlaceholderData ? ' is-stale' : ''}`}>
              {manuals.map(({ manual, hits }) => <Manual key={manual.versionId} manual={manual} hits={hits} />)}
            </ol>
          )}
          <ResultPager total={data.manualTotal} pageSize={data.pageSize} />
        </>
      )}
    </section>
  );
}

function Snippet({ parts }: { parts: SnippetPart[] }) {
  return <p className="search-snippet">{parts.map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</p>;
}

/** Each manual of the page with its hits (the server sends a manual's best pages one after another). */
function manualsOf(hits: TextHit[], manuals: HitManual[]): { manual: HitManual; hits: TextHit[] }[] {
  return manuals
    .map((manual) => ({ manual, hits: hits.filter((hit) => hit.versionId === manual.versionId) }))
    .filter((m) => m.hits.length > 0);
}

/** One manual and its pages (or topics) that hold the words, best first; its title opens the best one. */
function Manual({ manual, hits }: { manual: HitManual; hits: TextHit[] }) {
  const { t } = useSearchT();
  const [expanded, setExpanded] = useState(false);
  const first = hits[0]!;
  const Icon = first.publishType === 'WEBHELP' ? GlobalOutlined : FilePdfOutlined;
  const placeName = (place: { page: number | null; topicPath: string | null; topicTitle: string | null }) => (place.page !== null
    ? t('hit.page', { page: place.page })
    : t('hit.topic', { title: place.topicTitle ?? place.topicPath ?? '' }));
  const moreCount = manual.hitCount - hits.length;
  return (
    <li className={`search-hit${first.authorised ? '' : ' is-unauthorised'}`} data-testid="search-hit" data-authorised={String(first.authorised)}>
      <HitIcon authorised={first.authorised}><Icon /></HitIcon>
      <div className="search-hit-body">
        <div className="search-hit-head">
          <HitTitle title={first.title} to={hitUrl(first)} authorised={first.authorised} testId="search-hit-link" />
        </div>
        <div className="search-hit-meta">
          <LockedLabel authorised={first.authorised} />
          <span>{first.documentType}</span>
          {first.models.length ? <><span aria-hidden>·</span><span data-testid="search-hit-models">{t('index.models', { models: modelsShown(first.models) })}</span></> : null}
          <span aria-hidden>·</span>
          <span>{t('hit.version', { label: first.versionLabel })}</span>
          <span aria-hidden>·</span>
          <span>{languageName(first.language)}</span>
        </div>
        <ol className={`search-manual-pages${first.authorised ? '' : ' is-locked'}`} aria-label={t('hit.placesIn', { title: first.title })}>
          {hits.map((hit) => (
            <li key={hit.page ?? hit.topicPath} className="search-manual-page">
              <span className="search-hit-place">
                <Link to={hitUrl(hit)} className="search-hit-where" data-testid="search-hit-page">{placeName(hit)}</Link>
                {/* OCR can misread: the reader should know the words came from a picture of the page. */}
                {hit.ocr ? <span className="search-hit-ocr" data-testid="search-hit-ocr"><ScanOutlined aria-hidden /> {t('hit.ocr')}</span> : null}
              </span>
              {hit.authorised && hit.snippet ? <Snippet parts={hit.snippet} /> : null}
            </li>
          ))}
        </ol>
        {moreCount > 0 && !expanded ? (
          <Button type="link" size="small" className="search-manual-more" aria-expanded={false} onClick={() => setExpanded(true)} data-testid="search-hit-more">
            {t(first.publishType === 'WEBHELP' ? 'hit.moreTopics' : 'hit.morePages', { count: moreCount })}
          </Button>
        ) : null}
        {expanded ? (
          // The words' places only: the reader opens a page to see them highlighted.
          <ul className="search-manual-more-places" data-testid="search-hit-more-places">
            {manual.more.map((place) => (
              <li key={place.page ?? place.topicPath}>
                <Link to={hitUrl({ ...first, ...place })} className="search-hit-where">{placeName(place)}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <LockedText authorised={first.authorised} />
      </div>
    </li>
  );
}
