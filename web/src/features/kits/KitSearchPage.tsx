// /kit/search?q=…(&kit=id): a search of the reader's field kits on this device, with or without a network — the
// header's box comes here when the device is offline. The kits' pages and guides are read with the server's own
// tokenizer (offline-search.ts): a fault code finds its guides first, then the pages that hold the words, each with
// its snippet; a page opens in the kit's copy at that page with the words highlighted.
import { AlertOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { GuideView } from '@gsis/contract';
import { Empty, Skeleton, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { languageName } from '../../ui/languages.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useDeviceKits, useDeviceRead } from './api.ts';
import { keptVersions } from './kit-download.ts';
import { kitState, machineLabel } from './kit-state.ts';
import { pagesOf, referenceOf, type StoredKit } from './kit-store.ts';
import { KitSearchField } from './KitPage.tsx';
import { buildKitIndex, type KitIndex } from './offline-search.ts';
import './kits.css';

/** Each kit's index, built once for what the kit holds now (a check or a finished download changes it). */
const indexes = new Map<number, { key: string; index: Promise<KitIndex> }>();
function indexOf(kit: StoredKit): Promise<KitIndex> {
  const key = `${kit.checkedAt}/${kit.complete}`;
  const kept = indexes.get(kit.kitId);
  if (kept?.key === key) return kept.index;
  const index = (async () => {
    const versions = new Map(keptVersions(kit.plan).map((version) => [version.versionId, version]));
    const [pages, reference] = await Promise.all([pagesOf(kit.kitId), referenceOf(kit.kitId)]);
    return buildKitIndex({
      pages: pages.flatMap((stored) => {
        const version = versions.get(stored.versionId);
        return version ? stored.pages.map((page) => ({ versionId: stored.versionId, language: version.language, title: version.title, page: page.page, text: page.text })) : [];
      }),
      guides: reference?.reference.guides ?? [],
    });
  })();
  indexes.set(kit.kitId, { key, index });
  return index;
}

/** The snippet with the words found marked. */
function Snippet({ text, marks }: { text: string; marks: ReadonlyArray<readonly [number, number]> }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at) continue;
    parts.push(text.slice(at, start), <mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <p className="kit-hit-snippet">{parts}</p>;
}

export default function KitSearchPage() {
  const { t, i18n } = useTranslation('kits');
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const only = Number(params.get('kit')) || undefined;
  const kits = useDeviceKits();
  usePageTitle(query ? `${query} · ${t('search.label')}` : t('search.label'));
  const searched = useMemo(() => (kits ?? []).filter((kit) => kitState(kit) !== 'EXPIRED' && (only === undefined || kit.kitId === only)), [kits, only]);
  const results = useDeviceRead(async () => {
    if (!query) return [];
    return Promise.all(searched.map(async (kit) => ({ kit, hits: (await indexOf(kit)).search(query, { languages: kit.summary.languages }) })));
  }, [query, searched]);
  const words = query.split(/\s+/).filter(Boolean).slice(0, 12);

  // A guide is kept in each of the kit's languages it is in: it is listed once, in the reader's language where it can be.
  const guideHits = (results ?? []).flatMap(({ kit, hits }) => {
    const byGuide = new Map<number, GuideView>();
    for (const { guide } of hits.guides) {
      const kept = byGuide.get(guide.guideId);
      if (!kept || (guide.language === i18n.language && kept.language !== i18n.language)) byGuide.set(guide.guideId, guide);
    }
    return [...byGuide.values()].map((guide) => ({ kit, guide }));
  });
  const pageHits = (results ?? []).flatMap(({ kit, hits }) => hits.pages.map((hit) => ({ kit, hit })));

  return (
    <section className="kit-search-page" data-testid="kit-search-page">
      <Typography.Title level={1} className="kit-page-title">{t('search.title')}</Typography.Title>
      <KitSearchField key={query} initial={query} {...(only ? { kitId: only } : {})} />
      {!kits || (query && !results) ? <Skeleton active /> : searched.length === 0 ? (
        <Empty description={t('search.noKits')} data-testid="kit-search-no-kits" />
      ) : !query ? null : guideHits.length + pageHits.length === 0 ? (
        <Empty description={t('search.none', { query })} data-testid="kit-search-none" />
      ) : (
        <>
          <p className="kit-hit-meta" aria-live="polite" data-testid="kit-search-total">{t('search.total', { count: guideHits.length + pageHits.length })}</p>
          {guideHits.length ? (
            <section className="kit-section" aria-labelledby="kit-search-guides">
              <h2 id="kit-search-guides"><AlertOutlined aria-hidden /> {t('kit.guides')}</h2>
              <ul className="kit-hits">
                {guideHits.map(({ kit, guide }) => (
                  <li key={`${kit.kitId}/${guide.guideId}`} className="kit-hit" data-testid="kit-guide-hit">
                    <Link to={pages.kits.guide(kit.kitId, guide.guideId, { language: guide.language })} className="kit-hit-title" data-testid="kit-guide-hit-open">
                      <Tag className="kit-guide-code">{guide.faultCode}</Tag> <span lang={guide.language}>{guide.title}</span>
                    </Link>
                    <div className="kit-hit-meta">{machineLabel(kit)}</div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {pageHits.length ? (
            <section className="kit-section" aria-labelledby="kit-search-pages">
              <h2 id="kit-search-pages"><FilePdfOutlined aria-hidden /> {t('search.pages')}</h2>
              <ul className="kit-hits">
                {pageHits.map(({ kit, hit }) => (
                  <li key={`${kit.kitId}/${hit.versionId}/${hit.page}`} className="kit-hit" data-testid="kit-page-hit">
                    <Link to={pages.kits.document(kit.kitId, hit.versionId, { hl: words, page: hit.page })} className="kit-hit-title" data-testid="kit-page-hit-open">
                      <span lang={hit.language}>{hit.title}</span> — {t('search.page', { page: hit.page })}
                    </Link>
                    <div className="kit-hit-meta">{machineLabel(kit)} · {languageName(hit.language)}</div>
                    <div lang={hit.language}><Snippet text={hit.snippet} marks={hit.marks} /></div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
