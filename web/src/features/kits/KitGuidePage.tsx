// /kit/:kitId/guide/:guideId: a troubleshooting guide of a kit, from the device — drawn by troubleshooting's own
// article (the route table hands it in), its links leading to the kit's copies of the pages they name, its symbols'
// images from the device. In the reader's language when the kit has the guide in it.
import type { GuideView, LanguageCode } from '@gsis/contract';
import { Result, Skeleton } from 'antd';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useDeviceRead } from './api.ts';
import { keptVersions } from './kit-download.ts';
import { machineLabel } from './kit-state.ts';
import { referenceOf, type StoredKit } from './kit-store.ts';
import { KitFrame, idInAddress } from './KitPage.tsx';

type Place = { documentId: number; versionId: number; page: number | null; topic: string | null };
export interface KitGuideProps {
  view: GuideView;
  onLanguage: (language: LanguageCode) => void;
  placeHref: (place: Place) => string | null;
}

/** Object addresses of the symbols' images for as long as the page shows them. */
export function useImageUrls(images: Map<number, Blob> | undefined): Map<number, string> {
  const [urls, setUrls] = useState(new Map<number, string>());
  useEffect(() => {
    if (!images) return undefined;
    const made = new Map([...images].map(([id, blob]) => [id, URL.createObjectURL(blob)]));
    setUrls(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [images]);
  return urls;
}

function KitGuide({ kit, Guide }: { kit: StoredKit; Guide: ComponentType<KitGuideProps> }) {
  const { t, i18n } = useTranslation('kits');
  const guideId = idInAddress(useParams().guideId);
  const stored = useDeviceRead(() => referenceOf(kit.kitId), [kit.kitId]);
  const images = useImageUrls(stored?.images);
  const [params] = useSearchParams();
  const [language, setLanguage] = useState<LanguageCode | undefined>((params.get('language') ?? undefined) as LanguageCode | undefined);
  const views = useMemo(() => stored?.reference.guides.filter((view) => view.guideId === guideId) ?? [], [stored, guideId]);
  const view = views.find((v) => v.language === language) ?? views.find((v) => v.language === i18n.language) ?? views[0];
  usePageTitle(view?.title);
  const shown = useMemo(() => view && ({
    ...view,
    // Only the languages the kit holds the guide in can be chosen offline.
    languages: views.map((v) => v.language).filter((code) => code !== view.language),
    steps: view.steps.map((step) => ({ ...step, symbols: step.symbols.map((symbol) => ({ ...symbol, imageUrl: images.get(symbol.symbolId) ?? '' })) })),
  }), [view, views, images]);

  if (!stored) return <Skeleton active />;
  if (!shown) {
    return <Result status="404" title={<h1 className="result-title">{t('kit.guideNotHere')}</h1>} extra={<Link to={pages.kits.kit(kit.kitId)}>{t('kit.backToKit', { machine: machineLabel(kit) })}</Link>} />;
  }
  const kept = new Set(keptVersions(kit.plan).map((version) => version.versionId));
  const placeHref = (place: Place) => (kept.has(place.versionId) ? pages.kits.document(kit.kitId, place.versionId, { page: place.page }) : null);
  return (
    <div className="kit-guide" data-testid="kit-guide">
      <Link to={pages.kits.kit(kit.kitId)} className="kit-back">{machineLabel(kit)}</Link>
      <Guide view={shown} onLanguage={setLanguage} placeHref={placeHref} />
    </div>
  );
}

export default function KitGuidePage({ Guide }: { Guide: ComponentType<KitGuideProps> }) {
  return <KitFrame>{(kit) => <KitGuide kit={kit} Guide={Guide} />}</KitFrame>;
}
