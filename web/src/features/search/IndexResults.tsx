// The Documents tab (/search/index): the documents for the model, suffix, serial number, product number or
// equipment code searched for — or, when the word names none, those whose title holds it — in the reader's order
// (the server's `forReader` sort): those they may read in their language, in English, in other languages, then those
// they may not read.
import { FileTextOutlined, GlobalOutlined } from '@ant-design/icons';
import { DOCUMENT_CODES, type DocumentCode, type DocumentListItem, type LanguageCode, type ResolvedModel } from '@gsis/contract';
import { Skeleton, Tag } from 'antd';
import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { useDates } from '../../ui/dates.ts';
import { languageName } from '../../ui/languages.tsx';
import { pages } from '../../ui/pages.ts';
import { useTabSearch } from './api.ts';
import { DidYouMean, isFiltered, NoResults, NoWord, ResultPager, SearchFailed } from './ResultStates.tsx';
import { SearchFilters } from './SearchFilters.tsx';
import { HitIcon, HitTitle, LockedLabel } from './hit-title.tsx';
import { indexQueryFrom, modelsShown, useSearchT } from './shared.ts';


/** What another feature offers beside a model the search resolved (the route table hands it in: "Take offline"). */
export type ModelAction = ComponentType<{ model: ResolvedModel; word: string }>;

export default function IndexResults({ modelAction }: { modelAction?: ModelAction }) {
  const { t } = useSearchT();
  const [params] = useSearchParams();
  const query = useMemo(() => indexQueryFrom(params), [params]);
  const search = useTabSearch('index', query, false);
  const data = search.data;

  const groups = useReaderGroups(data?.items ?? []);

  if (!query.searchWord) return <NoWord />;
  return (
    <section className="search-results" aria-busy={search.isFetching} data-testid="search-results-index">
      <SearchFilters publishType />
      {search.isError ? <SearchFailed error={search.error} /> : null}
      {!data ? (
        search.isError ? null : <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Resolved resolved={data.resolved} codeMatches={data.codeMatches} word={query.searchWord} action={modelAction} />
          <div className="search-summary" aria-live="polite" hidden={data.total === 0}>
            <span data-testid="search-total">{t('summary.results', { count: data.total })}</span>
          </div>
          <DidYouMean tab="index" word={data.didYouMean} />
          {data.items.length === 0 ? (
            <NoResults word={query.searchWord} filtered={isFiltered(params)} />
          ) : (
            <div className={`search-doc-groups${search.isPlaceholderData ? ' is-stale' : ''}`}>
              {groups.map(({ group, items }, i) => (
                <section key={`${group}/${i}`} className="search-doc-group" aria-labelledby={`search-doc-group-${i}`} data-testid="search-doc-group" data-group={group}>
                  <h3 className="search-doc-group-title" id={`search-doc-group-${i}`}>{t(group === 'loginRequired' ? 'hit.loginRequired' : `index.groups.${group}`)}</h3>
                  <ul className="search-docs">
                    {items.map((item) => <DocumentRow key={item.id} item={item} />)}
                  </ul>
                </section>
              ))}
            </div>
          )}
          <ResultPager total={data.total} pageSize={data.pageSize} />
        </>
      )}
    </section>
  );
}

type ReaderGroup = 'yours' | 'english' | 'other' | 'locked' | 'loginRequired';

/**
 * The server's order cut where the kind of document changes, for a heading over each run. The kinds are the
 * server's order (documents.repo.ts, `forReader`): readable in the reader's language, in English, in others; then
 * the rest, which a visitor may read once signed in.
 */
function useReaderGroups(items: DocumentListItem[]): { group: ReaderGroup; items: DocumentListItem[] }[] {
  const { i18n } = useTranslation();
  const { user } = useSession();
  return useMemo(() => {
    const groupOf = (item: DocumentListItem): ReaderGroup => {
      if (!item.authorised) return user ? 'locked' : 'loginRequired';
      if (item.languages.includes(i18n.language as LanguageCode)) return 'yours';
      return item.languages.includes('en') ? 'english' : 'other';
    };
    const groups: { group: ReaderGroup; items: DocumentListItem[] }[] = [];
    for (const item of items) {
      const group = groupOf(item);
      const last = groups.at(-1);
      if (last?.group === group) last.items.push(item);
      else groups.push({ group, items: [item] });
    }
    return groups;
  }, [items, i18n.language, user]);
}

/** The documents' codes the word is: a product number, an equipment code, or both. */
function codeMatchText(codeMatches: DocumentCode[]): 'index.byProductNumber' | 'index.byEquipmentCode' | 'index.byEitherCode' {
  if (codeMatches.length === DOCUMENT_CODES.length) return 'index.byEitherCode';
  return codeMatches[0] === 'productNumber' ? 'index.byProductNumber' : 'index.byEquipmentCode';
}

/** What the word was taken for: the models, and through which suffix or serial number; or the documents' codes. */
function Resolved({ resolved, codeMatches, word, action: Action }: { resolved: ResolvedModel[]; codeMatches: DocumentCode[]; word: string; action?: ModelAction | undefined }) {
  const { t } = useSearchT();
  const byCode = codeMatches.length ? <p className="search-resolved-title" data-testid="search-resolved-code">{t(codeMatchText(codeMatches), { code: word })}</p> : null;
  if (resolved.length === 0) {
    return byCode ? <div className="search-resolved" data-testid="search-resolved">{byCode}</div>
      : <p className="search-resolved-title" data-testid="search-resolved">{t('index.titleMatch', { word })}</p>;
  }
  const models = [...new Set(resolved.map((r) => r.model))];
  const single = models.length === 1 ? resolved[0] : undefined;
  return (
    <div className="search-resolved" data-testid="search-resolved">
      {byCode}
      <p className="search-resolved-title">
        {single
          ? t('index.documentsForOne', { model: single.model, productType: single.productType, product: single.product })
          : t('index.documentsFor', { models: models.join(', ') })}
        {single && Action ? <span className="search-resolved-action"><Action model={single} word={word} /></span> : null}
      </p>
      <ul className="search-resolved-list">
        {resolved.slice(0, 20).map((r) => {
          const values = { model: r.model, productType: r.productType, product: r.product, suffix: r.suffix ?? '', serial: word };
          const how = r.serialNumber !== null ? 'index.bySerial' : r.suffix !== null ? 'index.bySuffix' : single ? null : 'index.byModel';
          return how ? <li key={`${r.modelId}/${r.suffix ?? ''}`}>{t(how, values)}{!single && Action ? <> <Action model={r} word={word} /></> : null}</li> : null;
        })}
      </ul>
    </div>
  );
}

function DocumentRow({ item }: { item: DocumentListItem }) {
  const { t } = useSearchT();
  const dates = useDates();
  const models = modelsShown(item.models);
  return (
    <li className={`search-doc${item.authorised ? '' : ' is-unauthorised'}`} data-testid="search-document" data-authorised={String(item.authorised)}>
      <HitIcon authorised={item.authorised}><FileTextOutlined /></HitIcon>
      <div className="search-hit-body">
        <div className="search-hit-head">
          <HitTitle title={item.title} to={pages.documentView(item.id)} authorised={item.authorised} testId="search-document-link" />
          <LockedLabel authorised={item.authorised} />
        </div>
        <div className="search-hit-meta">
          {models ? <span>{t('index.models', { models })}</span> : null}
          {item.productNumber ? <span className="search-meta-item" data-testid="search-document-product-number">{t('index.productNumber', { code: item.productNumber })}</span> : null}
          {item.equipmentCode ? <span className="search-meta-item" data-testid="search-document-equipment-code">{t('index.equipmentCode', { code: item.equipmentCode })}</span> : null}
          {item.versionLabel ? <span className="search-meta-item">{t('hit.version', { label: item.versionLabel })}</span> : null}
          {item.distributedOn ? <span className="search-meta-item" data-testid="search-document-distributed">{t('index.distributed', { date: dates.day(item.distributedOn) })}</span> : null}
        </div>
        <div className="search-doc-tags">
          <Tag data-testid="search-document-type">{item.documentType}</Tag>
          {item.languages.map((l) => <Tag key={l} icon={<GlobalOutlined />}>{languageName(l)}</Tag>)}
          {item.publishTypes.includes('WEBHELP') ? <Tag color="blue">{t('publishType.WEBHELP')}</Tag> : null}
        </div>
      </div>
    </li>
  );
}
