// The error page: unknown paths, pages that failed to load, and pages the reader may not open. Plain React and
// CSS: it shows when a page's code, or Ant Design's, could not be loaded.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ChunkLoadError } from '../lazy.ts';
import './error-pages.css';

type Kind = 'notFound' | 'forbidden' | 'failed';
const MARKS: Record<Kind, string> = { notFound: '404', forbidden: '403', failed: '!' };

function ErrorPage({ kind, title, text, actions }: { kind: Kind; title: string; text: string; actions: ReactNode }) {
  return (
    <section className={`error-page is-${kind}`} data-testid="error-page">
      <div className="error-page-mark" aria-hidden>{MARKS[kind]}</div>
      <h1 className="result-title">{title}</h1>
      <p className="error-page-text">{text}</p>
      <div className="error-page-actions">{actions}</div>
    </section>
  );
}

function HomeLink() {
  const { t } = useTranslation();
  return <Link to="/main" className="error-page-button is-primary">{t('errorPage.home')}</Link>;
}

function ReloadButton({ label, primary = false }: { label: string; primary?: boolean }) {
  return <button type="button" className={`error-page-button${primary ? ' is-primary' : ''}`} onClick={() => window.location.reload()}>{label}</button>;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage kind="notFound" title={t('errorPage.notFoundTitle')} text={t('errorPage.notFoundText')} actions={<HomeLink />} />;
}

/** A page the reader may not open: `code` says why (the menu list's verdict, or the server's refusal). */
export function ForbiddenPage({ code = 'WRONG_ACCESS' }: { code?: string }) {
  const { t } = useTranslation();
  return <ErrorPage kind="forbidden" title={t('errorPage.forbiddenTitle')} text={t(`errors:${code}`)} actions={<HomeLink />} />;
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // A query that failed its page stays failed in the cache, and TanStack Query does not ask again for a failed query
  // that throws when its page mounts: forgetting the failures lets the next visit to the page ask again.
  const queryClient = useQueryClient();
  useEffect(() => void queryClient.resetQueries({ type: 'inactive', predicate: (query) => query.state.status === 'error' }), [queryClient]);
  if (error instanceof ChunkLoadError) {
    return <ErrorPage kind="failed" title={t('errorPage.failedTitle')} text={t('chunk.failed')} actions={<ReloadButton label={t('chunk.reload')} primary />} />;
  }
  if ((error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404)) return <NotFoundPage />;
  if (error instanceof ApiError && error.status === 403) return <ForbiddenPage code={error.code} />;
  return (
    <ErrorPage
      kind="failed" title={t('errorPage.failedTitle')}
      text={error instanceof ApiError ? t(`errors:${error.code}`) : t('errorPage.failedText')}
      actions={<><HomeLink /><ReloadButton label={t('errorPage.retry')} /></>}
    />
  );
}
