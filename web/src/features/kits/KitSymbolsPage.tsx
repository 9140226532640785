// /kit/:kitId/symbols: the symbol library as the kit keeps it — each symbol's image from the device, its number and
// meaning in the reader's language — with a filter by number or meaning.
import { Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title.ts';
import { pages } from '../../ui/pages.ts';
import { useDeviceRead } from './api.ts';
import { machineLabel } from './kit-state.ts';
import { referenceOf, type StoredKit } from './kit-store.ts';
import { useImageUrls } from './KitGuidePage.tsx';
import { KitFrame } from './KitPage.tsx';
import './kits.css';

function KitSymbols({ kit }: { kit: StoredKit }) {
  const { t, i18n } = useTranslation('kits');
  const stored = useDeviceRead(() => referenceOf(kit.kitId), [kit.kitId]);
  const images = useImageUrls(stored?.images);
  const [filter, setFilter] = useState('');
  usePageTitle(t('kit.symbols'));
  if (!stored) return <Skeleton active />;
  const word = filter.trim().toLocaleLowerCase(i18n.language);
  const symbols = stored.reference.symbols.filter((symbol) => !word || symbol.number.toLocaleLowerCase(i18n.language).includes(word) || symbol.meaning.toLocaleLowerCase(i18n.language).includes(word));
  return (
    <div className="kit-symbols-page" data-testid="kit-symbols">
      <Link to={pages.kits.kit(kit.kitId)} className="kit-back">{machineLabel(kit)}</Link>
      <Typography.Title level={1} className="kit-page-title">{t('kit.symbols')}</Typography.Title>
      <Input value={filter} onChange={(event) => setFilter(event.target.value)} placeholder={t('symbols.filter')} aria-label={t('symbols.filter')} allowClear className="kit-symbols-filter" data-testid="kit-symbols-filter" />
      <ul className="kit-symbol-list">
        {symbols.map((symbol) => (
          <li key={symbol.symbolId} className="kit-symbol" data-testid="kit-symbol">
            {images.get(symbol.symbolId) ? <img src={images.get(symbol.symbolId)} alt="" width={56} height={56} /> : <span className="kit-symbol-blank" />}
            <span><strong>{symbol.number}</strong> {symbol.meaning}</span>
          </li>
        ))}
      </ul>
      {symbols.length === 0 ? <p>{t('symbols.none')}</p> : null}
    </div>
  );
}

export default function KitSymbolsPage() {
  return <KitFrame>{(kit) => <KitSymbols kit={kit} />}</KitFrame>;
}
