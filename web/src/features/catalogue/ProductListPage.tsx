// /product/list: the machines GSIS has documents for — product types, their product lines and models, each model
// with its serial-number suffixes and the ranges they cover — and from a model its documents (the document list
// filtered to it) and what other features add (the route table hands in `modelLinks`: its troubleshooting guides
// and symbols). A model or a suffix typed in the box narrows the list across every type; the type and the words
// live in the address.
import { FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import { catalogueApi, type ProductTree } from '@gsis/contract';
import { Empty, Input, Spin, Tabs, Tag } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEndpointQuery } from '../../api/endpoints.ts';
import { keywordFrom, useListAddress } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { pages } from '../../ui/pages.ts';
import './catalogue.css';

type Model = ProductTree['productTypes'][number]['lines'][number]['models'][number];
type Query = { type?: string; keyword?: string };
const queryFrom = (params: URLSearchParams): Query => ({ ...keywordFrom(params), ...(params.get('type') ? { type: params.get('type')! } : {}) });

const matches = (model: Model, words: string) => {
  const typed = words.toUpperCase().replace(/\s+/g, '');
  return model.code.toUpperCase().includes(typed) || model.suffixes.some((s) => s.suffix.includes(typed));
};

export default function ProductListPage({ modelLinks: ModelLinks }: { modelLinks?: ComponentType<{ model: { id: number; code: string } }> }) {
  const { t, i18n } = useTranslation('catalogue');
  const tree = useEndpointQuery(catalogueApi.productTree, undefined, { dependsOn: [i18n.language] });
  const { query, setFilters, keyword, setKeyword } = useListAddress<Query, 'type'>(queryFrom);
  const types = tree.data?.productTypes ?? [];
  const searching = Boolean(query.keyword);
  const active = types.find((type) => type.code === query.type) ?? types[0];
  const shown = searching ? types : active ? [active] : [];
  const sections = shown.flatMap((type) => type.lines.map((line) => ({ type, line, models: searching ? line.models.filter((m) => matches(m, query.keyword!)) : line.models })))
    .filter((section) => section.models.length > 0);
  const serial = (from: number | null, to: number | null) => (from === null && to === null ? '' : `${from ?? '…'}–${to ?? '…'}`);

  return (
    <div className="catalogue-page product-list-page" data-testid="product-list-page">
      <PageHeader title={t('productList.title')} help={t('productList.help')} />
      <Input
        allowClear prefix={<SearchOutlined aria-hidden />} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('productList.search')}
        aria-label={t('productList.search')} className="product-list-search" data-testid="product-search"
      />
      {tree.isPending ? <Spin className="page-spinner" /> : (
        <>
          {!searching ? (
            <Tabs activeKey={active?.code} onChange={(code) => setFilters({ type: code })} items={types.map((type) => ({ key: type.code, label: type.label }))} data-testid="product-types" />
          ) : null}
          {sections.length === 0 ? <Empty description={searching ? t('productList.noMatch') : t('productList.empty')} /> : sections.map(({ type, line, models }) => (
            <section key={line.id} className="product-line" aria-labelledby={`line-${line.id}`}>
              <h2 id={`line-${line.id}`} className="product-line-name">{line.name}{searching ? <span className="product-line-type"> · {type.label}</span> : null}</h2>
              <ul className="product-models">
                {models.map((model) => (
                  <li key={model.id} className="product-model" data-testid="product-model">
                    <span className="product-model-code" data-testid="product-model-code">{model.code}</span>
                    {model.suffixes.length > 0 ? (
                      <div className="product-model-suffixes" role="group" aria-label={t('productList.suffixes')}>
                        {model.suffixes.map((s) => (
                          <Tag key={s.suffix} className="product-suffix">
                            <strong>{s.suffix}</strong>{serial(s.serialFrom, s.serialTo) ? <> · {t('productList.serials', { range: serial(s.serialFrom, s.serialTo) })}</> : null}
                          </Tag>
                        ))}
                      </div>
                    ) : null}
                    {/* Under the model, on a row of their own at the card's foot, however many there are: a card with
                        guides and symbols is as tidy as one with its documents alone. No documents is said, not linked. */}
                    <div className="product-model-links">
                      {model.documentCount > 0 ? (
                        <Link to={pages.documentList({ modelId: model.id })} data-testid="product-model-documents">
                          <FileTextOutlined aria-hidden /> {t('productList.documents', { count: model.documentCount })}
                        </Link>
                      ) : (
                        <span className="product-model-none" data-testid="product-model-no-documents">
                          <FileTextOutlined aria-hidden /> {t('productList.documents', { count: 0 })}
                        </span>
                      )}
                      {ModelLinks ? <ModelLinks model={model} /> : null}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
