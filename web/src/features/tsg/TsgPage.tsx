// /tsg and /dxp-tsg: from a machine showing a fault to its guide. Pick the model, the controller type if the
// model has several, and type the code as the display shows it ('SPN 110 FMI 0', '110-0', '110/0', 'E-0417');
// the guides that match are listed as one types, and one opens below the finder. Everything lives in the
// address (?model=DX225LCA&controller=2&code=110-0&guide=12), so a link — the partner portal's, after its
// single sign-on — lands on the same view, and a link naming a model and a code that have one guide opens it.
import { ArrowLeftOutlined, SearchOutlined } from '@ant-design/icons';
import { formatFaultCodeQuery, LANGUAGE_CODES, parseFaultCodeQuery, type GuideModels } from '@gsis/contract';
import { Button, Empty, Input, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { positiveInt } from '../../ui/address-params.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useGuideModels, useGuideSearch } from './api.ts';
import { GuideHitLink } from './guide-hit.tsx';
import { GuideView, type GuideAction } from './GuideView.tsx';
import './tsg.css';

type Model = GuideModels['models'][number];

/** The controller types to choose from: the model's, or every one that has guides. */
function controllersOf(models: readonly Model[], model: Model | undefined) {
  const all = model ? model.controllers : models.flatMap((m) => m.controllers);
  return [...new Map(all.map((c) => [c.controllerTypeId, c])).values()];
}

/** `guideAction`: what another feature offers on a guide of one model (the route table hands it in). */
export default function TsgPage({ guideAction }: { guideAction?: GuideAction }) {
  const { t } = useTranslation('tsg');
  const [params, setParams] = useSearchParams();
  const models = useGuideModels();
  const modelCode = params.get('model')?.trim() ?? '';
  const model = models.data?.find((m) => m.code.toUpperCase() === modelCode.toUpperCase());
  const controllerId = positiveInt(params.get('controller'));
  const code = params.get('code')?.trim() ?? '';
  const guideId = positiveInt(params.get('guide'));
  const language = LANGUAGE_CODES.find((code) => code === params.get('language'));
  const [typed, setTyped] = useState(code);
  const readAs = typed.trim() ? parseFaultCodeQuery(typed) : null;

  /** Changes the address; opening or closing a guide is a step back can undo, refining the search is not. */
  const change = (changes: Record<string, string | undefined>, replace = true) => setParams((previous) => {
    const next = new URLSearchParams(previous);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  }, { replace });

  // The code box answers a moment after the last key; what it shows is never overwritten by its own trimmed value.
  useEffect(() => setTyped((current) => (current.trim() === code ? current : code)), [code]);
  useEffect(() => {
    if (typed.trim() === code) return;
    const timer = setTimeout(() => change({ code: typed.trim() || undefined, guide: undefined }), 300);
    return () => clearTimeout(timer);
  }, [typed]); // eslint-disable-line react-hooks/exhaustive-deps

  // A model the address names that has no guides finds nothing (rather than every model's guides for the code).
  const unknownModel = Boolean(modelCode) && !model && !models.isPending;
  const asking = Boolean(model || code) && !unknownModel;
  const query = useMemo(() => ({
    ...(model ? { modelId: model.modelId } : {}), ...(controllerId ? { controllerTypeId: controllerId } : {}), ...(code ? { code } : {}),
  }), [model, controllerId, code]);
  const hits = useGuideSearch(query, asking && !models.isPending);
  const items = hits.data?.items ?? [];

  // Arrived by a link naming a model and a code (the partner portal's): its one guide opens straight away.
  const arrivedByLink = useRef(Boolean(modelCode && code && !guideId));
  useEffect(() => {
    if (!arrivedByLink.current || !hits.data || hits.isPlaceholderData) return;
    arrivedByLink.current = false;
    if (hits.data.items.length === 1) change({ guide: String(hits.data.items[0]!.guideId) }, false);
  }, [hits.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const controllers = controllersOf(models.data ?? [], model);
  const lines = new Map<string, Model[]>();
  for (const m of models.data ?? []) lines.set(m.productName, [...(lines.get(m.productName) ?? []), m]);
  const modelOptions = [...lines].map(([productName, group]) => ({
    label: productName, title: productName, options: group.map((m) => ({ value: m.code, label: m.code })),
  }));

  return (
    // On a phone an open guide has the screen: the finder folds away behind "Back to the guides found".
    <div className={`catalogue-page tsg-page${guideId ? ' tsg-page-reading' : ''}`} data-testid="tsg-page">
      <PageHeader title={t('page.title')} help={t('page.help')} />
      <div className="tsg-finder" role="search" aria-label={t('page.finder')}>
        <label className="tsg-field">
          <span>{t('page.model')}</span>
          <Select
            showSearch allowClear value={model?.code ?? (modelCode || undefined)} placeholder={t('page.allModels')} options={modelOptions}
            onChange={(value?: string) => change({ model: value, controller: undefined, guide: undefined })}
            loading={models.isPending} data-testid="tsg-model" popupMatchSelectWidth={false}
          />
        </label>
        <label className="tsg-field">
          <span>{t('page.controller')}</span>
          <Select
            allowClear value={controllerId} placeholder={t('page.allControllers')}
            options={controllers.map((c) => ({ value: c.controllerTypeId, label: `${c.sourceTpcd} · ${c.modelCodeName}`, title: c.description }))}
            onChange={(value?: number) => change({ controller: value ? String(value) : undefined, guide: undefined })}
            data-testid="tsg-controller" popupMatchSelectWidth={false}
          />
        </label>
        <label className="tsg-field tsg-code-field">
          <span>{t('page.code')}</span>
          <Input
            allowClear value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('page.codePlaceholder')} prefix={<SearchOutlined aria-hidden />}
            maxLength={40} inputMode="text" autoCapitalize="characters" spellCheck={false} data-testid="tsg-code"
            aria-describedby="tsg-code-reading"
          />
          <span id="tsg-code-reading" className={`tsg-code-reading${typed.trim() && !readAs ? ' tsg-code-invalid' : ''}`} role="status" data-testid="tsg-code-reading">
            {!typed.trim() ? t('page.codeHelp') : readAs ? t('page.readAs', { code: formatFaultCodeQuery(readAs) }) : t('page.notACode')}
          </span>
        </label>
      </div>

      {guideId ? (
        <div className="tsg-guide">
          {asking ? (
            <Button type="link" icon={<ArrowLeftOutlined />} className="tsg-back" onClick={() => change({ guide: undefined, language: undefined }, false)} data-testid="tsg-back">
              {t('page.backToResults')}
            </Button>
          ) : null}
          <GuideView guideId={guideId} language={language} onLanguage={(value) => change({ language: value })} action={guideAction} />
        </div>
      ) : unknownModel ? (
        <Empty description={t('page.noGuide')} className="tsg-empty" />
      ) : !asking ? (
        <Empty description={t('page.start')} className="tsg-empty" />
      ) : hits.isPending ? <Spin className="tsg-spin" /> : items.length === 0 ? (
        <Empty description={code && !hits.data?.readAs ? t('page.notACode') : t('page.noGuide')} className="tsg-empty" />
      ) : (
        <>
          <Typography.Paragraph type="secondary" className="tsg-count" role="status">{t('page.count', { count: items.length })}</Typography.Paragraph>
          <ul className="tsg-hits" aria-busy={hits.isFetching} data-testid="tsg-hits">
            {items.map((hit) => {
              const next = new URLSearchParams(params);
              next.set('guide', String(hit.guideId));
              return (
                <li key={hit.guideId}><GuideHitLink hit={hit} to={`?${next.toString()}`} testId="tsg-hit" /></li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
