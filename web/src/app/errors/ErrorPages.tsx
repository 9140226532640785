// The error page: unknown paths, pages that failed to load, and pages the reader may not open.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ChunkLoadError } from '../lazy.ts';

function HomeButton() {
  const { t } = useTranslation();
  return <Link to="/main"><Button type="primary">{t('errorPage.home')}</Button></Link>;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={<h1 className="result-title">{t('errorPage.notFoundTitle')}</h1>}
      subTitle={t('errorPage.notFoundText')}
      extra={<HomeButton />}
      data-testid="error-page"
    />
  );
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error instanceof ChunkLoadError) {
    return (
      <Result
        status="warning"
        title={<h1 className="result-title">{t('errorPage.failedTitle')}</h1>}
        subTitle={t('chunk.failed')}
        extra={<Button type="primary" onClick={() => window.location.reload()}>{t('chunk.reload')}</Button>}
        data-testid="error-page"
      />
    );
  }
  if ((error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404)) return <NotFoundPage />;
  if (error instanceof ApiError && error.status === 403) {
    return <Result status="403" title={<h1 className="result-title">{t('errorPage.forbiddenTitle')}</h1>} subTitle={t(`errors:${error.code}`)} extra={<HomeButton />} data-testid="error-page" />;
  }
  return (
    <Result
      status="500"
      title={<h1 className="result-title">{t('errorPage.failedTitle')}</h1>}
      subTitle={error instanceof ApiError ? t(`errors:${error.code}`) : t('errorPage.failedText')}
      extra={[<HomeButton key="home" />, <Button key="retry" onClick={() => window.location.reload()}>{t('errorPage.retry')}</Button>]}
      data-testid="error-page"
    />
  );
}
