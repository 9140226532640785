// /management/library/tsg/new (?id= to edit): a guide — what it is for (a model or a product line, a controller
// type, a fault code as the display shows it) and, per language, its content: title, description, possible
// causes, and ordered checks and remedies with expected values, symbols and links to a page or topic of a
// document version. "Save draft" keeps the language's draft; "Publish" saves it and makes it what readers see.
// A new language starts from the English text, so a translator edits rather than retypes.
import { ArrowDownOutlined, ArrowLeftOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DEFAULT_LANGUAGE, formatFaultCodeQuery, GuideLink, GuideSave, LANGUAGES, parseFaultCode,
  type GuideChoices, type GuideContentInput, type GuideDetail, type LanguageCode, type LinkableDocument,
} from '@gsis/contract';
import { App, Button, Card, Form, Input, InputNumber, Radio, Select, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { positiveInt } from '../../ui/address-params.ts';
import { useFormSave } from '../../ui/edit-dialog.tsx';
import { validateShowingFirst } from '../../ui/first-invalid.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { languageName } from '../../ui/languages.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import { fieldRules, innermost, maxLengthOf, rangeOf } from '../../ui/schema-rules.ts';
import { useGuideChoices, useGuideDetail, useLinkableDocuments, usePublishGuide, useSaveGuide } from './api.ts';
import { TermText } from './term-text.tsx';
import './tsg.css';

type LinkValue = Partial<GuideLink>;
type StepValue = { kind: 'CHECK' | 'REMEDY'; text: string; expected: string; symbolIds: number[]; links: LinkValue[] };
interface Values {
  scope: 'MODEL' | 'PRODUCT';
  modelId?: number;
  productId?: number;
  controllerTypeId?: number;
  faultCode: string;
  draft: { label: string; content: { title: string; description: string; causes: string[]; steps: StepValue[] } };
}
type KnownVersion = GuideDetail['linkedVersions'][number];

/** The schemas of the draft's fields (GuideSave's draft). */
const DRAFT = GuideSave.shape.draft.shape;
const CONTENT = DRAFT.content.shape;
/** A cause left empty is left out (submit), so it may be. */
const CAUSE = CONTENT.causes.unwrap().element.optional();
const STEP = CONTENT.steps.element.shape;

const EMPTY_STEP: StepValue = { kind: 'CHECK', text: '', expected: '', symbolIds: [], links: [] };

/** What the form starts from for a language: its draft, else what readers see, else the English text, else nothing. */
function startingPoint(detail: GuideDetail | undefined, language: LanguageCode): { label: string; content: GuideContentInput } | undefined {
  const versions = detail?.versions ?? [];
  const own = versions.find((v) => v.language === language && v.status === 'DRAFT') ?? versions.find((v) => v.language === language && v.status === 'PUBLISHED');
  const english = versions.find((v) => v.language === DEFAULT_LANGUAGE && v.status === 'DRAFT') ?? versions.find((v) => v.language === DEFAULT_LANGUAGE && v.status === 'PUBLISHED');
  const from = own ?? english;
  return from ? { label: own ? from.label : '1.0', content: from.content } : undefined;
}

export default function GuideFormPage() {
  const { t } = useTranslation('tsg');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const guideId = positiveInt(params.get('id'));
  const detail = useGuideDetail(guideId);
  const choices = useGuideChoices();
  const save = useSaveGuide();
  const publish = usePublishGuide();
  const [form] = Form.useForm<Values>();
  const { saveForm, error, clearError } = useFormSave(form, { existing: guideId !== undefined });
  const { modal } = App.useApp();
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const scope = Form.useWatch('scope', form) ?? 'MODEL';
  const faultCode = Form.useWatch('faultCode', form) ?? '';
  const readAs = faultCode.trim() ? parseFaultCode(faultCode) : null;

  // What the guide is for is filled once the guide is read; its content each time a language is chosen.
  useEffect(() => {
    const d = detail.data;
    if (guideId && !d) return;
    form.setFieldsValue(d
      ? { scope: d.productId ? 'PRODUCT' : 'MODEL', modelId: d.modelId ?? undefined, productId: d.productId ?? undefined, controllerTypeId: d.controllerTypeId, faultCode: d.faultCode }
      : { scope: 'MODEL' });
  }, [detail.data, guideId]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (guideId && !detail.data) return;
    const start = startingPoint(detail.data, language);
    form.setFieldsValue({
      draft: {
        label: start?.label ?? '1.0',
        content: {
          title: start?.content.title ?? '', description: start?.content.description ?? '', causes: start?.content.causes ?? [],
          steps: (start?.content.steps ?? [EMPTY_STEP]).map((step) => ({ ...EMPTY_STEP, ...step, expected: step.expected ?? '', symbolIds: step.symbolIds ?? [], links: step.links ?? [] })),
        },
      },
    });
  }, [detail.data, language, guideId]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Another language's content; what was typed in this one and not saved is given up only when the editor says so. */
  const chooseLanguage = async (next: LanguageCode) => {
    if (form.isFieldsTouched() && !(await modal.confirm({ title: t('form.switchLanguageConfirm'), okText: t('form.switchLanguage'), cancelText: t('form.cancel') }))) return;
    setLanguage(next);
  };
  // A published guide keeps what it is for: readers find it by that.
  const published = (detail.data?.versions ?? []).some((v) => v.status === 'PUBLISHED');

  const statusOf = (code: LanguageCode) => (detail.data?.versions ?? []).filter((v) => v.language === code && v.status !== 'SUPERSEDED').map((v) => v.status);

  const body = (values: Values) => ({
    ...(guideId ? { guideId } : {}),
    modelId: values.scope === 'MODEL' ? values.modelId ?? null : null,
    productId: values.scope === 'PRODUCT' ? values.productId ?? null : null,
    controllerTypeId: values.controllerTypeId ?? 0,
    faultCode: values.faultCode,
    draft: {
      language, label: values.draft.label,
      content: {
        ...values.draft.content,
        causes: (values.draft.content.causes ?? []).filter((cause) => cause.trim()),
        steps: values.draft.content.steps.map((step) => ({
          ...step,
          links: (step.links ?? []).filter((link) => link.documentId && link.versionId).map((link) => ({
            documentId: link.documentId!, versionId: link.versionId!, ...(link.topic ? { topic: link.topic } : { page: link.page ?? 1 }),
          })),
        })),
      },
    },
  });

  const saveDraft = async (andPublish: boolean) => {
    const values = await validateShowingFirst(form);
    if (!values) return;
    // Publishing shows the guide to readers at once: asked first. A draft is seen by nobody.
    const texts = andPublish
      ? { confirm: { title: t('form.publishConfirm', { language: languageName(language) }) }, save: t('form.publish'), cancel: t('form.cancel'), saved: t('form.published') }
      : { save: t('form.saveDraft'), cancel: t('form.cancel'), saved: t('form.saved') };
    const saved = await saveForm(texts, async () => {
      const { id } = await save.mutateAsync(body(values));
      if (andPublish) await publish.mutateAsync({ guideId: id, language });
      return id;
    });
    if (saved && !guideId) setParams({ id: String(saved) }, { replace: true });
  };

  if ((guideId && detail.isPending) || choices.isPending) return <Spin className="page-spinner" />;
  const c: GuideChoices | undefined = choices.data;
  const known = new Map((detail.data?.linkedVersions ?? []).map((v) => [v.versionId, v]));

  return (
    <div className="catalogue-page guide-form-page" data-testid="guide-form-page">
      <Link to={pages.libraryAdmin.guides()} className="guide-form-back"><ArrowLeftOutlined /> {t('form.backToList')}</Link>
      <PageHeader title={guideId ? t('form.editTitle', { code: detail.data?.faultCode ?? '' }) : t('form.newTitle')} help={t('form.help')} />
      <ErrorAlert error={error} onClose={clearError} />
      <Form<Values> form={form} layout="vertical" requiredMark="optional" className="guide-form" disabled={save.isPending || publish.isPending}>
        <Card title={t('form.forTitle')} size="small" className="guide-form-card">
          {published ? <Typography.Paragraph type="secondary" data-testid="guide-key-locked">{t('form.publishedKey')}</Typography.Paragraph> : null}
          <Form.Item name="scope" label={t('form.scope')} required>
            <Radio.Group disabled={published} optionType="button" options={[{ value: 'MODEL', label: t('form.scopeModel') }, { value: 'PRODUCT', label: t('form.scopeProduct') }]} data-testid="guide-scope" />
          </Form.Item>
          <div className="guide-form-row">
            {scope === 'MODEL' ? (
              <Form.Item name="modelId" label={t('form.model')} rules={fieldRules(innermost(GuideSave.shape.modelId), { required: t('form.modelRequired') })}>
                <Select disabled={published} showSearch optionFilterProp="label" options={(c?.models ?? []).map((m) => ({ value: m.id, label: m.code }))} data-testid="guide-model" />
              </Form.Item>
            ) : (
              <Form.Item name="productId" label={t('form.productLine')} rules={fieldRules(innermost(GuideSave.shape.productId), { required: t('form.productRequired') })}>
                <Select disabled={published} showSearch optionFilterProp="label" options={(c?.products ?? []).map((p) => ({ value: p.id, label: p.name }))} data-testid="guide-product" />
              </Form.Item>
            )}
            <Form.Item name="controllerTypeId" label={t('form.controller')} rules={fieldRules(GuideSave.shape.controllerTypeId, { required: t('form.controllerRequired') })}>
              <Select disabled={published} showSearch optionFilterProp="label" data-testid="guide-controller"
                options={(c?.controllers ?? []).map((ct) => ({ value: ct.controllerTypeId, label: `${ct.sourceTpcd} · ${ct.modelCodeName} — ${ct.description}` }))} />
            </Form.Item>
            <Form.Item
              name="faultCode" label={t('form.faultCode')}
              extra={readAs ? t('page.readAs', { code: formatFaultCodeQuery(readAs) }) : t('form.faultCodeHelp')}
              rules={fieldRules(GuideSave.shape.faultCode, { required: t('form.faultCodeRequired'), format: t('page.notACode') })}
            >
              <Input disabled={published} maxLength={maxLengthOf(GuideSave.shape.faultCode)} spellCheck={false} data-testid="guide-fault-code" />
            </Form.Item>
          </div>
        </Card>

        <Card
          size="small" className="guide-form-card"
          title={t('form.contentTitle')}
          extra={(
            <Space wrap>
              <span>{t('form.language')}</span>
              <Select<LanguageCode>
                value={language} onChange={(next) => void chooseLanguage(next)} popupMatchSelectWidth={false} data-testid="guide-language-picker" className="guide-form-language"
                options={LANGUAGES.map(({ code, nativeName }) => ({
                  value: code, label: <span>{nativeName} {statusOf(code).map((s) => <Tag key={s} color={s === 'PUBLISHED' ? 'green' : 'orange'}>{t(`status.${s}`)}</Tag>)}</span>, title: nativeName,
                }))}
              />
            </Space>
          )}
        >
          <div className="guide-form-row">
            <Form.Item name={['draft', 'content', 'title']} label={t('form.titleField')} rules={fieldRules(CONTENT.title, { required: t('form.titleRequired') })}>
              <Input maxLength={maxLengthOf(CONTENT.title)} lang={language} data-testid="guide-title-input" />
            </Form.Item>
            <Form.Item name={['draft', 'label']} label={t('form.label')} rules={fieldRules(DRAFT.label, { required: t('form.labelRequired') })}>
              <Input maxLength={maxLengthOf(DRAFT.label)} data-testid="guide-label" />
            </Form.Item>
          </div>
          <Form.Item name={['draft', 'content', 'description']} label={t('form.description')} rules={fieldRules(CONTENT.description)}>
            <TermText terms={c?.terms ?? []} maxLength={maxLengthOf(CONTENT.description)} rows={3} testId="guide-description" />
          </Form.Item>
          <Form.List name={['draft', 'content', 'causes']}>
            {(fields, { add, remove }) => (
              <fieldset className="guide-form-list">
                <legend>{t('form.causes')}</legend>
                {fields.map((field, i) => (
                  <div key={field.key} className="guide-form-cause">
                    <Form.Item name={field.name} rules={fieldRules(CAUSE)} className="guide-form-grow">
                      <TermText terms={c?.terms ?? []} maxLength={maxLengthOf(CAUSE)} rows={1} testId={`guide-cause-${i}`} />
                    </Form.Item>
                    <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('form.removeCause', { n: i + 1 })} />
                  </div>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add('')} data-testid="guide-add-cause">{t('form.addCause')}</Button>
              </fieldset>
            )}
          </Form.List>
          <Form.List name={['draft', 'content', 'steps']}>
            {(fields, { add, remove, move }) => (
              <fieldset className="guide-form-list">
                <legend>{t('form.steps')}</legend>
                <ol className="guide-form-steps">
                  {fields.map((field, i) => (
                    <li key={field.key} className="guide-form-step" data-testid="guide-form-step">
                      <div className="guide-form-step-head">
                        <span className="guide-step-number">{i + 1}</span>
                        <Form.Item name={[field.name, 'kind']} noStyle>
                          <Radio.Group optionType="button" size="small" options={[{ value: 'CHECK', label: t('kind.CHECK') }, { value: 'REMEDY', label: t('kind.REMEDY') }]} />
                        </Form.Item>
                        <span className="guide-form-step-tools">
                          <Button type="text" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('form.moveStepUp', { n: i + 1 })} />
                          <Button type="text" icon={<ArrowDownOutlined />} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} aria-label={t('form.moveStepDown', { n: i + 1 })} />
                          <Button type="text" danger icon={<DeleteOutlined />} disabled={fields.length === 1} onClick={() => remove(field.name)} aria-label={t('form.removeStep', { n: i + 1 })} />
                        </span>
                      </div>
                      <Form.Item name={[field.name, 'text']} label={t('form.stepText')} rules={fieldRules(STEP.text, { required: t('form.stepTextRequired') })}>
                        <TermText terms={c?.terms ?? []} maxLength={maxLengthOf(STEP.text)} testId={`guide-step-${i}-text`} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'expected']} label={t('form.expected')} extra={t('form.expectedHelp')} rules={fieldRules(STEP.expected)}>
                        <TermText terms={c?.terms ?? []} maxLength={maxLengthOf(STEP.expected)} multiline={false} testId={`guide-step-${i}-expected`} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'symbolIds']} label={t('form.symbols')}>
                        <Select
                          mode="multiple" maxCount={10} optionFilterProp="title" data-testid={`guide-step-${i}-symbols`}
                          options={(c?.symbols ?? []).map((s) => ({
                            value: s.symbolId, title: `${s.number} ${s.meaning}`,
                            label: <span className="guide-form-symbol"><img src={s.imageUrl} alt="" width={20} height={20} /> {s.number} <span className="guide-form-symbol-meaning">{s.meaning}</span></span>,
                          }))}
                        />
                      </Form.Item>
                      <Form.List name={[field.name, 'links']}>
                        {(links, linkOps) => (
                          <div className="guide-form-links">
                            <span className="guide-form-links-label">{t('form.links')}</span>
                            {links.map((link, j) => (
                              <div key={link.key} className="guide-form-link">
                                <Form.Item name={link.name} className="guide-form-grow" rules={[{
                                  validator: async (_, value: LinkValue) => {
                                    if (!value?.versionId) throw new Error(t('form.linkRequired'));
                                    if (value.topic !== undefined && !value.topic.trim()) throw new Error(t('form.topicRequired'));
                                  },
                                }]}>
                                  <LinkField known={known} testId={`guide-step-${i}-link-${j}`} />
                                </Form.Item>
                                <Button type="text" danger icon={<DeleteOutlined />} onClick={() => linkOps.remove(link.name)} aria-label={t('form.removeLink', { n: j + 1 })} />
                              </div>
                            ))}
                            {links.length < 5 ? <Button size="small" icon={<PlusOutlined />} onClick={() => linkOps.add({})} data-testid={`guide-step-${i}-add-link`}>{t('form.addLink')}</Button> : null}
                          </div>
                        )}
                      </Form.List>
                    </li>
                  ))}
                </ol>
                {fields.length < 50 ? <Button icon={<PlusOutlined />} onClick={() => add({ ...EMPTY_STEP })} data-testid="guide-add-step">{t('form.addStep')}</Button> : null}
              </fieldset>
            )}
          </Form.List>
        </Card>
        <div className="guide-form-actions">
          <Button onClick={() => void navigate(pages.libraryAdmin.guides())}>{t('form.cancel')}</Button>
          <Button onClick={() => void saveDraft(false)} loading={save.isPending && !publish.isPending} data-testid="guide-save-draft">{t('form.saveDraft')}</Button>
          <Button type="primary" onClick={() => void saveDraft(true)} loading={publish.isPending} data-testid="guide-publish">{t('form.publish')}</Button>
          {guideId ? <Typography.Text type="secondary">{statusOf(language).map((s) => t(`status.${s}`)).join(' · ') || t('form.noVersionYet')}</Typography.Text> : null}
        </div>
      </Form>
    </div>
  );
}

/** One link of a step: a document version found by its title, then the page of a PDF or the topic of a web help. */
function LinkField({ value, onChange, known, testId }: { value?: LinkValue; onChange?: (value: LinkValue) => void; known: Map<number, KnownVersion>; testId: string }) {
  const { t } = useTranslation('tsg');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<KnownVersion | undefined>();
  const found = useLinkableDocuments(keyword);
  const version = value?.versionId ? (picked?.versionId === value.versionId ? picked : known.get(value.versionId)) : undefined;
  const options = useMemo(() => (found.data ?? []).flatMap((doc: LinkableDocument) => doc.versions.map((v) => ({
    value: v.versionId,
    label: `${doc.title} — ${v.label} · ${languageName(v.language)} · ${v.publishType === 'PDF' ? t('form.pdfPages', { count: v.pageCount ?? 0 }) : t('form.webHelp')}${v.distributed ? '' : ` · ${t('form.notDistributed')}`}`,
    version: { documentId: doc.documentId, versionId: v.versionId, title: doc.title, label: v.label, language: v.language, publishType: v.publishType, pageCount: v.pageCount },
  }))), [found.data, t]);

  if (!version) {
    return (
      <Select
        showSearch filterOption={false} onSearch={setKeyword} value={null} placeholder={t('form.findDocument')} notFoundContent={keyword ? t('form.noDocument') : null}
        loading={found.isFetching} options={options} popupMatchSelectWidth={false} data-testid={testId} className="guide-form-link-search"
        onChange={(versionId: number) => {
          const chosen = options.find((o) => o.value === versionId)?.version;
          if (!chosen) return;
          setPicked(chosen);
          onChange?.({ documentId: chosen.documentId, versionId: chosen.versionId, ...(chosen.publishType === 'PDF' ? { page: 1 } : { topic: '' }) });
        }}
      />
    );
  }
  return (
    <div className="guide-form-link-chosen">
      <span className="guide-form-link-title">{version.title} — {version.label} · {languageName(version.language)}</span>
      {version.publishType === 'PDF' ? (
        <InputNumber
          min={rangeOf(GuideLink.shape.page).min} max={version.pageCount ?? undefined} value={value?.page} onChange={(page) => onChange?.({ ...value, page: page ?? 1, topic: undefined })}
          addonBefore={t('form.page')} data-testid={`${testId}-page`} className="guide-form-link-page"
        />
      ) : (
        <Input value={value?.topic} onChange={(e) => onChange?.({ ...value, topic: e.target.value, page: undefined })} addonBefore={t('form.topic')} placeholder="index.html" data-testid={`${testId}-topic`} />
      )}
      <Button size="small" onClick={() => onChange?.({})}>{t('form.changeLink')}</Button>
    </div>
  );
}
