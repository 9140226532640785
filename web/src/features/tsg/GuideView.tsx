// One troubleshooting guide as a technician reads it beside the machine: the fault code and what it is for,
// the description, possible causes, and numbered checks and remedies with their expected values, symbols and
// links to the exact page or topic of a manual. The guide reads as written, in its language (the article's lang);
// a dictionary term keeps the guide's word and has the reader's word in brackets after it, in plain sight (no tap or
// focus needed to read a sentence), marked with the reader's lang; the screen's own words are marked with theirs. A
// reader whose language the guide is not yet in is told so. A link goes to the manual in the reader's language where
// there is one for them (the guide's own link named under it); one they may not open is marked and leads to the
// document's page, where access can be requested.
import { FilePdfOutlined, FileTextOutlined, LinkOutlined, LockOutlined, ReadOutlined } from '@ant-design/icons';
import type { GuideLinkView, GuideText, GuideView as View, LanguageCode } from '@gsis/contract';
import { Alert, Result, Select, Spin, Tag } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useDates } from '../../ui/dates.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { languageName } from '../../ui/languages.tsx';
import { pages } from '../../ui/pages.ts';
import { useGuide } from './api.ts';
// The guide brings its styles wherever it is drawn (a field kit's page too).
import './tsg.css';

/**
 * Text as the guide is written: a term is the guide's word (lang marked where it is English in another guide) with the
 * reader's word in brackets after it — "radiator (หม้อน้ำ)" — never in its place.
 */
export function Words({ text, readerLanguage }: { text: GuideText; readerLanguage: LanguageCode }) {
  return (
    <>
      {text.map((piece, i) => (piece.termId ? (
        <span key={i} className="guide-term" data-testid="guide-term">
          <span className="guide-term-word" lang={piece.language}>{piece.text}</span>
          {piece.translation ? <> (<span className="guide-term-translation" lang={readerLanguage} data-testid="guide-term-translation">{piece.translation}</span>)</> : null}
        </span>
      ) : <span key={i}>{piece.text}</span>))}
    </>
  );
}

/** The document's address at the place: a page, a topic, or its start. */
function documentHref(place: { documentId: number; versionId: number; page: number | null; topic: string | null }): string {
  return pages.documentView(place.documentId, { version: place.versionId, page: place.page, topic: place.page === null ? place.topic : null });
}

type Place = { title: string; language: LanguageCode | null; page: number | null; topic: string | null; topicTitle?: string | null };

/** "Title — page 9", or the title alone for a link that opens the document at its start; the title (and a topic's) in its manual's lang. */
function PlaceLabel({ place }: { place: Place }) {
  const { t } = useTranslation('tsg');
  const lang = place.language ?? undefined;
  if (place.page !== null) return <span><span lang={lang}>{place.title}</span> — {t('guide.page', { page: place.page })}</span>;
  const topic = place.topicTitle ?? place.topic;
  if (!topic) return <span lang={lang}>{place.title}</span>;
  // A web-help topic's title often carries the guide's name already.
  return <span lang={lang}>{topic.includes(place.title) ? topic : `${place.title} — ${topic}`}</span>;
}

/** The language of a manual, named where it is not the reader's. */
function LinkLanguage({ language, readerLanguage }: { language: LanguageCode | null; readerLanguage: LanguageCode }) {
  return language && language !== readerLanguage ? <span className="guide-link-language" lang={language}>{languageName(language)}</span> : null;
}

/** Where a guide's link leads: a document's address, or null where it leads nowhere here (a field kit without it). */
export type PlaceHref = (place: { documentId: number; versionId: number; page: number | null; topic: string | null }) => string | null;

function GuideLink({ link, readerLanguage, placeHref }: { link: GuideLinkView; readerLanguage: LanguageCode; placeHref: PlaceHref }) {
  const { t } = useTranslation('tsg');
  if (link.title === null) return <span className="guide-link guide-link-gone">{t('guide.linkGone')}</span>;
  const label = <PlaceLabel place={{ ...link, title: link.title }} />;
  const icon = link.page !== null ? <FilePdfOutlined aria-hidden /> : link.topic !== null ? <ReadOutlined aria-hidden /> : <FileTextOutlined aria-hidden />;
  if (!link.readable) {
    return (
      <span className="guide-link guide-link-locked" data-testid="guide-link-locked">
        <LockOutlined aria-hidden /> {label}
        <span className="guide-link-note">{t('guide.linkLocked')}</span>
        <Link to={pages.documentView(link.documentId)} className="guide-link-request">{t('guide.requestAccess')}</Link>
      </span>
    );
  }
  const named = link.insteadOf;
  const href = placeHref(link);
  const namedHref = named?.readable ? placeHref(named) : null;
  if (href === null) {
    return <span className="guide-link guide-link-elsewhere" data-testid="guide-link-elsewhere">{icon} {label} <span className="guide-link-note">{t('guide.linkNotHere')}</span></span>;
  }
  return (
    <span className="guide-link-offered">
      <Link to={href} className="guide-link" data-testid="guide-link">
        {icon} {label}
        <LinkLanguage language={link.language} readerLanguage={readerLanguage} />
        {link.versionLabel ? <span className="guide-link-version">{t('guide.version', { label: link.versionLabel })}</span> : null}
      </Link>
      {named?.title ? (
        // The manual in the reader's language stands in for the one the guide names, whose page may differ: that one stays at hand.
        <span className="guide-link-instead" data-testid="guide-link-instead">
          {t('guide.insteadOf')}{' '}
          {namedHref
            ? <Link to={namedHref}><PlaceLabel place={{ ...named, title: named.title }} /></Link>
            : <PlaceLabel place={{ ...named, title: named.title }} />}
          {' '}<LinkLanguage language={named.language} readerLanguage={readerLanguage} />
        </span>
      ) : null}
    </span>
  );
}

/** What another feature offers on a guide of one model (the route table hands it in: "Take offline"). */
export type GuideAction = ComponentType<{ modelId: number; model: string }>;

export function GuideView({ guideId, language, onLanguage, action }: { guideId: number; language: LanguageCode | undefined; onLanguage: (language: LanguageCode | undefined) => void; action?: GuideAction | undefined }) {
  const { t } = useTranslation('tsg');
  const guide = useGuide(guideId, language);
  if (guide.isPending) return <Spin className="tsg-spin" />;
  if (guide.error) {
    return guide.error instanceof ApiError && guide.error.code === 'NOT_FOUND'
      ? <Result status="info" title={t('guide.notPublished')} data-testid="guide-not-found" />
      : <ErrorAlert error={guide.error} />;
  }
  return <GuideArticle view={guide.data} onLanguage={onLanguage} action={action} />;
}

/**
 * A guide drawn from its view, wherever that came from (the server, or a field kit on the device); `placeHref` says
 * where its links lead (the library's document pages unless told otherwise).
 */
export function GuideArticle({ view, onLanguage, placeHref = documentHref, action: Action }: {
  view: View; onLanguage: (language: LanguageCode) => void; placeHref?: PlaceHref; action?: GuideAction | undefined;
}) {
  const { t, i18n } = useTranslation('tsg');
  const dates = useDates();
  const languages = [view.language, ...view.languages];
  const reader = view.readerLanguage;
  // The screen's words inside the guide are in the reader's language, not the guide's.
  const ui = i18n.language;
  const translated = [view.description, ...view.causes, ...view.steps.flatMap((step) => [step.text, step.expected])].some((text) => text.some((piece) => piece.translation));

  return (
    <article className="guide" lang={view.language} data-testid="guide">
      <header className="guide-header">
        <div className="guide-code-line">
          <Tag className="guide-code" data-testid="guide-code">{view.faultCode}</Tag>
          <span className="guide-for">{view.scope.label} · {view.controller.sourceTpcd} {view.controller.modelCodeName}</span>
          {Action && view.scope.modelId !== null ? <span className="guide-action"><Action modelId={view.scope.modelId} model={view.scope.label} /></span> : null}
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
          ) : <span lang={view.language}>{languageName(view.language)}</span>}
        </p>
        {!languages.includes(reader) ? (
          <div className="guide-not-translated" lang={ui} data-testid="guide-not-translated">
            <Alert type="info" showIcon title={t('guide.notInYourLanguage')} description={translated ? t('guide.termsBeside') : undefined} />
          </div>
        ) : null}
      </header>

      {view.description.length > 0 ? (
        <section className="guide-section">
          <h3 lang={ui}>{t('guide.description')}</h3>
          <p><Words text={view.description} readerLanguage={reader} /></p>
        </section>
      ) : null}

      {view.causes.length > 0 ? (
        <section className="guide-section">
          <h3 lang={ui}>{t('guide.causes')}</h3>
          <ul className="guide-causes">{view.causes.map((cause, i) => <li key={i}><Words text={cause} readerLanguage={reader} /></li>)}</ul>
        </section>
      ) : null}

      <section className="guide-section">
        <h3 lang={ui}>{t('guide.steps')}</h3>
        <ol className="guide-steps">
          {view.steps.map((step, i) => (
            <li key={i} className={`guide-step guide-step-${step.kind.toLowerCase()}`} data-testid="guide-step">
              <div className="guide-step-head" lang={ui}>
                <span className="guide-step-number" aria-hidden>{i + 1}</span>
                <Tag color={step.kind === 'CHECK' ? 'blue' : 'green'}>{t(`kind.${step.kind}`)}</Tag>
              </div>
              <p className="guide-step-text"><Words text={step.text} readerLanguage={reader} /></p>
              {step.expected.length > 0 ? (
                <p className="guide-expected"><strong lang={ui}>{t('guide.expected')}</strong> <Words text={step.expected} readerLanguage={reader} /></p>
              ) : null}
              {step.symbols.length > 0 ? (
                // The symbols' meanings come in the reader's language.
                <ul className="guide-symbols" aria-label={t('guide.symbols')} lang={ui}>
                  {step.symbols.map((symbol) => (
                    <li key={symbol.symbolId} className="guide-symbol">
                      <img src={symbol.imageUrl} alt="" width={40} height={40} />
                      <span><strong>{symbol.number}</strong> {symbol.meaning}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {step.links.length > 0 ? (
                // The manuals' titles are in their own languages; the words around them in the reader's.
                <ul className="guide-links" aria-label={t('guide.links')} lang={ui}>
                  {step.links.map((link, j) => <li key={j}><LinkOutlined aria-hidden className="guide-links-icon" /> <GuideLink link={link} readerLanguage={reader} placeHref={placeHref} /></li>)}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
