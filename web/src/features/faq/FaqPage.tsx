// /support/faq: the questions people ask most, a tab per first-level Q&A classification, a search over
// questions and answers, and the answers in an accordion, each in the reader's language, else in English, marked
// so. Tab and search live in the address.
import { Button, Collapse, Empty, Input, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { OtherLanguageTag } from '../../ui/language-versions.tsx';
import { keywordAndIdFrom, useListAddress } from '../../ui/list-address.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { RichTextView } from '../../ui/rich-text-view.tsx';
import { useClassChoices, useFaqEntries } from './api.ts';
import { useFaqT } from './shared.ts';
import './faq.css';

type Query = { classId?: number; keyword?: string };

const queryFrom = (params: URLSearchParams): Query => keywordAndIdFrom(params, 'classId');

export default function FaqPage() {
  const { t } = useFaqT();
  const { query, setFilters, keyword, setKeyword, resetFilters } = useListAddress<Query, 'classId'>(queryFrom);
  const classes = useClassChoices();
  const entries = useFaqEntries(query);
  const [open, setOpen] = useState<string[]>([]);
  const tabs = (classes.data ?? []).filter((c) => c.parentId === null);
  const items = entries.data ?? [];
  const filtered = Boolean(query.classId || query.keyword);

  return (
    <div className="catalogue-page faq-page" data-testid="faq-page">
      <PageHeader title={t('page.title')} help={t('page.help')} />
      <Tabs
        activeKey={query.classId ? String(query.classId) : 'ALL'}
        onChange={(key) => setFilters({ classId: key === 'ALL' ? undefined : key })}
        items={[{ key: 'ALL', label: t('page.all') }, ...tabs.map((c) => ({ key: String(c.classId), label: c.label }))]}
        aria-label={t('page.classes')}
        data-testid="faq-tabs"
      />
      <div className="faq-toolbar">
        <Input.Search allowClear value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('page.search')} aria-label={t('page.search')} className="faq-search" data-testid="faq-search" />
        {items.length > 0 ? (
          <span className="faq-toolbar-end">
            <span className="faq-muted">{t('page.count', { count: items.length })}</span>
            <Button type="link" onClick={() => setOpen(open.length === items.length ? [] : items.map((e) => String(e.faqId)))} data-testid="faq-toggle-all">
              {open.length === items.length ? t('page.collapseAll') : t('page.expandAll')}
            </Button>
          </span>
        ) : null}
      </div>
      {entries.isPending ? <Spin className="faq-spin" /> : items.length === 0 ? (
        <Empty description={filtered ? t('page.noMatch') : t('page.empty')}>
          {filtered ? <Button onClick={resetFilters}>{t('page.showAll')}</Button> : null}
        </Empty>
      ) : (
        <Collapse
          activeKey={open}
          onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
          className="faq-list"
          data-testid="faq-list"
          items={items.map((entry) => ({
            key: String(entry.faqId),
            label: (
              <span className="faq-question" data-testid="faq-question">
                <span className="faq-q" aria-hidden>Q</span>
                <span><span lang={entry.language}>{entry.question}</span><OtherLanguageTag language={entry.language} /></span>
              </span>
            ),
            extra: <span className="faq-class">{entry.classLabel}</span>,
            children: (
              <div className="faq-answer" data-testid="faq-answer">
                <span className="faq-a" aria-hidden>A</span>
                <div className="faq-answer-text" lang={entry.language}><RichTextView html={entry.answerHtml} /></div>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
