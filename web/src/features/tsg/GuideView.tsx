// One troubleshooting guide as a technician reads it beside the machine: the fault code and what it is for,
// the description, possible causes, and numbered checks and remedies with their expected values, symbols and
// links to the exact page or topic of a manual. Dictionary terms are drawn in the reader's language (their
// English word on hover, focus or a tap); a link the reader may not open is marked and leads to the document's page, where
// access can be requested.
import { FilePdfOutlined, LinkOutlined, LockOutlined, ReadOutlined } from '@ant-design/icons';
import type { GuideLinkView, GuideText, GuideView as View, LanguageCode } from '@gsis/contract';
import { Result, Select, Spin, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { languageName } from '../../ui/languages.tsx';
import { useGuide } from './api.ts';

/** Text with its dictionary terms marked; a term's English word is offered where it differs. */
export function Words({ text }: { text: GuideText }) {
  return (
    <>
      {text.map((piece, i) => {
        if (!piece.termId) return <span key={i}>{piece.text}</span>;
        const term = <span className="guide-term" data-testid="guide-term">{piece.text}</span>;
        // The English word on hover, on focus from the keyboard, and on a tap.
        return piece.original && piece.original !== piece.text
          ? <Tooltip key={i} title={<span lang="en">{piece.original}</span>} trigger={['hover', 'focus', 'click']}><span tabIndex={0} className="guide-term-focus">{term}</span></Tooltip>
          : <span key={i}>{term}</span>;
      })}
    </>
  );
}

function documentHref(link: GuideLinkView): string {
  const place = link.page !== null ? `page=${link.page}` : `topic=${encodeURIComponent(link.topic ?? '')}`;
  return `/document/view/${link.documentId}?version=${link.versionId}&${place}`;
}

function GuideLink({ link }: { link: GuideLinkView }) {
  const { t } = useTranslation('tsg');
  if (link.title === null) return <span className="guide-link guide-link-gone">{t('guide.linkGone')}</span>;
  const where = link.page !== null ? t('guide.page', { page: link.page }) : link.topicTitle ?? link.topic ?? '';
  // A web-help topic's title often carries the guide's name already.
  const label = where.includes(link.title) ? where : `${link.title} — ${where}`;
  const icon = link.page !== null ? <FilePdfOutlined aria-hidden /> : <ReadOutlined aria-hidden />;
  if (!link.readable) {
    return (
      <span className="guide-link guide-link-locked" data-testid="guide-link-locked">
        <LockOutlined aria-hidden /> <span>{label}</span>
        <span className="guide-link-note">{t('guide.linkLocked')}</span>
        <Link to={`/document/view/${link.documentId}`} className="guide-link-request">{t('guide.requestAccess')}</Link>
      </span>
    );
  }
  return (
    <Link to={documentHref(link)} className="guide-link" data-testid="guide-link">
      {icon} <span>{label}</span>{link.versionLabel ? <span className="guide-link-version">{t('guide.version', { label: link.versionLabel })}</span> : null}
    </Link>
  );
}

export function GuideView({ guideId, language, onLanguage }: { guideId: number; language: LanguageCode | undefined; onLanguage: (language: LanguageCode | undefined) => void }) {
  const { t, i18n } = useTranslation('tsg');
  const dates = useDates();
  const guide = useGuide(guideId, language);
  if (guide.isPending) return <Spin className="tsg-spin" />;
  if (guide.error) {
    return guide.error instanceof ApiError && guide.error.code === 'NOT_FOUND'
      ? <Result status="info" title={t('guide.notPublished')} data-testid="guide-not-found" />
      : <ErrorAlert error={guide.error} />;
  }
  const view: View = guide.data;
  const languages = [view.language, ...view.languages];

  return (
    <article className="guide" lang={view.language} data-testid="guide">
      <header className="guide-header">
        <div className="guide-code-line">
          <Tag className="guide-code" data-testid="guide-code">{view.faultCode}</Tag>
          <span className="guide-for">{view.scope.label} · {view.controller.sourceTpcd} {view.controller.modelCodeName}</span>
        </div>
        <h2 className="guide-title" data-testid="guide-title">{view.title}</h2>
        <p className="guide-meta" lang={i18n.language}>
          {view.controller.description ? <span>{view.controller.description}</span> : null}
          <span>{t('guide.version', { label: view.label })} · {dates.date(view.publishedAt)}</span>
          {languages.length > 1 ? (
            <Select<LanguageCode>
              size="small" value={view.language} onChange={(value) => onLanguage(value)} aria-label={t('guide.language')}
              options={languages.map((code) => ({ value: code, label: languageName(code) }))} data-testid="guide-language" className="guide-language"
            />
          ) : <span>{languageName(view.language)}</span>}
        </p>
      </header>

      {view.description.length > 0 ? (
        <section className="guide-section">
          <h3>{t('guide.description')}</h3>
          <p><Words text={view.description} /></p>
        </section>
      ) : null}

      {view.causes.length > 0 ? (
        <section className="guide-section">
          <h3>{t('guide.causes')}</h3>
          <ul className="guide-causes">{view.causes.map((cause, i) => <li key={i}><Words text={cause} /></li>)}</ul>
        </section>
      ) : null}

      <section className="guide-section">
        <h3>{t('guide.steps')}</h3>
        <ol className="guide-steps">
          {view.steps.map((step, i) => (
            <li key={i} className={`guide-step guide-step-${step.kind.toLowerCase()}`} data-testid="guide-step">
              <div className="guide-step-head">
                <span className="guide-step-number" aria-hidden>{i + 1}</span>
                <Tag color={step.kind === 'CHECK' ? 'blue' : 'green'}>{t(`kind.${step.kind}`)}</Tag>
              </div>
              <p className="guide-step-text"><Words text={step.text} /></p>
              {step.expected.length > 0 ? (
                <p className="guide-expected"><strong>{t('guide.expected')}</strong> <Words text={step.expected} /></p>
              ) : null}
              {step.symbols.length > 0 ? (
                <ul className="guide-symbols" aria-label={t('guide.symbols')}>
                  {step.symbols.map((symbol) => (
                    <li key={symbol.symbolId} className="guide-symbol">
                      <img src={symbol.imageUrl} alt="" width={40} height={40} />
                      <span><strong>{symbol.number}</strong> {symbol.meaning}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {step.links.length > 0 ? (
                <ul className="guide-links" aria-label={t('guide.links')}>
                  {step.links.map((link, j) => <li key={j}><LinkOutlined aria-hidden className="guide-links-icon" /> <GuideLink link={link} /></li>)}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
